import type { Booking } from '@khidma/shared/schemas/order';
import type { Payment } from '@khidma/shared/schemas/payment';

/** The payment's status as the gateway confirmed it (CAPTURED, NOT CAPTURED, CANCELED), else the order's. */
export function paymentStatusText(order: Booking | null, payment: Payment | null): string {
  if (payment?.verifiedAt) return payment.status;
  return order?.payment_status ?? '';
}

/** When it happened: the gateway's verification, else the attempt, else the order. */
export function paymentDate(order: Booking | null, payment: Payment | null): string | undefined {
  return payment?.verifiedAt ?? payment?.createdAt ?? order?.orderedDate;
}
