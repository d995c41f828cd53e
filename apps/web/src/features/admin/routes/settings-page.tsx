import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { commissionPercentSchema, type OperationsSettings } from '@khidma/shared/schemas/operations';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formFailure } from '@/lib/form-failure';
import { useSay } from '@/lib/i18n/use-say';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { useGetSettingsQuery, useSaveSettingsMutation } from '../api/settings';
import { sectionClasses } from '../components/detail-frame';
import { ActionFailed, LoadFailed, PageHeader, PageLoading } from '../components/query-states';

/** /admin/settings: how operations run; today, whether new orders go to a partner without an admin. */
export function SettingsPage() {
  const t = useT();
  const { data, error, isLoading, refetch } = useGetSettingsQuery();

  return (
    <>
      <PageHeader title={t('admin.settings.title')} />
      {error && !data ? (
        <LoadFailed error={error} fallback={t('admin.settings.failed')} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <PageLoading label={t('admin.settings.loading')} />
      ) : (
        <div className="flex flex-col gap-6">
          <AutoAssign settings={data} />
          <Commission settings={data} />
        </div>
      )}
    </>
  );
}

/**
 * A switch that saves as it flips. It shows the server's value: while the change is on its way it shows the wish
 * (and says it is saving); a refusal puts it back and says why.
 */
function AutoAssign({ settings }: { settings: OperationsSettings }) {
  const on = settings.autoAssign;
  const t = useT();
  const id = useId();
  const [save, { isLoading }] = useSaveSettingsMutation();
  const [wish, setWish] = useState<boolean | null>(null);
  const [status, setStatus] = useState<'saved' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const checked = wish ?? on;

  const flip = async () => {
    if (isLoading) return;
    const next = !checked;
    setWish(next);
    setStatus(null);
    setFailure(null);
    try {
      await save({ ...settings, autoAssign: next }).unwrap();
      setStatus('saved');
    } catch (error) {
      setFailure(failureMessage(error, t('admin.settings.saveFailed')));
    } finally {
      setWish(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={`${sectionClasses} flex max-w-2xl flex-col gap-4`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('admin.settings.assignment')}
      </h2>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id={`${id}-label`} className="font-medium text-slate-900">
            {t('admin.settings.autoAssign')}
          </p>
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {t('admin.settings.autoAssignHint')}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          // Not `disabled` while saving: that would drop the keyboard's focus.
          aria-disabled={isLoading}
          onClick={() => void flip()}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:opacity-70 ${
            checked ? 'bg-brand-700' : 'bg-slate-300'
          }`}
        >
          {/* The knob moves to the end side: right, left in Arabic. */}
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
              checked ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1'
            }`}
          />
        </button>
      </div>
      <p role="status" className="flex min-h-5 items-center gap-2 text-sm text-slate-700">
        {isLoading ? (
          <>
            <Spinner className="size-4" />
            {t('admin.settings.saving')}
          </>
        ) : status === 'saved' ? (
          t(checked ? 'admin.settings.savedOn' : 'admin.settings.savedOff')
        ) : null}
      </p>
      <ActionFailed message={failure} />
    </section>
  );
}

const commissionForm = z.object({ commissionPercent: commissionPercentSchema });

/** The commission the platform keeps when a sub-category sets none (the ledger's completion posting). */
function Commission({ settings }: { settings: OperationsSettings }) {
  const t = useT();
  const say = useSay();
  const id = useId();
  const [save] = useSaveSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<{ commissionPercent: number }>({
    resolver: zodResolver(commissionForm),
    values: { commissionPercent: settings.commissionPercent },
  });
  const submit = form.handleSubmit(async ({ commissionPercent }) => {
    setFailure(null);
    setSaved(false);
    try {
      await save({ ...settings, commissionPercent }).unwrap();
      setSaved(true);
    } catch (error) {
      setFailure(say(formFailure(error, form.setError, ['commissionPercent'], t('admin.settings.saveFailed'))));
    }
  });
  return (
    <section aria-labelledby={`${id}-title`} className={`${sectionClasses} flex max-w-2xl flex-col gap-4`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('admin.settings.money')}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <TextField
          form={form}
          name="commissionPercent"
          label={t('admin.settings.commission')}
          type="number"
          inputMode="decimal"
          step="0.01"
          dir="ltr"
          valueAsNumber
        />
        <p className="text-sm text-slate-600">{t('admin.settings.commissionHint')}</p>
        <div className="flex items-center gap-3">
          <Button type="submit" size="sm" loading={form.formState.isSubmitting}>
            {t('admin.settings.commissionSave')}
          </Button>
          <p role="status" className="text-sm text-slate-700">
            {saved ? t('admin.settings.commissionSaved') : null}
          </p>
        </div>
      </form>
      <ActionFailed message={failure} />
    </section>
  );
}
