import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { kuwaitDate } from '@khidma/shared/kuwait-time';
import { ORDER_STATUSES } from '@khidma/shared/constants';
import { Skeleton } from '@/components/ui/skeleton';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { useGetDashboardQuery } from '../api/dashboard';
import { STATUS_LABELS } from '../status-labels';
import { LoadFailed, PageHeader } from '../components/query-states';

const cardClasses = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/** One of today's figures, on its card. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={cardClasses}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-2 text-2xl font-bold text-slate-900">{children}</dd>
    </div>
  );
}

/** Today in Kuwait: the orders by status, the money in (online, cash), what waits for an admin. */
export function DashboardPage() {
  const t = useT();
  const { money } = useFormat();
  const { data, error, isLoading, refetch } = useGetDashboardQuery();
  const today = kuwaitDate(Date.now());

  return (
    <>
      <PageHeader title={t('admin.dashboard.title')} />
      {error && !data ? (
        <LoadFailed error={error} fallback={t('admin.dashboard.failed')} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <span className="sr-only" role="status">
            {t('admin.dashboard.loading')}
          </span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-28" />
          ))}
          <Skeleton className="h-40 sm:col-span-2 lg:col-span-4" />
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          {data.refundsDue > 0 ? (
            <section
              aria-labelledby="needs-attention"
              className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
            >
              <h2 id="needs-attention" className="font-semibold">
                {t('admin.dashboard.needsAttention')}
              </h2>
              <Link to="orders?attention=refundDue" className="mt-1 inline-block font-medium underline">
                {t('admin.dashboard.refundsDue', { count: data.refundsDue })}
              </Link>
            </section>
          ) : null}
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Figure label={t('admin.dashboard.revenueOnline')}>{money(data.revenueToday.online)}</Figure>
            <Figure label={t('admin.dashboard.revenueCash')}>{money(data.revenueToday.cash)}</Figure>
            <Figure label={t('admin.dashboard.applicationsWaiting')}>
              <Link to="applications" className="hover:underline">
                {data.applicationsWaiting}
              </Link>
            </Figure>
            <Figure label={t('admin.dashboard.partnersActive')}>
              <Link to="partners" className="hover:underline">
                {data.partnersActive}
              </Link>
            </Figure>
          </dl>
          <section aria-labelledby="orders-today" className={cardClasses}>
            <h2 id="orders-today" className="text-lg font-semibold text-slate-900">
              {t('admin.dashboard.ordersToday')}
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {ORDER_STATUSES.map((status) => (
                <li key={status}>
                  <Link
                    to={`orders?status=${status}&from=${today}&to=${today}`}
                    aria-label={t('admin.dashboard.statusCount', {
                      status: t(STATUS_LABELS[status]),
                      count: data.ordersToday[status] ?? 0,
                    })}
                    className="flex items-center justify-between gap-2 rounded-lg border border-slate-100 px-3 py-2 hover:bg-slate-50"
                  >
                    <OrderStatusBadge status={status} />
                    <span className="text-lg font-semibold text-slate-900">{data.ordersToday[status] ?? 0}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </>
  );
}
