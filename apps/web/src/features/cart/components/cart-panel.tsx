import { useId } from 'react';
import { Link } from 'react-router';
import { formatKD } from '@khidma/shared/money';
import { buttonClasses } from '@/components/ui/button';
import { useCart } from '../hooks/use-cart';
import { RemoveItemButton } from './remove-item-button';

/**
 * The cart beside the services (spec §2 Cart panel): 'Your Cart' with a count badge, each item with its image,
 * name, price and a remove button, the subtotal (summed in fils by useCart), and 'Proceed to Checkout', which is
 * disabled while the cart is empty.
 */
export function CartPanel({ className = '' }: { className?: string }) {
  const { items, count, subtotal, error, remove } = useCart();
  const titleId = useId();
  const empty = count === 0;

  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          Your Cart
        </h2>
        <span className="inline-flex min-w-7 items-center justify-center rounded-full bg-brand-700 px-2 py-0.5 text-sm font-semibold text-white">
          {count}
          <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
        </span>
      </div>

      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}

      {empty ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-5 text-center text-slate-600">
          Your cart is empty
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((item) => (
            <li key={item._id} className="flex items-center gap-3">
              <img
                src={item.Image}
                alt=""
                width={64}
                height={48}
                loading="lazy"
                decoding="async"
                className="h-12 w-16 shrink-0 rounded-lg object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-slate-900">{item.ServiceName}</p>
                <p className="text-sm text-slate-700">{formatKD(item.Price)}</p>
              </div>
              <RemoveItemButton serviceName={item.ServiceName} onRemove={() => remove(item._id)} />
            </li>
          ))}
        </ul>
      )}

      <dl className="mt-4 flex justify-between border-t border-slate-100 pt-3 font-semibold">
        <dt>Subtotal</dt>
        <dd>{formatKD(subtotal)}</dd>
      </dl>

      {empty ? (
        <a
          role="link"
          aria-disabled="true"
          className={buttonClasses('primary', 'md', 'mt-4 w-full cursor-not-allowed opacity-60')}
        >
          Proceed to Checkout
        </a>
      ) : (
        <Link to="/checkout" className={buttonClasses('primary', 'md', 'mt-4 w-full')}>
          Proceed to Checkout
        </Link>
      )}
    </section>
  );
}
