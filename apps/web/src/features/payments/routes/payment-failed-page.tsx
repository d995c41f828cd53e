import { CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { PAYMENT_TYPE_ONLINE } from '@khidma/shared/constants';
import { buttonClasses } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { DetailRows } from '../components/detail-rows';
import { PayNowButton } from '../components/pay-now-button';
import { Verifying } from '../components/verifying';
import { usePaymentVerification } from '../hooks/use-payment-verification';
import { FAILURE_REASON_TEXT, failureReason, paymentDate } from '../payment-status';

/**
 * /payment/canceled/{ordId} (spec §2 Payment pages, issue 25): 'Payment Failed' with why in the reader's words
 * (declined, cancelled, timed out; never the gateway's code), the order and its amount, and 'Try again' first: a new
 * link for the same order (POST odm/payment_charge, which refuses a paid, cancelled or expired order), placed
 * above everything else so a phone shows it without scrolling. A payment the gateway in fact captured is shown on
 * the success page instead.
 */
export function PaymentFailedPage() {
  const { ordId, loading, failed, order, payment } = usePaymentVerification('failed');
  const paid = order?.payment_status === 'PAID';
  const t = useT();
  const { longDate, money } = useFormat();

  const announced = useRef(false);
  useEffect(() => {
    if (loading || paid || announced.current) return;
    announced.current = true;
    toast.error(t('payments.toast.failed'));
  }, [loading, paid, t]);

  if (loading) return <Verifying text={t('payments.checking')} />;
  if (paid) return <Navigate to={`/payment/success/${encodeURIComponent(ordId)}`} replace />;

  const reason = failureReason(order, payment);
  const canRetry = order !== null && order.paymentType === PAYMENT_TYPE_ONLINE && reason !== 'expired';
  const amount = payment?.amount ?? order?.totalPrice;
  const date = paymentDate(order, payment);
  return (
    <section className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <CircleX className="size-7 text-red-700" aria-hidden="true" /> {t('payments.alert.failed')}
        </h1>
        {failed ? (
          <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            {t('payments.failed.alert')}
          </p>
        ) : (
          <p className="mt-2 text-slate-700">{t(FAILURE_REASON_TEXT[reason])}</p>
        )}
        <p className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3">
          <span>
            {t('payments.row.orderId')}{' '}
            <bdi dir="ltr" className="font-semibold">
              {order?.ordId ?? ordId}
            </bdi>
          </span>
          {amount !== undefined ? <span className="text-lg font-bold">{money(amount)}</span> : null}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {canRetry ? <PayNowButton ordId={order.ordId} label={t('payments.failed.tryAgain')} /> : null}
          {order ? (
            <Link
              to={`/order/${encodeURIComponent(order._id)}`}
              className={buttonClasses(canRetry ? 'secondary' : 'primary')}
            >
              {t('payments.success.viewOrder')}
            </Link>
          ) : (
            <Link to="/" className={buttonClasses('secondary')}>
              {t('payments.backHome')}
            </Link>
          )}
        </div>
        <p className="mt-3 text-sm text-slate-600">
          {t('payments.failed.help')}{' '}
          <Link to="/support" className="font-semibold text-brand-700 underline underline-offset-2">
            {t('payments.failed.contactSupport')}
          </Link>
        </p>
        <div className="mt-5 border-t border-slate-100 pt-3">
          <DetailRows
            rows={[
              { label: t('payments.row.paymentMethod'), value: t('payments.method.onlineKnet') },
              { label: t('payments.row.date'), value: date && longDate(date) },
              { label: t('payments.row.referenceId'), value: payment?.reference, ltr: true },
            ]}
          />
        </div>
      </div>
    </section>
  );
}
