import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PAYMENT_TYPE_COD } from '@khidma/shared/constants';
import { documentTitle } from '@khidma/shared/pages';
import type { Earnings } from '@khidma/shared/schemas/finance';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { useGetEarningsQuery } from '../api/get-earnings';
import { PeriodPicker } from '../components/period-picker';
import { Empty, Failure, Loading } from '../components/states';
import { usePeriod } from '../hooks/use-period';

const cardClasses = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

function Figure({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <div className={cardClasses}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900">{children}</dd>
      {hint ? <dd className="mt-1 text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}

/**
 * /partner/earnings (issue 26): the partner's completed jobs of a period (price, the platform's commission, their
 * net, the cash they took), what the platform owes them now (or what they owe in cash), and the payouts paid.
 */
export function EarningsPage() {
  const t = useT();
  const [period, setPeriod] = usePeriod();
  const { data, isLoading, isFetching, error, refetch } = useGetEarningsQuery(period);

  return (
    <section className="flex flex-col gap-4 pt-4">
      <title>{documentTitle(t('partner-portal.earnings.title'))}</title>
      <h1 className="text-2xl font-bold">{t('partner-portal.earnings.title')}</h1>
      <PeriodPicker value={period} onChange={setPeriod} />
      {isLoading ? (
        <Loading label={t('partner-portal.earnings.loading')} />
      ) : error || !data ? (
        <Failure error={error} fallback={t('partner-portal.earnings.failed')} retry={() => void refetch()} />
      ) : (
        <div aria-busy={isFetching || undefined} className="flex flex-col gap-6">
          <Summary data={data} />
          <Jobs data={data} />
          <Payouts data={data} />
        </div>
      )}
    </section>
  );
}

function Summary({ data }: { data: Earnings }) {
  const t = useT();
  const { money } = useFormat();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label={t('partner-portal.earnings.net')}>{money(data.totals.net)}</Figure>
      <Figure label={t('partner-portal.earnings.commission')}>{money(data.totals.commission)}</Figure>
      <Figure label={t('partner-portal.earnings.cashCollected')}>{money(data.totals.cashCollected)}</Figure>
      {data.cashOwed > 0 ? (
        <Figure label={t('partner-portal.earnings.youOwe')} hint={t('partner-portal.earnings.youOweHint')}>
          <span className="text-red-700">{money(data.cashOwed)}</span>
        </Figure>
      ) : (
        <Figure label={t('partner-portal.earnings.balance')} hint={t('partner-portal.earnings.balanceHint')}>
          {money(data.balance)}
        </Figure>
      )}
    </dl>
  );
}

function Jobs({ data }: { data: Earnings }) {
  const t = useT();
  const { money, longDate } = useFormat();
  const headerClasses = 'px-3 py-2 text-start font-semibold whitespace-nowrap';
  const cellClasses = 'px-3 py-2 whitespace-nowrap';
  return (
    <section aria-labelledby="earnings-jobs">
      <h2 id="earnings-jobs" className="mb-2 text-lg font-semibold">
        {t('partner-portal.earnings.jobs')}
      </h2>
      {data.jobs.length === 0 ? (
        <Empty title={t('partner-portal.earnings.noJobs')} text={t('partner-portal.earnings.noJobsText')} />
      ) : (
        <div
          role="region"
          aria-label={t('partner-portal.earnings.jobsTable')}
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{t('partner-portal.earnings.jobsTable')}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className={headerClasses}>
                  {t('partner-portal.earnings.job')}
                </th>
                <th scope="col" className={headerClasses}>
                  {t('partner-portal.earnings.price')}
                </th>
                <th scope="col" className={headerClasses}>
                  {t('partner-portal.earnings.commission')}
                </th>
                <th scope="col" className={headerClasses}>
                  {t('partner-portal.earnings.net')}
                </th>
                <th scope="col" className={headerClasses}>
                  {t('partner-portal.earnings.cashCollected')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.jobs.map((job) => (
                <tr key={job._id}>
                  <th scope="row" className={`${cellClasses} text-start font-normal`}>
                    <Link to={`/partner/jobs/${job.ordId}`} className="font-semibold text-brand-800 hover:underline">
                      #{job.ordId}
                    </Link>
                    <span className="block text-xs text-slate-600">
                      {longDate(job.date)} ·{' '}
                      {t(
                        job.paymentType === PAYMENT_TYPE_COD
                          ? 'partner-portal.earnings.paidCash'
                          : 'partner-portal.earnings.paidOnline',
                      )}
                    </span>
                  </th>
                  <td className={cellClasses}>{money(job.price)}</td>
                  <td className={cellClasses}>{money(job.commission)}</td>
                  <td className={`${cellClasses} font-semibold`}>{money(job.net)}</td>
                  <td className={cellClasses}>{job.cashCollected ? money(job.cashCollected) : '–'}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-slate-200 bg-slate-50 font-semibold">
              <tr>
                <th scope="row" className={`${cellClasses} text-start`}>
                  {t('partner-portal.earnings.total', { count: data.jobs.length })}
                </th>
                <td className={cellClasses}>{money(data.totals.price)}</td>
                <td className={cellClasses}>{money(data.totals.commission)}</td>
                <td className={cellClasses}>{money(data.totals.net)}</td>
                <td className={cellClasses}>{money(data.totals.cashCollected)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}

function Payouts({ data }: { data: Earnings }) {
  const t = useT();
  const { money, longDate } = useFormat();
  return (
    <section aria-labelledby="earnings-payouts">
      <h2 id="earnings-payouts" className="mb-2 text-lg font-semibold">
        {t('partner-portal.earnings.payouts')}
      </h2>
      {data.payouts.length === 0 ? (
        <p className="text-sm text-slate-600">{t('partner-portal.earnings.noPayouts')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {data.payouts.map((payout) => (
            <li key={payout.reference} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium">{longDate(payout.paidAt)}</p>
                <p className="text-xs break-all text-slate-600">
                  {t('partner-portal.earnings.reference', { reference: payout.bankReference ?? payout.reference })}
                </p>
              </div>
              <p className="shrink-0 font-semibold">{money(payout.amount)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
