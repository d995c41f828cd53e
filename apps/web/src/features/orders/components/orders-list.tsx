import { Link } from 'react-router';
import { formatKD } from '@khidma/shared/money';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/api';
import { formatLongDate } from '@/lib/dates';
import { useGetOrdersQuery } from '../api/get-orders';
import { OrderStatusBadge } from './order-status-badge';

/** The account's orders tab (spec §2 My Orders). */
export function OrdersList({ userId }: { userId: string }) {
  const { data: orders, isLoading, error } = useGetOrdersQuery(userId);

  if (isLoading) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading orders" className="size-8 text-brand-700" />
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {failureMessage(error, 'Failed to fetch bookings ')}
      </p>
    );
  }
  if (!orders?.length) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
        <p className="font-semibold text-slate-900">No orders yet</p>
        <p className="mt-1 text-sm text-slate-600">Your order history will appear here once you make a booking.</p>
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
                <h2 className="font-semibold text-slate-900">Order #{order.ordId}</h2>
                <p className="text-sm text-slate-600">Placed on {formatLongDate(order.orderedDate)}</p>
              </div>
              <OrderStatusBadge status={order.ordStatus} />
            </div>
            <ul className="mt-3 list-inside list-disc text-sm text-slate-700">
              {order.services_json.map((line) => (
                <li key={line.serviceDetail._id}>{line.serviceDetail.ServiceName}</li>
              ))}
            </ul>
            <div className="mt-3 flex items-center justify-between border-t border-slate-100 pt-3">
              <p className="font-bold text-slate-900">{formatKD(order.totalPrice)}</p>
              <Link
                to={`/order/${order._id}`}
                className="text-sm font-semibold text-brand-700 hover:underline"
                aria-label={`View Details of order ${order.ordId}`}
              >
                View Details
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
