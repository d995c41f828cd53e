import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { failureMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { useStartPaymentMutation } from '../api/start-payment';

/**
 * 'Pay now' for an unpaid Online order: the server makes a new gateway charge and the browser goes to its page.
 * Failures use the checkout's alerts (spec §8): 'Payment gateway error' without a link, else the server's reason.
 */
export function PayNowButton({
  ordId,
  label,
}: {
  ordId: string;
  /** 'Try again' on the failed page. */ label?: string;
}) {
  const t = useT();
  const [startPayment, { isLoading }] = useStartPaymentMutation();
  const [redirecting, setRedirecting] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const pay = async () => {
    try {
      const { paymentLink } = await startPayment(ordId).unwrap();
      if (!paymentLink) return setAlert(t('payments.alert.gatewayError'));
      setRedirecting(true);
      window.location.assign(paymentLink);
    } catch (error) {
      setAlert(failureMessage(error, t('payments.alert.processingFailed')));
    }
  };

  return (
    <>
      <Button variant="accent" loading={isLoading || redirecting} onClick={() => void pay()}>
        {label ?? t('payments.payNow')}
      </Button>
      <Modal
        open={alert !== null}
        onClose={() => setAlert(null)}
        title={t('payments.alert.failed')}
        size="sm"
        actions={<Button onClick={() => setAlert(null)}>{t('payments.alert.ok')}</Button>}
      >
        <p className="text-sm text-slate-700">{alert}</p>
      </Modal>
    </>
  );
}
