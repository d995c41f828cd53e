import { useCallback } from 'react';
import type { PaymentMethodId } from '@khidma/shared/constants';
import { useT, type MessageId } from '@/lib/i18n/use-t';

/** The name of each payment method (spec §9: 1 Online, 2 COD); the API keeps its ids. */
const PAYMENT_METHOD_LABELS: Record<PaymentMethodId, MessageId> = {
  1: 'payments.method.online',
  2: 'payments.method.cod',
};

/** `methodName(paymentType)`: the method's name in the reader's language, or undefined for an unknown id. */
export function usePaymentMethodName() {
  const t = useT();
  return useCallback(
    (paymentType: number | null | undefined): string | undefined => {
      const label = PAYMENT_METHOD_LABELS[paymentType as PaymentMethodId] as MessageId | undefined;
      return label ? t(label) : undefined;
    },
    [t],
  );
}
