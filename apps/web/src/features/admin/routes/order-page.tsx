import { useParams } from 'react-router';
import type { AdminOrderDetail } from '@khidma/shared/schemas/operations';
import { AddressParts } from '@/components/ui/address-parts';
import { areaName } from '@/lib/kuwait-areas';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { useSlotFormat } from '@/lib/format-slot';
import { useFormat } from '@/lib/i18n/format';
import { useLocale } from '@/lib/i18n/locale-context';
import { useT } from '@/lib/i18n/use-t';
import { useGetAdminOrderQuery } from '../api/orders';
import { Detail, DetailFrame, sectionClasses } from '../components/detail-frame';
import { useDateTime } from '../hooks/use-date-time';
import { PAYMENT_STATUS_LABELS, statusLabel, usePaymentLabel } from '../status-labels';
import { OrderActions } from '../components/order/order-actions';
import { AuditLog, PaymentAttempts } from '../components/order/order-history';
import { RefundDue } from '../components/order/refund-due';
import { Refunds } from '../components/order/refunds';
import { PhoneNumber } from '@/components/ui/phone-field';
import { COUNTRY_CODE } from '@khidma/shared/constants';

/** One order: what, where, how paid, its audit log; assign a partner, move it along, cancel it with a reason. */
export function OrderPage() {
  const t = useT();
  const { ordId = '' } = useParams();
  const query = useGetAdminOrderQuery(ordId);

  return (
    <DetailFrame
      backLabel={t('admin.order.back')}
      query={query}
      loadingText={t('admin.order.loading')}
      failedText={t('admin.order.failed')}
    >
      {(order) => <OrderDetail order={order} />}
    </DetailFrame>
  );
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const { locale } = useLocale();
  const { money } = useFormat();
  const dateTime = useDateTime();
  const paymentLabel = usePaymentLabel();
  const { slot } = useSlotFormat();
  const label = statusLabel(order.ordStatus);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.order.title', { ordId: order.ordId })}</h1>
        <OrderStatusBadge status={order.ordStatus} />
      </div>
      <RefundDue order={order} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <section aria-labelledby="order-details" className={sectionClasses}>
            <h2 id="order-details" className="text-lg font-semibold">
              {t('admin.order.details')}
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Detail
                term={t('admin.order.slot')}
                value={slot(order.slotStart, order.slotEnd) ?? t('admin.order.noSlot')}
              />
              <Detail term={t('admin.order.orderedDate')} value={dateTime(order.orderedDate)} />
              <Detail term={t('admin.order.status')} value={label ? t(label) : order.ordStatus} />
              <Detail term={t('admin.order.customer')} value={order.customer.name} />
              <Detail
                term={t('admin.order.phone')}
                value={<PhoneNumber countryCode={order.customer.country_code} phone={order.customer.phone} />}
              />
              <Detail term={t('admin.order.partner')} value={order.partner?.name ?? t('admin.orders.unassigned')} />
              {order.preferredPartner ? (
                <Detail term={t('admin.order.preferred')} value={order.preferredPartner.name} />
              ) : null}
            </dl>
          </section>
          <section aria-labelledby="order-address" className={sectionClasses}>
            <h2 id="order-address" className="text-lg font-semibold">
              {t('admin.order.address')}
            </h2>
            <p className="mt-3 text-sm text-slate-800">
              <AddressParts
                parts={[
                  order.ServiceAddress.flatNo,
                  order.ServiceAddress.address,
                  areaName(order.ServiceAddress.area, locale),
                  order.ServiceAddress.landmark,
                  order.ServiceAddress.pincode,
                ]}
              />
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {t('admin.order.addressPhone')}{' '}
              <PhoneNumber countryCode={COUNTRY_CODE} phone={order.ServiceAddress.phoneNo} />
            </p>
          </section>
          <section aria-labelledby="order-services" className={sectionClasses}>
            <h2 id="order-services" className="text-lg font-semibold">
              {t('admin.order.services')}
            </h2>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {order.services.map((service, index) => (
                <li key={index} className="flex flex-wrap justify-between gap-2">
                  <span className="font-medium">{service.ServiceName}</span>
                  <span className="text-slate-600">{service.SrvSubCategoryName}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="order-payment" className={sectionClasses}>
            <h2 id="order-payment" className="text-lg font-semibold">
              {t('admin.order.payment')}
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
              <Detail term={t('admin.order.paymentMethod')} value={paymentLabel(order.paymentType)} />
              <Detail term={t('admin.order.paymentStatus')} value={t(PAYMENT_STATUS_LABELS[order.payment_status])} />
              <Detail term={t('admin.order.total')} value={money(order.totalPrice)} />
              {order.lateChangeFees > 0 ? (
                <Detail term={t('admin.order.lateChangeFees')} value={money(order.lateChangeFees)} />
              ) : null}
              {order.refundDueAmount > 0 ? (
                <Detail term={t('admin.refunds.due')} value={money(order.refundDueAmount)} />
              ) : null}
              {order.commission !== null ? (
                <Detail
                  term={t('admin.order.commission', { percent: order.commissionPercent ?? 0 })}
                  value={money(order.commission)}
                />
              ) : null}
            </dl>
            {order.payments.length ? <PaymentAttempts attempts={order.payments} /> : null}
          </section>
          <Refunds order={order} />
          <AuditLog events={order.events} />
        </div>
        <OrderActions order={order} />
      </div>
    </div>
  );
}
