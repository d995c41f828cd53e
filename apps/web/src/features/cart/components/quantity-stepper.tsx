import { Minus, Plus } from 'lucide-react';
import { LINE_QUANTITY_MAX } from '@khidma/shared/cart-lines';
import { useT } from '@/lib/i18n/use-t';

type QuantityStepperProps = { serviceName: string; quantity: number; onChange: (quantity: number) => void };

const stepClasses =
  'grid size-8 place-items-center rounded-full border border-slate-300 text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * How many of a cart line's service (AC units, rooms), 1 to LINE_QUANTITY_MAX: two buttons named with the service
 * for screen readers ("One more AC General Service"), and the new quantity announced when it changes.
 */
export function QuantityStepper({ serviceName, quantity, onChange }: QuantityStepperProps) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('cart.quantity.label', { service: serviceName })}
      className="flex items-center gap-2"
    >
      <button
        type="button"
        className={stepClasses}
        aria-label={t('cart.quantity.less', { service: serviceName })}
        disabled={quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <span className="min-w-6 text-center font-semibold tabular-nums" aria-hidden="true">
        {quantity}
      </span>
      <button
        type="button"
        className={stepClasses}
        aria-label={t('cart.quantity.more', { service: serviceName })}
        disabled={quantity >= LINE_QUANTITY_MAX}
        onClick={() => onChange(quantity + 1)}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
      <span role="status" className="sr-only">
        {t('cart.quantity.now', { service: serviceName, quantity })}
      </span>
    </div>
  );
}
