import { useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useGetOrderQuery } from '@/features/orders/api/get-order';
import { failureMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { useCheckoutOrders } from '../api/checkout-orders';
import { OrderConfirmation } from '../components/order-confirmation';

/**
 * /checkout/confirmed/{id} (issue 25): where a cash checkout lands once placed (with all its visits), instead of the orders list. Read from
 * the server, so a reload or a shared link shows the same (only to the order's owner).
 */
export function OrderConfirmedPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const { data: order, error, isLoading } = useGetOrderQuery(id);
  const orders = useCheckoutOrders(order);
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {isLoading ? <Spinner label={t('checkout.confirmed.loading')} className="size-6 text-brand-700" /> : null}
        {error ? (
          <p role="alert" className="text-red-700">
            {failureMessage(error, t('checkout.confirmed.failed'))}
          </p>
        ) : null}
        {order ? <OrderConfirmation orders={orders} /> : null}
      </div>
    </section>
  );
}
