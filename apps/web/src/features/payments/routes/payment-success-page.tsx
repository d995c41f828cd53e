import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '@/components/ui/button';
import { useCart } from '@/features/cart/hooks/use-cart';
import { formatLongDate } from '@/lib/dates';
import { DetailRows } from '../components/detail-rows';
import { Verifying } from '../components/verifying';
import { usePaymentVerification } from '../hooks/use-payment-verification';
import { paymentDate, paymentStatusText } from '../payment-status';

const VERIFICATION_FAILED = 'Payment successfull. but something went wrong please contact our customer service.';

/**
 * /payment/success/{ordId} (spec §2 Payment pages): what the server verified with the gateway. Paid: the payment
 * and its transaction rows, and the 'Payment Successfull' toast. Anything else (a forged or stale URL, a failed
 * verification): the spec's alert and the order's real status.
 */
export function PaymentSuccessPage() {
  const { ordId, loading, order, payment } = usePaymentVerification('success');
  const cart = useCart();
  const paid = order?.payment_status === 'PAID';

  // The paid services left the cart on the server; once per visit, the toast and a fresh cart.
  const announced = useRef(false);
  useEffect(() => {
    if (!paid || announced.current) return;
    announced.current = true;
    toast.success('Payment Successfull');
    cart.reload();
  }, [cart, paid]);

  if (loading) return <Verifying text="Verifying your payment…" />;

  const date = paymentDate(order, payment);
  const actions = (
    <div className="mt-6 flex flex-wrap gap-3">
      {order ? (
        <Link to={`/order/${order._id}`} className={buttonClasses('primary')}>
          View Order Details
        </Link>
      ) : null}
      <Link to="/" className={buttonClasses('secondary')}>
        Back to Home
      </Link>
    </div>
  );

  if (!paid) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-10">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <CircleAlert className="size-7 text-amber-600" aria-hidden="true" /> Payment not confirmed
          </h1>
          <p role="alert" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
            {VERIFICATION_FAILED}
          </p>
          <div className="mt-4">
            <DetailRows
              rows={[
                { label: 'Order ID', value: order?.ordId ?? ordId },
                { label: 'Status', value: paymentStatusText(order, payment) },
                { label: 'Date', value: date && formatLongDate(date) },
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
          <CircleCheck className="size-7 text-green-700" aria-hidden="true" /> Payment Successful
        </h1>
        <p className="mt-2 text-slate-700">Thank you. Your order {order.ordId} is confirmed.</p>
        <div className="mt-4">
          <DetailRows
            rows={[
              { label: 'Order ID', value: order.ordId },
              { label: 'Payment ID', value: payment?.payment_id },
              { label: 'Payment Type', value: payment?.payment_type?.toUpperCase() },
              { label: 'Date', value: date && formatLongDate(date) },
              { label: 'Status', value: paymentStatusText(order, payment) },
            ]}
          />
        </div>
        <h2 className="mt-6 text-lg font-semibold">Transaction details</h2>
        <div className="mt-2">
          <DetailRows
            rows={[
              { label: 'Auth Code', value: payment?.auth },
              { label: 'Transaction ID', value: payment?.tran_id },
              { label: 'Reference', value: payment?.ref },
              { label: 'Track ID', value: payment?.track_id },
              { label: 'Post Date', value: payment?.post_date },
              { label: 'Invoice ID', value: payment?.invoice_id },
              { label: 'Receipt ID', value: payment?.receipt_id },
            ]}
          />
        </div>
        {actions}
      </div>
    </section>
  );
}
