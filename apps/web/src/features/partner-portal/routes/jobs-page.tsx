import { Clock } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { documentTitle } from '@khidma/shared/pages';
import { JOB_VIEWS, type Job } from '@khidma/shared/schemas/operations';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { usePaymentMethodName } from '@/features/payments/hooks/use-payment-method-name';
import { useSlotFormat } from '@/lib/format-slot';
import { useFormat } from '@/lib/i18n/format';
import { useLocale } from '@/lib/i18n/locale-context';
import { areaName } from '@/lib/kuwait-areas';
import { useT } from '@/lib/i18n/use-t';
import { JOBS_POLL_MS, useGetPartnerJobsQuery, type JobView } from '../api/get-jobs';
import { Empty, Failure, Loading } from '../components/states';

const viewOf = (value: string | null): JobView =>
  (JOB_VIEWS as readonly string[]).includes(value ?? '') ? (value as JobView) : 'today';

/**
 * /partner: the partner's jobs, by tab (Today, Upcoming, Past; the tab is in the address, so Back returns to it).
 * The list is asked again on focus and every 30 s, so a job the admin assigns shows up without a reload.
 */
export function JobsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const rtl = useLocale().locale === 'ar';

  const choose = (next: JobView) => setParams(next === 'today' ? {} : { view: next }, { replace: true });
  // The tabs pattern: arrows move along the tabs (and choose), Home and End go to the ends.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = JOB_VIEWS.indexOf(view);
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? JOB_VIEWS.length - 1
          : step === undefined
            ? undefined
            : (index + step + JOB_VIEWS.length) % JOB_VIEWS.length;
    if (target === undefined) return;
    event.preventDefault();
    choose(JOB_VIEWS[target]!);
    tabs.current[target]?.focus();
  };

  return (
    <section className="pt-4">
      <title>{documentTitle(t('partner-portal.jobs.title'))}</title>
      <h1 className="text-2xl font-bold">{t('partner-portal.jobs.title')}</h1>
      <div
        role="tablist"
        aria-label={t('partner-portal.jobs.views')}
        onKeyDown={onKeyDown}
        className="mt-4 grid grid-cols-3 rounded-lg bg-slate-100 p-1"
      >
        {JOB_VIEWS.map((option, index) => (
          <button
            key={option}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`jobs-tab-${option}`}
            aria-selected={view === option}
            aria-controls="jobs-panel"
            tabIndex={view === option ? 0 : -1}
            onClick={() => choose(option)}
            className={`h-11 rounded-md text-sm font-semibold ${
              view === option ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700'
            }`}
          >
            {t(`partner-portal.jobs.view.${option}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="jobs-panel" aria-labelledby={`jobs-tab-${view}`}>
        <JobList view={view} />
      </div>
    </section>
  );
}

function JobList({ view }: { view: JobView }) {
  const t = useT();
  const { locale } = useLocale();
  const { money, longDate } = useFormat();
  const methodName = usePaymentMethodName();
  const { slot, timeRange } = useSlotFormat();
  const { data, isLoading, error, refetch } = useGetPartnerJobsQuery(view, {
    pollingInterval: JOBS_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });

  if (isLoading) return <Loading label={t('partner-portal.jobs.loading')} />;
  if (error || !data) {
    return <Failure error={error} fallback={t('partner-portal.jobs.failed')} retry={() => void refetch()} />;
  }
  if (!data.length) {
    return <Empty title={t(`partner-portal.jobs.empty.${view}`)} text={t('partner-portal.jobs.emptyText')} />;
  }
  // Today's list says the day already (the server sorts it by slot): the time is what counts.
  const when = (job: Job) => (view === 'today' ? timeRange : slot)(job.slotStart, job.slotEnd);
  return (
    <ul className="mt-4 space-y-3">
      {data.map((job) => (
        <li key={job._id}>
          <Link
            to={`jobs/${encodeURIComponent(job.ordId)}`}
            className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:border-brand-600"
          >
            {when(job) ? (
              <p className="mb-2 flex items-center gap-2 text-lg font-bold text-brand-800">
                <Clock className="size-5 shrink-0" aria-hidden="true" />
                {when(job)}
              </p>
            ) : null}
            <div className="flex items-center justify-between gap-3">
              <span className="font-semibold text-slate-900">
                {t('partner-portal.job.number', { ordId: job.ordId })}
              </span>
              <OrderStatusBadge status={job.ordStatus} />
            </div>
            <p className="mt-1 font-medium text-slate-800">{job.customerFirstName}</p>
            <p className="mt-1 text-sm text-slate-700">{job.services.map((line) => line.ServiceName).join(' · ')}</p>
            <p className="mt-1 text-sm text-slate-600">
              <bdi>{job.area ? areaName(job.area, locale) : job.ServiceAddress?.address}</bdi>
            </p>
            <div className="mt-2 flex items-center justify-between gap-3 text-sm">
              {/* "Booked on": beside the visit's time, a bare date would read as the visit's day. */}
              <span className="text-slate-600">
                {t('partner-portal.job.orderedOn', { date: longDate(job.orderedDate) })}
              </span>
              <span className="font-semibold">
                {money(job.totalPrice)} · {methodName(job.paymentType)}
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
