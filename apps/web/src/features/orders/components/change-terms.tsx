import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';

/**
 * What a change costs, said before the customer confirms it (issue 14): free, or the late-change fee; then why
 * the last try was refused, or that the order can no longer change (fee null).
 */
export function ChangeTerms({ fee, problem }: { fee: number | null; problem: string | null }) {
  const t = useT();
  const { money } = useFormat();
  return (
    <>
      {fee === null ? null : fee > 0 ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-950">
          {t('orders.change.fee', { fee: money(fee) })}
        </p>
      ) : (
        <p className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {t('orders.change.free')}
        </p>
      )}
      {problem || fee === null ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem ?? t('errors.orders.cannotChange')}
        </p>
      ) : null}
    </>
  );
}
