import type { CartItem } from '@khidma/shared/schemas/cart';
import type { PromoQuote } from '@khidma/shared/schemas/promo';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { VisitLines } from './visit-lines';

/**
 * The side summary of spec §2 Checkout: the items (with their quantities), subtotal, an applied promo code's
 * discount, 'Visit: Free' and total.
 */
export function OrderSummary({
  items,
  subtotal,
  promo = null,
}: {
  items: CartItem[];
  subtotal: number;
  promo?: PromoQuote | null;
}) {
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
        {promo ? (
          <div className="flex justify-between text-green-800">
            <dt>{t('checkout.summary.discount', { code: promo.code })}</dt>
            <dd>−{money(promo.discount_price)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-2 text-sm text-slate-600">{t('checkout.summary.shipping')}</p>
      <dl className="mt-2 border-t border-slate-100 pt-3 text-sm">
        <div className="flex justify-between text-base font-bold">
          <dt>{t('checkout.summary.total')}</dt>
          <dd>{money(promo ? promo.totalPrice : subtotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
