import type { CartItem } from '@khidma/shared/schemas/cart';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { VisitLines } from './visit-lines';

/** The side summary of spec §2 Checkout: the items (with their quantities), subtotal, 'Visit: Free' and total. */
export function OrderSummary({ items, subtotal }: { items: CartItem[]; subtotal: number }) {
  const t = useT();
  const { money } = useFormat();
  return (
    <section aria-labelledby="summary-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="summary-title" className="text-lg font-semibold">
        {t('checkout.summary.title')}
      </h2>
      <VisitLines items={items} className="mt-3 space-y-2" />
      <dl className="mt-4 space-y-2 border-t border-slate-100 pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">{t('checkout.summary.subtotal')}</dt>
          <dd>{money(subtotal)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-600">{t('checkout.summary.shipping')}</p>
      <dl className="mt-2 border-t border-slate-100 pt-3 text-sm">
        <div className="flex justify-between text-base font-bold">
          <dt>{t('checkout.summary.total')}</dt>
          <dd>{money(subtotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
