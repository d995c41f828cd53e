import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { TIME_OFF_MAX_DAYS_AHEAD } from '@khidma/shared/constants';
import { addKuwaitDays, kuwaitDate } from '@khidma/shared/kuwait-time';
import { timeOffInputSchema, type TimeOff, type TimeOffInput } from '@khidma/shared/schemas/operations';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { failureMessage, type ApiFailure } from '@/lib/api';
import { formFailure } from '@/lib/form-failure';
import { useSlotFormat } from '@/lib/format-slot';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';
import { Failure, Loading } from './states';

type DaysOffQuery = { data?: TimeOff[]; error?: unknown; isLoading: boolean; refetch: () => unknown };

/**
 * A partner's upcoming days off, each with Remove, and a form to add one (a Kuwait day, today or later; a reason
 * if they like). The portal shows the partner's own; the console any partner's (the caller brings the calls). A day
 * the server refuses (already off, in the past) says why under the date.
 */
export function DaysOff({
  query,
  onAdd,
  onRemove,
}: {
  query: DaysOffQuery;
  onAdd: (input: TimeOffInput) => Promise<unknown>;
  onRemove: (timeOffId: string) => Promise<unknown>;
}) {
  const t = useT();
  const listId = useId();
  const listRef = useRef<HTMLHeadingElement>(null);
  const { fullDay } = useSlotFormat();
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);

  const remove = async (entry: TimeOff) => {
    setRemoving(entry._id);
    setRemoveFailure(null);
    try {
      await onRemove(entry._id);
      toast.success(t('partner-portal.daysOff.removed', { date: fullDay(entry.date) }));
      // The button is gone with its row: the focus goes back to the list.
      listRef.current?.focus();
    } catch (error) {
      setRemoveFailure(failureMessage(error, t('partner-portal.daysOff.removeFailed')));
    } finally {
      setRemoving(null);
    }
  };

  const { data, error, isLoading, refetch } = query;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 id={listId} ref={listRef} tabIndex={-1} className="font-semibold text-slate-900">
          {t('partner-portal.daysOff.upcoming')}
        </h3>
        {isLoading ? (
          <Loading label={t('partner-portal.daysOff.loading')} />
        ) : error || !data ? (
          <Failure error={error} fallback={t('partner-portal.daysOff.failed')} retry={() => void refetch()} />
        ) : data.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('partner-portal.daysOff.none')}</p>
        ) : (
          <ul aria-labelledby={listId} className="mt-2 divide-y divide-slate-100">
            {data.map((entry) => (
              <li key={entry._id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{fullDay(entry.date)}</p>
                  {entry.reason ? (
                    <p dir="auto" className="text-sm break-words text-slate-600">
                      {entry.reason}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="secondary"
                  className="shrink-0"
                  loading={removing === entry._id}
                  aria-label={t('partner-portal.daysOff.removeOne', { date: fullDay(entry.date) })}
                  onClick={() => void remove(entry)}
                >
                  {t('partner-portal.daysOff.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {removeFailure ? (
          <p role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {removeFailure}
          </p>
        ) : null}
      </div>
      <AddDayOff onAdd={onAdd} />
    </div>
  );
}

function AddDayOff({ onAdd }: { onAdd: (input: TimeOffInput) => Promise<unknown> }) {
  const t = useT();
  const say = useSay();
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TimeOffInput>({
    resolver: zodResolver(timeOffInputSchema),
    defaultValues: { date: '', reason: '' },
  });

  const submit = form.handleSubmit(async ({ date, reason }) => {
    setFailure(null);
    try {
      await onAdd(reason ? { date, reason } : { date });
      form.reset();
      toast.success(t('partner-portal.daysOff.added'));
    } catch (error) {
      const fields = ['date', 'reason'] as const;
      const message = formFailure(error, form.setError, fields, '');
      const { status = 0, errors = {} } = (error ?? {}) as Partial<ApiFailure>;
      // The server named the field (already off, in the past): the message is there already.
      if (fields.some((field) => field in errors)) return;
      // Any other refusal of a day off is about the date too: it shows by the date.
      if (status >= 400 && status < 500 && message) {
        form.setError('date', { type: 'server', message }, { shouldFocus: true });
      } else {
        setFailure(say(message || t('partner-portal.daysOff.addFailed')));
      }
    }
  });

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
    >
      <h3 id={titleId} className="font-semibold text-slate-900">
        {t('partner-portal.daysOff.add')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {/* From Kuwait's today to a year ahead: the server refuses other days too. */}
        <TextField
          form={form}
          name="date"
          type="date"
          min={kuwaitDate(Date.now())}
          max={addKuwaitDays(kuwaitDate(Date.now()), TIME_OFF_MAX_DAYS_AHEAD)}
          label={t('partner-portal.daysOff.date')}
        />
        <TextField form={form} name="reason" maxLength={200} label={t('partner-portal.daysOff.reason')} />
      </div>
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={form.formState.isSubmitting}>
        {t('partner-portal.daysOff.addButton')}
      </Button>
    </form>
  );
}
