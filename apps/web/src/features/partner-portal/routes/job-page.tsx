import { ArrowLeft, Clock, Navigation, Phone } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { COUNTRY_CODE, PAYMENT_TYPE_COD } from '@khidma/shared/constants';
import { documentTitle } from '@khidma/shared/pages';
import type { Job } from '@khidma/shared/schemas/operations';
import { KuwaitAddress } from '@/components/ui/kuwait-address';
import { PhoneNumber } from '@/components/ui/phone-field';
import { buttonClasses } from '@/components/ui/button';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { usePaymentMethodName } from '@/features/payments/hooks/use-payment-method-name';
import { useSlotFormat } from '@/lib/format-slot';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { useGetPartnerJobQuery } from '../api/get-job';
import { DeclineJob } from '../components/decline-job';
import { JobActions } from '../components/job-actions';
import { JobMap } from '../components/job-map';
import { Failure, Loading } from '../components/states';

/** A partner may hand a job back until they set off to it. */
const DECLINABLE: readonly string[] = ['Open', 'Accepted'];

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

/**
 * /partner/jobs/{ordId}: what the partner needs to get there and do the job (the customer's first name and phone,
 * the address on the map, the services, how it is paid) and the one next step.
 */
export function JobPage() {
  const { ordId = '' } = useParams();
  const t = useT();
  const { data: job, isLoading, error, refetch } = useGetPartnerJobQuery(ordId);

  const back = (
    <Link to="/partner" className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700">
      <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" /> {t('partner-portal.job.back')}
    </Link>
  );
  if (isLoading) return <Loading label={t('partner-portal.job.loading')} />;
  if (error || !job) {
    return (
      <section className="pt-4">
        {back}
        <Failure error={error} fallback={t('partner-portal.job.failed')} retry={() => void refetch()} />
      </section>
    );
  }
  return (
    <section className="space-y-4 pt-2">
      <title>{documentTitle(t('partner-portal.job.number', { ordId: job.ordId }))}</title>
      {back}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('partner-portal.job.number', { ordId: job.ordId })}</h1>
        <p aria-live="polite" aria-atomic="true">
          <OrderStatusBadge status={job.ordStatus} />
        </p>
      </div>
      <When job={job} />
      <NextStep job={job} />
      {job.ServiceAddress ? <Customer job={job} address={job.ServiceAddress} /> : <AreaOnly job={job} />}
      <Services job={job} />
      <Payment job={job} />
    </section>
  );
}

/** When to be at the door, first and large: the one thing a partner must not miss. */
function When({ job }: { job: Job }) {
  const t = useT();
  const { slot } = useSlotFormat();
  const text = slot(job.slotStart, job.slotEnd);
  return (
    <section aria-labelledby="when" className="rounded-xl border-2 border-brand-600 bg-brand-50 p-4">
      <h2 id="when" className="flex items-center gap-2 font-semibold text-brand-800">
        <Clock className="size-5 shrink-0" aria-hidden="true" />
        {t('partner-portal.job.when')}
      </h2>
      <p className={text ? 'mt-1 text-xl font-bold text-slate-900' : 'mt-1 text-slate-800'}>
        {text ?? t('partner-portal.job.noSlot')}
      </p>
    </section>
  );
}

function NextStep({ job }: { job: Job }) {
  const t = useT();
  return (
    <section aria-labelledby="next-step" className={`${card} space-y-3`}>
      <h2 id="next-step" className="font-semibold">
        {t('partner-portal.job.nextStep')}
      </h2>
      <JobActions job={job} />
      {DECLINABLE.includes(job.ordStatus) ? <DeclineJob ordId={job.ordId} /> : null}
    </section>
  );
}

/** A cancelled job, or one completed over 7 days ago: the customer's contact is no longer the partner's to keep. */
function AreaOnly({ job }: { job: Job }) {
  const t = useT();
  return (
    <section aria-labelledby="customer" className={`${card} space-y-2`}>
      <h2 id="customer" className="font-semibold">
        {t('partner-portal.job.address')}
      </h2>
      {job.area ? (
        <p className="text-slate-800">
          <bdi>{job.area}</bdi>
        </p>
      ) : null}
      <p className="text-sm text-slate-600">{t('partner-portal.job.contactRemoved')}</p>
    </section>
  );
}

function Customer({ job, address }: { job: Job; address: NonNullable<Job['ServiceAddress']> }) {
  const t = useT();
  const { longDate } = useFormat();
  const { latitude, longitude } = address;
  return (
    <section aria-labelledby="customer" className={`${card} space-y-3`}>
      <h2 id="customer" className="font-semibold">
        {t('partner-portal.job.customer')}
      </h2>
      <p className="text-lg font-semibold">{job.customerFirstName}</p>
      <p className="text-sm text-slate-600">{t('partner-portal.job.orderedOn', { date: longDate(job.orderedDate) })}</p>
      <a
        href={`tel:${job.phone ?? ''}`}
        aria-label={t('partner-portal.job.call', { name: job.customerFirstName ?? '' })}
        className={buttonClasses('secondary', 'lg', 'w-full')}
      >
        <Phone className="size-5" aria-hidden="true" />
        {/* A number reads left to right in Arabic too. */}
        <PhoneNumber countryCode={address.country_code || COUNTRY_CODE} phone={job.phone ?? ''} />
      </a>
      <h3 className="pt-2 font-semibold">{t('partner-portal.job.address')}</h3>
      <p className="text-slate-800">
        <KuwaitAddress address={address} />
      </p>
      <JobMap latitude={latitude} longitude={longitude} />
      <a
        href={`https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`}
        target="_blank"
        rel="noreferrer"
        className={buttonClasses('secondary', 'lg', 'w-full')}
      >
        <Navigation className="size-5" aria-hidden="true" />
        {t('partner-portal.job.directions')}
      </a>
    </section>
  );
}

function Services({ job }: { job: Job }) {
  const t = useT();
  return (
    <section aria-labelledby="services" className={card}>
      <h2 id="services" className="font-semibold">
        {t('partner-portal.job.services')}
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {job.services.map((line, index) => (
          <li key={index} className="flex justify-between gap-3 py-2">
            <span>{line.ServiceName}</span>
            <span className="text-slate-600">{line.ServiceTime}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Payment({ job }: { job: Job }) {
  const t = useT();
  const { money } = useFormat();
  const methodName = usePaymentMethodName();
  const cash = job.paymentType === PAYMENT_TYPE_COD;
  return (
    <section aria-labelledby="payment" className={card}>
      <h2 id="payment" className="font-semibold">
        {t('partner-portal.job.payment')}
      </h2>
      <dl className="mt-2 space-y-2">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t('partner-portal.job.method')}</dt>
          <dd>{methodName(job.paymentType)}</dd>
        </div>
        <div className="flex justify-between gap-3 font-bold">
          <dt>{t('partner-portal.job.total')}</dt>
          <dd>{money(job.totalPrice)}</dd>
        </div>
      </dl>
      <p className="mt-3 rounded-lg bg-slate-100 p-3 font-semibold">
        {!cash
          ? t('partner-portal.job.paid')
          : t(
              job.ordStatus === 'Completed'
                ? 'partner-portal.job.cashCollectedDone'
                : 'partner-portal.job.cashToCollect',
              {
                amount: money(job.totalPrice),
              },
            )}
      </p>
    </section>
  );
}
