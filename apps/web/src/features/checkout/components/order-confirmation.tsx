import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PAYMENT_TYPE_COD } from '@khidma/shared/constants';
import type { Booking } from '@khidma/shared/schemas/order';
import { buttonClasses } from '@/components/ui/button';
import { AddressParts } from '@/components/ui/address-parts';
import { BookedSlot } from '@/features/slots/components/booked-slot';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';

/**
 * What the customer sees once an order is placed (issue 25): the visit (its services and time), where, the total
 * and what happens next, cash or paid. Shown after a cash order (/checkout/confirmed/{id}) and under a successful
 * payment.
 */
export function OrderConfirmation({
  order,
  withHeading = true,
  withActions = true,
}: {
  order: Booking;
  withHeading?: boolean;
  withActions?: boolean;
}) {
  const t = useT();
  const { money } = useFormat();
  const cash = order.paymentType === PAYMENT_TYPE_COD;
  const address = order.ServiceAddress;
  return (
    <div>
      {withHeading ? (
        <>
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <CircleCheck className="size-7 text-green-700" aria-hidden="true" /> {t('checkout.confirmed.title')}
          </h1>
          <p className="mt-2 text-slate-700">
            {t('checkout.confirmed.orderId')} <bdi dir="ltr">{order.ordId}</bdi>
          </p>
        </>
      ) : null}
      <h2 className="mt-6 text-lg font-semibold">{t('checkout.confirmed.visit')}</h2>
      <div className="mt-2 rounded-xl border border-slate-200 p-4 text-sm">
        <BookedSlot start={order.slotStart} end={order.slotEnd} className="font-semibold" />
        <ul className="mt-2 space-y-1 text-slate-700">
          {order.services_json.map((line) => (
            <li key={line.serviceDetail._id} className="flex justify-between gap-4">
              <span>{line.serviceDetail.ServiceName}</span>
              <span>{money(line.serviceDetail.Price)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-slate-600">
          <AddressParts parts={[address.flatNo, address.address]} />
        </p>
        <p className="mt-3 flex justify-between gap-4 border-t border-slate-100 pt-3 font-semibold">
          <span>{t('checkout.summary.total')}</span>
          <span>{money(order.totalPrice)}</span>
        </p>
        <p className="mt-1 text-slate-600">
          {t(cash ? 'checkout.confirmed.payCash' : 'checkout.confirmed.paidOnline')}
        </p>
      </div>
      <h2 className="mt-6 text-lg font-semibold">{t('checkout.confirmed.next')}</h2>
      <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm text-slate-700">
        <li>{t('checkout.confirmed.next.assign')}</li>
        <li>{t('checkout.confirmed.next.onTheWay')}</li>
        <li>{t(cash ? 'checkout.confirmed.next.payCash' : 'checkout.confirmed.next.change')}</li>
      </ol>
      {withActions ? (
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={`/order/${encodeURIComponent(order._id)}`} className={buttonClasses('primary')}>
            {t('checkout.confirmed.viewOrder')}
          </Link>
          <Link to="/" className={buttonClasses('secondary')}>
            {t('checkout.confirmed.continue')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
