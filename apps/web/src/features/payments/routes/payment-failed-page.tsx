import { CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { DetailRows } from '../components/detail-rows';
import { Verifying } from '../components/verifying';
import { usePaymentVerification } from '../hooks/use-payment-verification';
import { paymentDate, paymentStatusText, useStatusText } from '../payment-status';

/**
 * /payment/canceled/{ordId} (spec §2 Payment pages): 'Payment Failed' with the status the server verified, the
 * 'Payment Failed!' toast, and the spec's alert when the server could not answer. A payment that the gateway in
 * fact captured is shown on the success page instead.
 */
export function PaymentFailedPage() {
  const { ordId, loading, failed, order, payment } = usePaymentVerification('failed');
  const paid = order?.payment_status === 'PAID';
  const t = useT();
  const { longDate } = useFormat();
  const statusText = useStatusText();

  const announced = useRef(false);
  useEffect(() => {
    if (loading || paid || announced.current) return;
    announced.current = true;
    toast.error(t('payments.toast.failed'));
  }, [loading, paid, t]);

  if (loading) return <Verifying text={t('payments.checking')} />;
  if (paid) return <Navigate to={`/payment/success/${encodeURIComponent(ordId)}`} replace />;

  const date = paymentDate(order, payment);
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <CircleX className="size-7 text-red-700" aria-hidden="true" /> {t('payments.alert.failed')}
        </h1>
        {failed ? (
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            {t('payments.failed.alert')}
          </p>
        ) : (
          <p className="mt-2 text-slate-700">{t('payments.failed.text')}</p>
        )}
        <div className="mt-4">
          <DetailRows
            rows={[
              { label: t('payments.row.status'), value: statusText(paymentStatusText(order, payment)) },
              { label: t('payments.row.orderId'), value: order?.ordId ?? ordId, ltr: true },
              { label: t('payments.row.paymentMethod'), value: t('payments.method.onlineKnet') },
              { label: t('payments.row.date'), value: date && longDate(date) },
              { label: t('payments.row.referenceId'), value: payment?.reference, ltr: true },
            ]}
          />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/support" className={buttonClasses('primary')}>
            {t('payments.failed.contactSupport')}
          </Link>
          <Link to="/" className={buttonClasses('secondary')}>
            {t('payments.backHome')}
          </Link>
        </div>
      </div>
    </section>
  );
}
