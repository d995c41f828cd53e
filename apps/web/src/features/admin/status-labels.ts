import { useCallback } from 'react';
import type { OrderStatus, PaymentStatus } from '@khidma/shared/constants';
import { useT, type MessageId } from '@/lib/i18n/use-t';

/** Each order status's name in the console (the API keeps the English values). */
export const STATUS_LABELS: Record<OrderStatus, MessageId> = {
  Pending: 'admin.status.Pending',
  Open: 'admin.status.Open',
  Accepted: 'admin.status.Accepted',
  Traveling: 'admin.status.Traveling',
  Reached: 'admin.status.Reached',
  Started: 'admin.status.Started',
  Completed: 'admin.status.Completed',
  Cancelled: 'admin.status.Cancelled',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageId> = {
  PENDING: 'admin.paymentStatus.PENDING',
  PAID: 'admin.paymentStatus.PAID',
  FAILED: 'admin.paymentStatus.FAILED',
  NOT_REQUIRED: 'admin.paymentStatus.NOT_REQUIRED',
};

/** 1 Online, 2 COD (the API's paymentType). */
export function usePaymentLabel() {
  const t = useT();
  return useCallback((paymentType: number) => t(paymentType === 1 ? 'admin.payment.online' : 'admin.payment.cod'), [t]);
}

/** A status the API may answer that the console does not know shows as it came. */
export const statusLabel = (status: string): MessageId | null =>
  Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status as OrderStatus] : null;
