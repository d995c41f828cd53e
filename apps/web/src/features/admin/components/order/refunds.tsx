import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { AdminOrderDetail } from '@khidma/shared/schemas/operations';
import { refundInputSchema, type Refund, type RefundInput } from '@khidma/shared/schemas/refund';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formFailure } from '@/lib/form-failure';
import { useFormat } from '@/lib/i18n/format';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';
import { useRefundAdminOrderMutation } from '../../api/orders';
import { useDateTime } from '../../hooks/use-date-time';
import { sectionClasses } from '../detail-frame';
import { FormModal } from '../form-modal';

const FIELDS = ['amount', 'reason'] as const;

const STATUS_CLASSES: Record<Refund['status'], string> = {
  PENDING: 'bg-slate-100 text-slate-800',
  SENT: 'bg-sky-100 text-sky-900',
  REFUNDED: 'bg-emerald-100 text-emerald-900',
  FAILED: 'bg-red-100 text-red-900',
};

/** The order's refunds through the gateway, and the button that opens the Refund dialog while anything is refundable. */
export function Refunds({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const { money } = useFormat();
  const dateTime = useDateTime();
  const [open, setOpen] = useState(false);
  if (!order.refunds.length && order.refundable <= 0) return null;
  return (
    <section aria-labelledby="order-refunds" className={sectionClasses}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-refunds" className="text-lg font-semibold">
          {t('admin.refunds.title')}
        </h2>
        {order.refundable > 0 ? (
          <Button size="sm" onClick={() => setOpen(true)}>
            {t('admin.refunds.refund')}
          </Button>
        ) : null}
      </div>
      {order.refunds.length ? (
        <ul className="mt-3 flex flex-col divide-y divide-slate-100 text-sm">
          {order.refunds.map((refund) => (
            <li key={refund._id} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{money(refund.amount)}</span>
                <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[refund.status]}`}>
                  {t(`admin.refunds.status.${refund.status}`)}
                </span>
                <span className="text-slate-600">{dateTime(refund.refundedAt ?? refund.createdAt)}</span>
              </div>
              <p className="text-slate-800">{refund.reason}</p>
              <p className="text-xs text-slate-600">
                {refund.requestedBy === null ? t('admin.refunds.bySystem') : refund.requestedBy}
                {refund.gatewayReference || refund.gatewayRefundId ? (
                  <>
                    {' · '}
                    {t('admin.refunds.gatewayReference')}{' '}
                    <bdi className="font-mono" dir="ltr">
                      {refund.gatewayReference || refund.gatewayRefundId}
                    </bdi>
                  </>
                ) : null}
              </p>
              {refund.error ? <p className="text-xs text-red-700">{refund.error}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('admin.refunds.none')}</p>
      )}
      <RefundDialog order={order} open={open} onClose={() => setOpen(false)} />
    </section>
  );
}

/**
 * Refund through the gateway: the amount prefilled with what is due (else all that is refundable), a reason, then
 * confirm. One idempotency key per opening, so a retried submit refunds once; the server's refusal shows inside.
 */
function RefundDialog({ order, open, onClose }: { order: AdminOrderDetail; open: boolean; onClose: () => void }) {
  const t = useT();
  const say = useSay();
  const { money } = useFormat();
  const [refund] = useRefundAdminOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [key, setKey] = useState('');
  const suggested = order.refundDueAmount > 0 ? order.refundDueAmount : order.refundable;
  const form = useForm<z.input<typeof refundInputSchema>, unknown, RefundInput>({
    resolver: zodResolver(refundInputSchema),
    defaultValues: { amount: suggested, reason: '' },
  });

  useEffect(() => {
    if (!open) return;
    form.reset({ amount: suggested, reason: '' });
    setFailure(null);
    setKey(crypto.randomUUID());
  }, [open, form, suggested]);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await refund({ ordId: order.ordId, body, key }).unwrap();
      toast.success(t('admin.refunds.done', { amount: money(body.amount) }));
      onClose();
    } catch (error) {
      const message = say(formFailure(error, form.setError, [...FIELDS], t('admin.states.actionFailed')));
      // Said under its field (more than is refundable), it is not said again under the form.
      const underField = FIELDS.some((field) => (error as { errors?: Record<string, string> }).errors?.[field]);
      setFailure(underField ? null : message);
    }
  });

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('admin.refunds.dialogTitle', { ordId: order.ordId })}
      size="sm"
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={t('admin.refunds.confirm')}
      danger
      failure={failure}
    >
      <p className="text-sm text-slate-700">{t('admin.refunds.refundable', { amount: money(order.refundable) })}</p>
      <TextField
        form={form}
        name="amount"
        label={t('admin.refunds.amount')}
        type="number"
        inputMode="decimal"
        step="0.001"
        min="0.001"
        dir="ltr"
        valueAsNumber
      />
      <TextField form={form} name="reason" label={t('admin.reason.label')} maxLength={500} />
    </FormModal>
  );
}
