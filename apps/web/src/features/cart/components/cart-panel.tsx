import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { useCart } from '../hooks/use-cart';
import { QuantityStepper } from './quantity-stepper';
import { RemoveItemButton } from './remove-item-button';

/**
 * The cart beside the services (spec §2 Cart panel): 'Your Cart' with a count badge, each item with its image,
 * name, price, how many (a stepper) and a remove button, the subtotal (summed in fils by useCart), and 'Proceed to Checkout', which is
 * disabled while the cart is empty. The cart's one error, 'Failed to load cart', is shown in the reader's language.
 */
export function CartPanel({ className = '' }: { className?: string }) {
  const t = useT();
  const { money } = useFormat();
  const { items, count, subtotal, loadFailed, remove, setQuantity } = useCart();
  const titleId = useId();
  const empty = count === 0;

  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('cart.panel.title')}
        </h2>
        <span className="inline-flex min-w-7 items-center justify-center rounded-full bg-brand-700 px-2 py-0.5 text-sm font-semibold text-white">
          {count}
          <span className="sr-only"> {t('cart.panel.items', { count })}</span>
        </span>
      </div>

      {loadFailed ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('cart.panel.loadFailed')}
        </p>
      ) : null}

      {empty ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-5 text-center text-slate-600">
          {t('cart.panel.empty')}
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((item) => (
            <li key={item._id} className="flex flex-wrap items-center gap-3">
              <ResponsiveImage
                src={item.Image}
                sizes="64px"
                width={64}
                height={48}
                className="h-12 w-16 shrink-0 rounded-lg object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-slate-900">
                  <bdi>{item.ServiceName}</bdi>
                </p>
                <p className="text-sm text-slate-700">{money(item.Price)}</p>
              </div>
              <RemoveItemButton serviceName={item.ServiceName} onRemove={() => remove(item._id)} />
              <div className="flex w-full justify-end">
                <QuantityStepper
                  serviceName={item.ServiceName}
                  quantity={item.quantity}
                  onChange={(quantity) => setQuantity(item._id, quantity)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}

      <dl className="mt-4 flex justify-between border-t border-slate-100 pt-3 font-semibold">
        <dt>{t('cart.panel.subtotal')}</dt>
        <dd>{money(subtotal)}</dd>
      </dl>

      {empty ? (
        <a
          role="link"
          aria-disabled="true"
          className={buttonClasses('primary', 'md', 'mt-4 w-full cursor-not-allowed opacity-60')}
        >
          {t('cart.panel.checkout')}
        </a>
      ) : (
        <Link to="/checkout" className={buttonClasses('primary', 'md', 'mt-4 w-full')}>
          {t('cart.panel.checkout')}
        </Link>
      )}
    </section>
  );
}
