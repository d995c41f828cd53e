import { useMemo, type ReactNode } from 'react';
import { FINANCE_EXPORTS, type Finance } from '@khidma/shared/schemas/finance';
import { Skeleton } from '@/components/ui/skeleton';
import { PeriodPicker } from '@/features/partner-portal/components/period-picker';
import { usePeriod } from '@/features/partner-portal/hooks/use-period';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { wholeList } from '../api/admin-api';
import { exportUrl, useGetFinanceQuery } from '../api/finance';
import { DataTable, columnsFor, listProps } from '../components/data-table';
import { sectionClasses } from '../components/detail-frame';
import { ExportLink } from '../components/export-link';
import { LoadFailed, PageHeader } from '../components/query-states';
import { RevenueChart } from '../components/revenue-chart';

type Day = Finance['days'][number] & { _id: string };
const column = columnsFor<Day>();

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * /admin/finance (issue 26), in its own chunk with the chart library: the money of a period from the ledger (in
 * online and in cash by day, refunds, commission kept, fees, promo cost, payouts), the cash partners hold, and the
 * CSV exports of orders, payments, refunds and payouts.
 */
export default function FinancePage() {
  const t = useT();
  const { money, longDate } = useFormat();
  const [period, setPeriod] = usePeriod();
  const query = useGetFinanceQuery(period);
  const { data, error, isLoading, refetch } = query;
  const rows = useMemo(() => data?.days.map((day) => ({ ...day, _id: day.date })), [data]);

  const columns = useMemo(
    () => [
      column.accessor('date', {
        header: t('admin.finance.day'),
        cell: (info) => <span className="whitespace-nowrap">{longDate(info.getValue())}</span>,
      }),
      column.accessor('online', { header: t('admin.finance.online'), cell: (info) => money(info.getValue()) }),
      column.accessor('cash', { header: t('admin.finance.cash'), cell: (info) => money(info.getValue()) }),
      column.accessor('refunds', { header: t('admin.finance.refunds'), cell: (info) => money(info.getValue()) }),
    ],
    [t, money, longDate],
  );

  return (
    <>
      <PageHeader title={t('admin.finance.title')}>
        {FINANCE_EXPORTS.map((kind) => (
          <ExportLink key={kind} href={exportUrl(kind, period)} label={t(`admin.finance.export.${kind}`)} />
        ))}
      </PageHeader>
      <div className="flex flex-col gap-6">
        <PeriodPicker value={period} onChange={setPeriod} />
        {error && !data ? (
          <LoadFailed error={error} fallback={t('admin.finance.failed')} onRetry={() => void refetch()} />
        ) : isLoading || !data ? (
          <div aria-busy="true" className="flex flex-col gap-4">
            <span className="sr-only" role="status">
              {t('admin.finance.loading')}
            </span>
            <Skeleton className="h-24" />
            <Skeleton className="h-72" />
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Figure label={t('admin.finance.online')}>{money(data.totals.online)}</Figure>
              <Figure label={t('admin.finance.cash')}>{money(data.totals.cash)}</Figure>
              <Figure label={t('admin.finance.refunds')}>{money(data.totals.refunds)}</Figure>
              <Figure label={t('admin.finance.commission')}>{money(data.totals.commission)}</Figure>
              <Figure label={t('admin.finance.fees')}>{money(data.totals.fees)}</Figure>
              <Figure label={t('admin.finance.promo')}>{money(data.totals.promo)}</Figure>
              <Figure label={t('admin.finance.payouts')}>{money(data.totals.payouts)}</Figure>
              <Figure label={t('admin.finance.cashOutstanding')}>{money(data.cashOutstanding)}</Figure>
            </dl>
            <section aria-labelledby="finance-by-day" className={sectionClasses}>
              <h2 id="finance-by-day" className="mb-3 text-lg font-semibold">
                {t('admin.finance.byDay')}
              </h2>
              <RevenueChart days={data.days} />
              <div className="mt-4">
                <DataTable
                  {...listProps({ ...query, data: rows && wholeList(rows) })}
                  caption={t('admin.finance.byDay')}
                  columns={columns}
                  failedText={t('admin.finance.failed')}
                  emptyText={t('admin.finance.empty')}
                />
              </div>
            </section>
          </>
        )}
      </div>
    </>
  );
}
