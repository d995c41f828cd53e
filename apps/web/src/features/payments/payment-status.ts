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

/**
 * Why a payment did not go through, in words the customer can act on (issue 25), never the gateway's code:
 * cancelled at the gateway, declined by the bank (NOT CAPTURED and any other refusal), not completed in time (no
 * verified answer: the page was left or timed out), or the order's time to pay has passed (it was cancelled).
 */
export type FailureReason = 'cancelled' | 'declined' | 'timedOut' | 'expired';

export function failureReason(order: Booking | null, payment: Payment | null): FailureReason {
  if (order?.ordStatus === 'Cancelled') return 'expired';
  if (!payment?.verifiedAt) return 'timedOut';
  const status = payment.status.toUpperCase();
  if (status.startsWith('CANCEL')) return 'cancelled';
  if (status.includes('TIMEOUT') || status.includes('TIMED')) return 'timedOut';
  return 'declined';
}

export const FAILURE_REASON_TEXT: Record<FailureReason, MessageId> = {
  cancelled: 'payments.failed.reason.cancelled',
  declined: 'payments.failed.reason.declined',
  timedOut: 'payments.failed.reason.timedOut',
  expired: 'payments.failed.reason.expired',
};
