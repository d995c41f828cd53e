import { ArrowLeft, CalendarCheck, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { API_PREFIX, PAYMENT_TYPE_ONLINE } from '@khidma/shared/constants';
import type { Booking } from '@khidma/shared/schemas/order';
import { Button } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Spinner } from '@/components/ui/spinner';
import { useSessionUser } from '@/features/auth/hooks/use-session-user';
import { PayNowButton } from '@/features/payments/components/pay-now-button';
import { usePaymentMethodName } from '@/features/payments/hooks/use-payment-method-name';
import { FeedbackForm } from '@/features/reviews/components/feedback-form';
import { BookedSlot } from '@/features/slots/components/booked-slot';
import { failureMessage } from '@/lib/api';
import { useFormat } from '@/lib/i18n/format';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { useGetOrderQuery, useGetOrderQueryState } from '../api/get-order';
import { isFinalStatus, ORDER_POLL_MS } from '../order-polling';
import { AddressParts } from '@/components/ui/address-parts';
import { areaName } from '@/lib/kuwait-areas';
import { useLocale } from '@/lib/i18n/locale-context';
import { BookAgainButton } from '../components/book-again-button';
import { CancelDialog } from '../components/cancel-dialog';
import { RefundNotice, RefundsDone } from '../components/change-terms';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderTimeline } from '../components/order-timeline';
import { PartnerCard } from '../components/partner-card';
import { RescheduleDialog } from '../components/reschedule-dialog';

const PAYMENT_STATUS_TEXT: Record<Booking['payment_status'], MessageId> = {
  PENDING: 'orders.paymentStatus.PENDING',
  PAID: 'orders.paymentStatus.PAID',
  FAILED: 'orders.paymentStatus.FAILED',
  NOT_REQUIRED: 'orders.paymentStatus.NOT_REQUIRED',
};

/** An Online order that is neither paid nor cancelled can be paid again ('Pay now', a new charge). */
function canPayNow(order: Booking): boolean {
  return (
    order.paymentType === PAYMENT_TYPE_ONLINE && order.payment_status !== 'PAID' && order.ordStatus !== 'Cancelled'
  );
}

function ShippingAddress({ address }: { address: Booking['ServiceAddress'] }) {
  const t = useT();
  const { locale } = useLocale();
  const parts = [
    address.flatNo,
    address.address,
    // An area id ('salmiya') by its name; an old address's typed area as it is.
    address.area && areaName(address.area, locale),
    address.landmark && t('orders.shipping.near', { landmark: address.landmark }),
    address.pincode,
  ];
  return (
    <section aria-labelledby="shipping-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="shipping-title" className="flex items-center gap-2 font-semibold">
        <MapPin className="size-4 text-brand-700" aria-hidden="true" /> {t('orders.shipping.title')}
      </h2>
      <p className="mt-2 text-sm font-semibold text-slate-800">
        {t('orders.shipping.type', { type: address.addressType })}
      </p>
      <p className="text-sm text-slate-700">
        <AddressParts parts={parts} />
      </p>
      <p className="text-sm text-slate-700">{t('orders.shipping.phone', { phone: address.phoneNo })}</p>
    </section>
  );
}

/** The order's slot, when it has one it can be moved to another of (placed with slots). */
function withSlot(order: Booking) {
  const { slotStart, slotEnd, subCategoryId } = order;
  return slotStart && slotEnd && subCategoryId ? { ...order, slotStart, slotEnd, subCategoryId } : null;
}

/**
 * /order/{id} (spec §2 Order details), with ratings and reviews once the order is Completed. The status and the
 * partner follow the order without a reload (polling until it is Completed or Cancelled).
 */
