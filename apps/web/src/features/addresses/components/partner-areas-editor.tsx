import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { useGetPartnerAreasQuery, useSavePartnerAreasMutation } from '../api/areas';
import { AreaChecklist, AreasSaveBar, withAreas } from './area-checklist';

/**
 * The areas a partner goes to: the portal's "My areas" (`partnerId` null) and the console's partner page. None
 * chosen means every area (docs/decisions/2026-11-26-partner-areas.md), and the text says so.
 */
export function PartnerAreasEditor({ partnerId }: { partnerId: string | null }) {
  const t = useT();
  const { data, error, isLoading, refetch } = useGetPartnerAreasQuery(partnerId);
  const [save, { isLoading: saving }] = useSavePartnerAreasMutation();
  const [draft, setDraft] = useState<Set<string> | null>(null);

  if (isLoading) return <Spinner label={t('addresses.areas.loading')} className="size-6 text-brand-700" />;
  if (error || !data) {
    return (
      <div role="alert" className="text-sm text-red-700">
        {failureMessage(error, t('addresses.areas.failed'))}{' '}
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {t('addresses.areas.retry')}
        </Button>
      </div>
    );
  }
  const chosen = draft ?? new Set(data.areas);

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {chosen.size === 0 ? t('addresses.areas.everywhere') : t('addresses.areas.chosen', { count: chosen.size })}
      </p>
      <AreaChecklist
        isOn={(id) => chosen.has(id)}
        disabled={saving}
        onChange={(ids, on) => {
          setDraft(withAreas(chosen, ids, on));
        }}
      />
      <AreasSaveBar
        labels={{
          save: t('addresses.areas.save'),
          saved: t('addresses.areas.saved'),
          failed: t('addresses.areas.saveFailed'),
        }}
        dirty={draft !== null}
        save={async () => {
          await save({ partnerId, areas: [...chosen] }).unwrap();
          setDraft(null);
        }}
      />
    </div>
  );
}
