import type { CartItem } from '@khidma/shared/schemas/cart';
import { lineFils } from '@khidma/shared/cart-lines';
import { filsToKd } from '@khidma/shared/money';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';

/** A visit's services: each name, "× 3" when more than one, and the line's price. */
export function VisitLines({ items, className = '' }: { items: CartItem[]; className?: string }) {
  const t = useT();
  const { money } = useFormat();
  return (
    <ul className={`space-y-1 text-sm ${className}`}>
      {items.map((item) => (
        <li key={item._id} className="flex justify-between gap-3">
          <span className="text-slate-700">
            <bdi>{item.ServiceName}</bdi>
            {item.quantity > 1 ? <> {t('cart.quantity.times', { quantity: item.quantity })}</> : null}
          </span>
          <span className="shrink-0">{money(filsToKd(lineFils(item)))}</span>
        </li>
      ))}
    </ul>
  );
}