export function OrderDetailsPage() {
  const { id = '' } = useParams();
  const user = useSessionUser();
  const following = !isFinalStatus(useGetOrderQueryState(id).data?.ordStatus);
  const {
    data: order,
    isLoading,
    error,
  } = useGetOrderQuery(id, {
    pollingInterval: following ? ORDER_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const t = useT();
  const { money, longDate } = useFormat();
  const methodName = usePaymentMethodName();
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | null>(null);

  if (isLoading) {
    return (
      <div className="flex justify-center py-20">
        <Spinner label={t('orders.details.loading')} className="size-8 text-brand-700" />
      </div>
    );
  }
  if (error || !order) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-bold">{t('orders.details.title')}</h1>
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {failureMessage(error, t('orders.details.failed'))}
        </p>
        <Link to="/account/orders" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
          {t('orders.details.backToOrders')}
        </Link>
      </section>
    );
  }

  const completed = order.ordStatus === 'Completed';
  const final = isFinalStatus(order.ordStatus);
  const slotted = withSlot(order);
  // changeFee null: the customer can no longer reschedule or cancel (issue 14).
  const changeable = user !== null && order.changeFee !== null;
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <Link
        to="/account/orders"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {t('orders.details.myOrders')}
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('orders.number', { ordId: order.ordId })}</h1>
        {/* A screen reader hears each new status as it arrives. */}
        <p aria-live="polite" aria-atomic="true">
          <OrderStatusBadge status={order.ordStatus} />
        </p>
      </div>
      <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
        <CalendarCheck className="size-4" aria-hidden="true" />{' '}
        {t('orders.details.placedOn', { date: longDate(order.orderedDate) })}
        {/* The printable receipt (issue 24), an HTML page of the server's in this reader's language. */}
        <a
          href={`${API_PREFIX}/odm/srv_booking/${order._id}/receipt`}
          className="ms-3 font-semibold text-brand-700 hover:underline"
        >
          {t('orders.details.receipt')}
        </a>
      </p>
      <p className="mt-2 text-sm font-semibold text-slate-800">
        <BookedSlot start={order.slotStart} end={order.slotEnd} format={(slot) => t('orders.slot', { slot })} />
      </p>
      {/* Issue 25: 'Pay now' beside the order's number, so a phone shows it without scrolling. */}
      {canPayNow(order) ? (
        <div className="mt-3">
          <PayNowButton ordId={order.ordId} />
        </div>
      ) : null}
      {completed && user ? (
        <div className="mt-3">
          <BookAgainButton order={order} userId={user._id} />
        </div>
      ) : null}
      {changeable ? (
        <div className="mt-3 flex flex-wrap gap-3">
          {slotted ? (
            <Button variant="secondary" size="sm" onClick={() => setDialog('reschedule')}>
              {t('orders.reschedule.open')}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => setDialog('cancel')}>
            {t('orders.cancel.open')}
          </Button>
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          {order.partner && !final ? <PartnerCard partner={order.partner} /> : null}
          <OrderTimeline timeline={order.timeline} final={final} />
          <section aria-labelledby="services-title" className="space-y-4">
            <h2 id="services-title" className="text-lg font-semibold">
              {t('orders.details.services')}
            </h2>
            <ul className="space-y-4">
              {order.services_json.map((line) => (
                <li key={line.serviceDetail._id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <div className="flex gap-4">
                    <ResponsiveImage
                      src={line.serviceDetail.Image}
                      sizes="96px"
                      width={96}
                      height={72}
                      load="eager"
                      className="h-18 w-24 shrink-0 rounded-lg object-cover"
                    />
                    <div className="min-w-0">
                      <h3 className="font-semibold text-slate-900">{line.serviceDetail.ServiceName}</h3>
                      <p className="text-sm text-slate-700">{money(line.serviceDetail.Price)}</p>
                    </div>
                  </div>
                  {completed && user ? (
                    <div className="mt-4 border-t border-slate-100 pt-4">
                      <FeedbackForm
                        target="service"
                        targetId={line.serviceDetail._id}
                        name={line.serviceDetail.ServiceName}
                        userId={user._id}
                        ordId={order.ordId}
                        rating={line.userRating}
                        review={line.userReview}
                      />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
            {completed && user && order.servicePartnerId ? (
              <section
                aria-labelledby="partner-title"
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <h2 id="partner-title" className="font-semibold">
                  {t('orders.details.partner', { name: order.servicePartnerName ?? '' })}
                </h2>
                <div className="mt-3">
                  <FeedbackForm
                    target="partner"
                    targetId={order.servicePartnerId}
                    name={order.servicePartnerName ?? t('orders.details.partnerFallback')}
                    userId={user._id}
                    ordId={order.ordId}
                    rating={order.rating}
                    review={order.review}
                  />
                </div>
              </section>
            ) : null}
          </section>
        </div>

        <aside className="space-y-4">
          <section
            aria-labelledby="summary-title"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 id="summary-title" className="font-semibold">
              {t('orders.details.summary')}
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              {order.services_json.map((line) => (
                <div key={line.serviceDetail._id} className="flex justify-between gap-3">
                  <dt className="text-slate-600">{line.serviceDetail.ServiceName}</dt>
                  <dd>{money(line.serviceDetail.Price)}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-3 border-t border-slate-100 pt-2 font-bold">
                <dt>{t('orders.details.total')}</dt>
                <dd>{money(order.totalPrice)}</dd>
              </div>
              {order.lateChangeFees > 0 ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">{t('orders.details.lateChangeFees')}</dt>
                  <dd>{money(order.lateChangeFees)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{t('orders.details.paymentMethod')}</dt>
                <dd>{methodName(order.paymentType) ?? t('orders.details.unknownMethod')}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{t('orders.details.payment')}</dt>
                <dd>{t(PAYMENT_STATUS_TEXT[order.payment_status])}</dd>
              </div>
            </dl>
            {order.refundDue !== null ? (
              <div className="mt-4">
                <RefundNotice amount={order.refundDue} />
              </div>
            ) : null}
            {order.refunds.length ? (
              <div className="mt-4">
                <RefundsDone refunds={order.refunds} />
              </div>
            ) : null}
          </section>
          <ShippingAddress address={order.ServiceAddress} />
        </aside>
      </div>
      {user && slotted ? (
        <RescheduleDialog
          order={slotted}
          userId={user._id}
          open={dialog === 'reschedule'}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {user ? (
        <CancelDialog order={order} userId={user._id} open={dialog === 'cancel'} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}
