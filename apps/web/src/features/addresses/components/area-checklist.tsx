import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/api';
import { useLocale } from '@/lib/i18n/locale-context';
import { useT } from '@/lib/i18n/use-t';
import { areasByGovernorate } from '@/lib/kuwait-areas';

type AreaChecklistProps = {
  isOn: (areaId: string) => boolean;
  /** Switches the areas on or off: one, or a whole governorate's. */
  onChange: (areaIds: string[], on: boolean) => void;
  disabled?: boolean;
};

/** Every area of Kuwait under its governorate, each a switch, with a whole governorate on or off at once. */
export function AreaChecklist({ isOn, onChange, disabled }: AreaChecklistProps) {
  const { locale } = useLocale();
  const t = useT();
  const groups = useMemo(() => areasByGovernorate(locale), [locale]);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {groups.map((governorate) => {
        const ids = governorate.areas.map((area) => area.id);
        const on = ids.filter(isOn).length;
        return (
          <fieldset key={governorate.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <legend className="px-1 font-semibold">
              {t('addresses.areas.governorate', { name: governorate.name, on, total: ids.length })}
            </legend>
            <div className="mb-2 flex flex-wrap gap-3 text-sm">
              <button
                type="button"
                disabled={disabled}
                className="text-brand-800 underline disabled:opacity-50"
                onClick={() => onChange(ids, true)}
              >
                {t('addresses.areas.allOn', { name: governorate.name })}
              </button>
              <button
                type="button"
                disabled={disabled}
                className="text-brand-800 underline disabled:opacity-50"
                onClick={() => onChange(ids, false)}
              >
                {t('addresses.areas.allOff', { name: governorate.name })}
              </button>
            </div>
            <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
              {governorate.areas.map((area) => (
                <li key={area.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      role="switch"
                      checked={isOn(area.id)}
                      disabled={disabled}
                      onChange={(event) => onChange([area.id], event.target.checked)}
                      className="size-4 accent-brand-700"
                    />
                    {locale === 'ar' ? area.ar : area.en}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}

/** `set` with `ids` added (`include`) or taken out: what a checklist's change makes of a chosen or switched-off set. */
export function withAreas(set: ReadonlySet<string>, ids: string[], include: boolean): Set<string> {
  const next = new Set(set);
  for (const id of ids) {
    if (include) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * Save under a checklist: the button, "Saved" (announced) until the next change, and why a save failed. `save`
 * rejects with the server's refusal.
 */
export function AreasSaveBar({
  labels,
  dirty,
  save,
}: {
  labels: { save: string; saved: string; failed: string };
  /** Changed since the last save: the "Saved" note goes. */
  dirty: boolean;
  save: () => Promise<unknown>;
}) {
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onSave = async () => {
    setFailure(null);
    setSaving(true);
    try {
      await save();
      setSaved(true);
    } catch (error) {
      setFailure(failureMessage(error, labels.failed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Button loading={saving} onClick={() => void onSave()}>
          {labels.save}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {saved && !dirty ? labels.saved : null}
        </p>
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </>
  );
}
