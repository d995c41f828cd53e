import { useId, useState } from 'react';
import { toast } from 'sonner';
import { PAYMENT_TYPE_COD } from '@khidma/shared/constants';
import type { Job } from '@khidma/shared/schemas/operations';
import { nextStatuses } from '@khidma/shared/order-flow';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { useMoveJobMutation, type JobStatus } from '../api/move-job';
import { Refusal } from './states';

const isJobStatus = (status: string): status is JobStatus =>
  ['Accepted', 'Traveling', 'Reached', 'Started', 'Completed'].includes(status);

/**
 * The job's next step, and only that one: the shared state machine (order-flow.ts) says which. Completing a cash
 * (COD) job asks the partner to confirm the cash first. A move the server refuses (409: the admin moved or
 * reassigned the job meanwhile) shows its reason, and the job is read again.
 */
export function JobActions({ job }: { job: Job }) {
  const t = useT();
  const { money } = useFormat();
  const [move, { isLoading, error, reset }] = useMoveJobMutation();
  const [cashCollected, setCashCollected] = useState(false);
  const [cashMissing, setCashMissing] = useState(false);
  const cashId = useId();
  const next = nextStatuses('partner', job.ordStatus, true).filter(isJobStatus);
  const status = next[0];

  if (!status) return <p className="text-slate-700">{t('partner-portal.job.done')}</p>;
  const needsCash = status === 'Completed' && job.paymentType === PAYMENT_TYPE_COD;

  const submit = async () => {
    if (needsCash && !cashCollected) {
      setCashMissing(true);
      return;
    }
    try {
      await move({
        ordId: job.ordId,
        update: needsCash ? { ordStatus: status, cashCollected } : { ordStatus: status },
      }).unwrap();
      setCashCollected(false);
      toast.success(t('partner-portal.job.moved', { ordId: job.ordId, status: t(`orders.status.${status}`) }));
    } catch {
      // Shown below, from the mutation's state.
    }
  };

  return (
    <div className="space-y-3">
      {needsCash ? (
        <div>
          <label
            htmlFor={cashId}
            className="flex min-h-12 items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 text-base font-medium"
          >
            <input
              id={cashId}
              type="checkbox"
              checked={cashCollected}
              aria-invalid={cashMissing}
              aria-describedby={cashMissing ? `${cashId}-error` : undefined}
              onChange={(event) => {
                setCashCollected(event.target.checked);
                setCashMissing(false);
              }}
              className="size-6 accent-brand-700"
            />
            {t('partner-portal.job.cashCollected', { amount: money(job.totalPrice) })}
          </label>
          {cashMissing ? (
            <p id={`${cashId}-error`} className="mt-1 text-sm text-red-700">
              {t('partner-portal.job.cashRequired')}
            </p>
          ) : null}
        </div>
      ) : null}
      <Button
        size="lg"
        className="w-full"
        loading={isLoading}
        onClick={() => {
          reset();
          void submit();
        }}
      >
        {t(`partner-portal.job.action.${status}`)}
      </Button>
      <Refusal error={error} fallback={t('partner-portal.job.moveFailed')} />
    </div>
  );
}
