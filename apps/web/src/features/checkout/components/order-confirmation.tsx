import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PAYMENT_TYPE_COD } from '@khidma/shared/constants';
import { filsToKd, kdToFils } from '@khidma/shared/money';
import type { Booking } from '@khidma/shared/schemas/order';
import { buttonClasses } from '@/components/ui/button';
import { AddressParts } from '@/components/ui/address-parts';
import { BookedSlot } from '@/features/slots/components/booked-slot';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';

/** One visit of the confirmation: its time, its services (with quantities) and its order number. */
function ConfirmedVisit({ order, withOrderId }: { order: Booking; withOrderId: boolean }) {
  const t = useT();
  const { money } = useFormat();
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <BookedSlot start={order.slotStart} end={order.slotEnd} className="font-semibold" />
      {withOrderId ? (
        <p className="mt-1 text-slate-600">
          {t('checkout.confirmed.orderId')} <bdi dir="ltr">{order.ordId}</bdi>
        </p>
      ) : null}
      <ul className="mt-2 space-y-1 text-slate-700">
        {order.services_json.map((line) => (
          <li key={line.serviceDetail._id} className="flex justify-between gap-4">
            <span>
              <bdi>{line.serviceDetail.ServiceName}</bdi>
              {line.quantity > 1 ? <> {t('cart.quantity.times', { quantity: line.quantity })}</> : null}
            </span>
            <span>{money(filsToKd(kdToFils(line.serviceDetail.Price) * line.quantity))}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * What the customer sees once a checkout is placed (issue 25): each visit (its services and time), where, the
 * total and what happens next, cash or paid. Shown after a cash checkout (/checkout/confirmed/{id}) and under a
 * successful payment; `orders` are the checkout's visits (useCheckoutOrders), the first one leading.
 */
export function OrderConfirmation({
  orders,
  withHeading = true,
  withActions = true,
}: {
  orders: Booking[];
  withHeading?: boolean;
  withActions?: boolean;
}) {
  const t = useT();
  const { money } = useFormat();
  const order = orders[0];
  if (!order) return null;
  const several = orders.length > 1;
  const cash = order.paymentType === PAYMENT_TYPE_COD;
  const address = order.ServiceAddress;
  const total = filsToKd(orders.reduce((sum, one) => sum + kdToFils(one.totalPrice), 0));
  return (
    <div>
      {withHeading ? (
        <>
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <CircleCheck className="size-7 text-green-700" aria-hidden="true" /> {t('checkout.confirmed.title')}
          </h1>
          {/* Several visits: each names its own order number below. */}
          {several ? null : (
            <p className="mt-2 text-slate-700">
              {t('checkout.confirmed.orderId')} <bdi dir="ltr">{order.ordId}</bdi>
            </p>
          )}
        </>
      ) : null}
      <h2 className="mt-6 text-lg font-semibold">
        {t(several ? 'checkout.confirmed.visits' : 'checkout.confirmed.visit')}
      </h2>
      <div className="mt-2 text-sm">
        <ol className="space-y-3">
          {orders.map((one) => (
            <ConfirmedVisit key={one._id} order={one} withOrderId={several} />
          ))}
        </ol>
        <p className="mt-3 text-slate-600">
          <AddressParts parts={[address.flatNo, address.address]} />
        </p>
        <p className="mt-3 flex justify-between gap-4 border-t border-slate-100 pt-3 font-semibold">
          <span>{t('checkout.summary.total')}</span>
          <span>{money(total)}</span>
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
          <Link
            to={several ? '/account/orders' : `/order/${encodeURIComponent(order._id)}`}
            className={buttonClasses('primary')}
          >
            {t(several ? 'checkout.confirmed.viewOrders' : 'checkout.confirmed.viewOrder')}
          </Link>
          <Link to="/" className={buttonClasses('secondary')}>
            {t('checkout.confirmed.continue')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
