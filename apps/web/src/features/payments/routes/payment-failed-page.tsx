import { CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '@/components/ui/button';
import { formatLongDate } from '@/lib/dates';
import { DetailRows } from '../components/detail-rows';
import { Verifying } from '../components/verifying';
import { usePaymentVerification } from '../hooks/use-payment-verification';
import { paymentDate, paymentStatusText } from '../payment-status';

/**
 * /payment/canceled/{ordId} (spec §2 Payment pages): 'Payment Failed' with the status the server verified, the
 * 'Payment Failed!' toast, and the spec's alert when the server could not answer. A payment that the gateway in
 * fact captured is shown on the success page instead.
 */
export function PaymentFailedPage() {
  const { ordId, loading, failed, order, payment } = usePaymentVerification('failed');
  const paid = order?.payment_status === 'PAID';

  const announced = useRef(false);
  useEffect(() => {
    if (loading || paid || announced.current) return;
    announced.current = true;
    toast.error('Payment Failed!');
  }, [loading, paid]);

  if (loading) return <Verifying text="Checking your payment…" />;
  if (paid) return <Navigate to={`/payment/success/${encodeURIComponent(ordId)}`} replace />;

  const date = paymentDate(order, payment);
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <CircleX className="size-7 text-red-700" aria-hidden="true" /> Payment Failed
        </h1>
        {failed ? (
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            Payment failed something went wrong.
          </p>
        ) : (
          <p className="mt-2 text-slate-700">
            Your payment did not go through. Your cart is kept, and you can pay this order later from My Orders.
          </p>
        )}
        <div className="mt-4">
          <DetailRows
            rows={[
              { label: 'Status', value: paymentStatusText(order, payment) },
              { label: 'Order ID', value: order?.ordId ?? ordId },
              { label: 'Payment Method', value: 'Online (KNET)' },
              { label: 'Date', value: date && formatLongDate(date) },
              { label: 'Reference ID', value: payment?.reference },
            ]}
          />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/support" className={buttonClasses('primary')}>
            Contact Support
          </Link>
          <Link to="/" className={buttonClasses('secondary')}>
            Back to Home
          </Link>
        </div>
      </div>
    </section>
  );
}
