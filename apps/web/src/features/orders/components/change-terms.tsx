import type { Booking } from '@khidma/shared/schemas/order';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';

/**
 * What a change costs, said before the customer confirms it (issue 14): free, or the late-change fee; for an order
 * paid online that is cancelled, what we will refund (issue 23) instead of "free"; then why the last try was
 * refused, or that the order can no longer change (fee null).
 */
export function ChangeTerms({
  fee,
  problem,
  refund = null,
}: {
  fee: number | null;
  problem: string | null;
  refund?: number | null;
}) {
  const t = useT();
  const { money } = useFormat();
  return (
    <>
      {fee === null ? null : fee > 0 ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-950">
          {t('orders.change.fee', { fee: money(fee) })}
        </p>
      ) : refund === null ? (
        <p className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {t('orders.change.free')}
        </p>
      ) : null}
      {fee !== null && refund !== null ? <RefundNotice amount={refund} /> : null}
      {problem || fee === null ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem ?? t('errors.orders.cannotChange')}
        </p>
      ) : null}
    </>
  );
}

/** "We will refund KD ...": money we owe the customer back, on the order page and before they cancel. */
export function RefundNotice({ amount }: { amount: number }) {
  const t = useT();
  const { money } = useFormat();
  return (
    <p role="status" className="rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm font-semibold text-sky-950">
      {t('orders.refund.due', { amount: money(amount) })}
    </p>
  );
}

/** The refunds the gateway confirmed: "Refunded KD 5.000 on 26 November 2026", one line each. */
export function RefundsDone({ refunds }: { refunds: Booking['refunds'] }) {
  const t = useT();
  const { money, longDate } = useFormat();
  if (!refunds.length) return null;
  return (
    <ul className="flex flex-col gap-1 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm font-semibold text-emerald-950">
      {refunds.map((refund) => (
        <li key={`${refund.refundedAt}-${refund.amount}`}>
          {t('orders.refund.done', { amount: money(refund.amount), date: longDate(refund.refundedAt) })}
        </li>
      ))}
    </ul>
  );
}

/** What cancelling now gives back of an order paid online: what was paid, less its late-change fees and `fee`. */
export function refundOnCancel(order: Booking, fee: number | null): number | null {
  if (order.payment_status !== 'PAID' || fee === null) return null;
  const fils = Math.round((order.totalPrice - order.lateChangeFees - fee) * 1000);
  return Math.max(0, fils) / 1000;
}
