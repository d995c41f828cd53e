import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { useCheckoutOrders } from '@/features/checkout/api/checkout-orders';
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';
import { DetailRows } from '../components/detail-rows';
import { Verifying } from '../components/verifying';
import { usePaymentVerification } from '../hooks/use-payment-verification';
import { paymentDate, paymentStatusText, useStatusText } from '../payment-status';

/**
 * /payment/success/{ordId} (spec §2 Payment pages): what the server verified with the gateway. Paid: the payment
 * and its transaction rows, and the 'Payment Successful' toast. Anything else (a forged or stale URL, a failed
 * verification): the spec's alert and the order's real status.
 */
export function PaymentSuccessPage() {
  const { ordId, loading, order, payment } = usePaymentVerification('success');
  const t = useT();
  const { longDate, money } = useFormat();
  const statusText = useStatusText();
  const paid = order?.payment_status === 'PAID';
  // One payment pays every visit of the checkout: they are all confirmed here.
  const visits = useCheckoutOrders(order ?? undefined);

  // Once per visit. The paid services left the cart on the server; confirmPayment invalidates 'Cart'.
  const announced = useRef(false);
  useEffect(() => {
    if (!paid || announced.current) return;
    announced.current = true;
    toast.success(t('payments.toast.paid'));
  }, [paid, t]);

  if (loading) return <Verifying text={t('payments.verifying')} />;

  const date = paymentDate(order, payment);
  const actions = (
    <div className="mt-6 flex flex-wrap gap-3">
      {order ? (
        <Link to={`/order/${order._id}`} className={buttonClasses('primary')}>
          {t('payments.success.viewOrder')}
        </Link>
      ) : null}
      <Link to="/" className={buttonClasses('secondary')}>
        {t('payments.backHome')}
      </Link>
    </div>
  );

  if (!paid) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-10">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <CircleAlert className="size-7 text-amber-600" aria-hidden="true" /> {t('payments.unconfirmed.title')}
          </h1>
          <p role="alert" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
            {t('payments.unconfirmed.alert')}
          </p>
          <div className="mt-4">
            <DetailRows
              rows={[
                { label: t('payments.row.orderId'), value: order?.ordId ?? ordId, ltr: true },
                { label: t('payments.row.status'), value: statusText(paymentStatusText(order, payment)) },
                { label: t('payments.row.date'), value: date && longDate(date) },
              ]}
            />
          </div>
          {actions}
        </div>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <CircleCheck className="size-7 text-green-700" aria-hidden="true" /> {t('payments.success.title')}
        </h1>
        <p className="mt-2 text-slate-700">{t('payments.success.thanks', { ordId: order.ordId })}</p>
        <div className="mt-4">
          <DetailRows
            rows={[
              { label: t('payments.row.orderId'), value: order.ordId, ltr: true },
              // What was paid: the gateway's confirmed amount, else the order's total.
              { label: t('payments.row.amount'), value: money(payment?.amount ?? order.totalPrice) },
              { label: t('payments.row.paymentId'), value: payment?.payment_id, ltr: true },
              { label: t('payments.row.paymentType'), value: payment?.payment_type?.toUpperCase(), ltr: true },
              { label: t('payments.row.date'), value: date && longDate(date) },
              { label: t('payments.row.status'), value: statusText(paymentStatusText(order, payment)) },
            ]}
          />
        </div>
        {/* Issue 25: the visit, its time and what happens next, as after a cash order. */}
        <OrderConfirmation orders={visits} withHeading={false} withActions={false} />
        <h2 className="mt-6 text-lg font-semibold">{t('payments.success.transactionDetails')}</h2>
        <div className="mt-2">
          <DetailRows
            rows={[
              { label: t('payments.row.authCode'), value: payment?.auth, ltr: true },
              { label: t('payments.row.transactionId'), value: payment?.tran_id, ltr: true },
              { label: t('payments.row.reference'), value: payment?.ref, ltr: true },
              { label: t('payments.row.trackId'), value: payment?.track_id, ltr: true },
              { label: t('payments.row.postDate'), value: payment?.post_date, ltr: true },
              { label: t('payments.row.invoiceId'), value: payment?.invoice_id, ltr: true },
              { label: t('payments.row.receiptId'), value: payment?.receipt_id, ltr: true },
            ]}
          />
        </div>
        {actions}
      </div>
    </section>
  );
}
