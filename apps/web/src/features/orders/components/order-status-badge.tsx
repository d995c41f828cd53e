import type { OrderStatus } from '@khidma/shared/constants';
import { useT, type MessageId } from '@/lib/i18n/use-t';

const styles: Record<OrderStatus, string> = {
  Completed: 'bg-green-100 text-green-800',
  Pending: 'bg-amber-100 text-amber-900',
  Cancelled: 'bg-red-100 text-red-800',
  Open: 'bg-sky-100 text-sky-800',
  Traveling: 'bg-indigo-100 text-indigo-800',
  Started: 'bg-violet-100 text-violet-800',
  Reached: 'bg-teal-100 text-teal-800',
  Accepted: 'bg-blue-100 text-blue-800',
};

/** The name of each status; the API keeps its English values. */
const labels: Record<OrderStatus, MessageId> = {
  Completed: 'orders.status.Completed',
  Pending: 'orders.status.Pending',
  Cancelled: 'orders.status.Cancelled',
  Open: 'orders.status.Open',
  Traveling: 'orders.status.Traveling',
  Started: 'orders.status.Started',
  Reached: 'orders.status.Reached',
  Accepted: 'orders.status.Accepted',
};

/** A badge per order status of spec §4, and a neutral one (with the value as it came) for any other. */
export function OrderStatusBadge({ status }: { status: string }) {
  const t = useT();
  const known = Object.hasOwn(styles, status) ? (status as OrderStatus) : null;
  const style = known ? styles[known] : 'bg-slate-100 text-slate-800';
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${style}`}>
      {known ? t(labels[known]) : status}
    </span>
  );
}
