import type { AdminOrderDetail } from '@khidma/shared/schemas/operations';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';

/**
 * Why a refund is owed, in words an admin acts on: a second capture (the charge is marked below), and/or the
 * customer cancelled an order they had paid online (refund what they paid, less any late-change fees).
 */
export function RefundDue({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const { money } = useFormat();
  if (!order.refundDue) return null;
  const cancelled = order.ordStatus === 'Cancelled';
  // One capture kept and another flagged: the customer paid twice (a cancel flags every capture, so keeps none).
  const captures = order.payments.filter((attempt) => attempt.status === 'CAPTURED');
  const secondCapture = captures.some((attempt) => attempt.refundDue) && captures.some((attempt) => !attempt.refundDue);
  const customerCancelled =
    cancelled && order.events.some((event) => event.toStatus === 'Cancelled' && event.actor.role === 'customer');
  const lines = [
    secondCapture ? t('admin.order.refundDue') : null,
    customerCancelled
      ? order.lateChangeFees > 0
        ? t('admin.order.refundCancelledLessFees', { fees: money(order.lateChangeFees) })
        : t('admin.order.refundCancelled')
      : cancelled
        ? t('admin.order.refundAfterCancel')
        : null,
  ].filter((line): line is string => line !== null);
  // The server knows more reasons than these two: still say that a refund is owed.
  if (!lines.length) lines.push(t('admin.order.refundOther'));
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
