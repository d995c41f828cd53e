import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { BookedSlot } from '@/features/slots/components/booked-slot';
import { failureMessage } from '@/lib/api';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { useGetOrdersQuery, useGetOrdersQueryState } from '../api/get-orders';
import { isFinalStatus, ORDER_POLL_MS } from '../order-polling';
import { OrderStatusBadge } from './order-status-badge';

/** The account's orders tab (spec §2 My Orders); statuses follow while an order can still move. */
export function OrdersList({ userId }: { userId: string }) {
  const cached = useGetOrdersQueryState(userId).data;
  const following = !cached || cached.some((order) => !isFinalStatus(order.ordStatus));
  const {
    data: orders,
    isLoading,
    error,
  } = useGetOrdersQuery(userId, {
    pollingInterval: following ? ORDER_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const t = useT();
  const { money, longDate } = useFormat();

  if (isLoading) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('orders.list.loading')} className="size-8 text-brand-700" />
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {failureMessage(error, t('orders.list.failed'))}
      </p>
    );
  }
  if (!orders?.length) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
        <p className="font-semibold text-slate-900">{t('orders.list.emptyTitle')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('orders.list.emptyText')}</p>
      </div>
    );
  }
  return (
    <ul className="space-y-4">
      {orders.map((order) => (
        <li key={order._id}>
          <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h2 className="font-semibold text-slate-900">{t('orders.number', { ordId: order.ordId })}</h2>
                <p className="text-sm text-slate-600">
                  {t('orders.list.placedOn', { date: longDate(order.orderedDate) })}
                </p>
                <p className="text-sm font-semibold text-slate-800">
                  <BookedSlot
                    start={order.slotStart}
                    end={order.slotEnd}
                    format={(slot) => t('orders.slot', { slot })}
                  />
                </p>
              </div>
              <OrderStatusBadge status={order.ordStatus} />
            </div>
            <ul className="mt-3 list-inside list-disc text-sm text-slate-700">
              {order.services_json.map((line) => (
                <li key={line.serviceDetail._id}>{line.serviceDetail.ServiceName}</li>
              ))}
            </ul>
            <div className="mt-3 flex items-center justify-between border-t border-slate-100 pt-3">
              <p className="font-bold text-slate-900">{money(order.totalPrice)}</p>
              <Link
                to={`/order/${order._id}`}
                className="text-sm font-semibold text-brand-700 hover:underline"
                aria-label={t('orders.list.viewDetailsOf', { ordId: order.ordId })}
              >
                {t('orders.list.viewDetails')}
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
