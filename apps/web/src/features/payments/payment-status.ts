import type { Booking } from '@khidma/shared/schemas/order';
import type { Payment } from '@khidma/shared/schemas/payment';
import { useT, type MessageId } from '@/lib/i18n/use-t';

/** The payment's status as the gateway confirmed it (CAPTURED, NOT CAPTURED, CANCELED), else the order's. */
export function paymentStatusText(order: Booking | null, payment: Payment | null): string {
  if (payment?.verifiedAt) return payment.status;
  return order?.payment_status ?? '';
}

/**
 * The statuses the pages can name: English shows the gateway's or the order's code as it is (spec §2 Payment pages),
 * Arabic says it in words. Any other code is shown as it came.
 */
const STATUS_LABELS: Record<string, MessageId> = {
  CAPTURED: 'payments.status.captured',
  'NOT CAPTURED': 'payments.status.notCaptured',
  CANCELED: 'payments.status.canceled',
  CREATED: 'payments.status.created',
  PENDING: 'payments.status.pending',
  PAID: 'payments.status.paid',
  FAILED: 'payments.status.failed',
  NOT_REQUIRED: 'payments.status.notRequired',
};

export function paymentStatusLabel(status: string): MessageId | undefined {
  return Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status] : undefined;
}

/** `statusText('CAPTURED')`: the status in the reader's language. */
export function useStatusText() {
  const t = useT();
  return (status: string) => {
    const label = paymentStatusLabel(status);
    return label ? t(label) : status;
  };
}

/** When it happened: the gateway's verification, else the attempt, else the order. */
export function paymentDate(order: Booking | null, payment: Payment | null): string | undefined {
  return payment?.verifiedAt ?? payment?.createdAt ?? order?.orderedDate;
}
