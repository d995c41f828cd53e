import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';

/** What the change costs, said before the customer confirms it (issue 14): free, or the late-change fee. */
export function ChangeFeeNotice({ fee }: { fee: number }) {
  const t = useT();
  const { money } = useFormat();
  return fee > 0 ? (
    <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-950">
      {t('orders.change.fee', { fee: money(fee) })}
    </p>
  ) : (
    <p className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
      {t('orders.change.free')}
    </p>
  );
}
