import { eq } from 'drizzle-orm';
import { addKuwaitDays, kuwaitDate, kuwaitMidnight } from '@khidma/shared/kuwait-time';
import type { Tx } from '../../db/client';
import { bookings, servicePartners } from '../../db/schema';
import { JobQueue, sendInTransaction } from './queue';

/**
 * The timers of an order (issue 24), set in the transaction of the change that moves them: reminders (the customer
 * 24 h and 2 h before the slot, the partner the evening before and 1 h before), the partner's time to accept, and
 * the payment window of an unpaid Online order. A job checks the order when it runs, so a stale one does nothing.
 */
export const ORDER_REMINDER = 'order.reminder';
export const ACCEPT_TIMEOUT = 'order.accept-timeout';
export const PAYMENT_WINDOW = 'order.payment-window';

const HOUR_MS = 3_600_000;
/** The partner's evening reminder: 18:00 Kuwait time the day before the visit. */
const EVENING_HOUR = 18;

export type ReminderJob = {
  bookingId: string;
  who: 'customer' | 'partner';
  /** The slot it reminds of: a reminder of a moved slot finds the order elsewhere and does nothing. */
  slotStart: string;
  hours?: number;
  partnerUserId?: string;
};

/** The reminders of an order's slot, replacing any it had; none for a slot already past or without one. */
export async function scheduleReminders(tx: Tx, bookingId: string, now = Date.now()): Promise<void> {
  await JobQueue.deleteWaiting(tx, ORDER_REMINDER, 'bookingId', bookingId);
  const [order] = await tx
    .select({ slotStart: bookings.slotStart, ordStatus: bookings.ordStatus, partnerUserId: servicePartners.userId })
    .from(bookings)
    .leftJoin(servicePartners, eq(servicePartners.id, bookings.servicePartnerId))
    .where(eq(bookings.id, bookingId));
  if (!order?.slotStart || order.ordStatus === 'Cancelled' || order.ordStatus === 'Completed') return;
  const slot = order.slotStart.getTime();
  const slotStart = order.slotStart.toISOString();
  const due: Array<[number, ReminderJob]> = [
    [slot - 24 * HOUR_MS, { bookingId, who: 'customer', slotStart, hours: 24 }],
    [slot - 2 * HOUR_MS, { bookingId, who: 'customer', slotStart, hours: 2 }],
  ];
  if (order.partnerUserId) {
    const evening = kuwaitMidnight(addKuwaitDays(kuwaitDate(slot), -1)) + EVENING_HOUR * HOUR_MS;
    const partner = { bookingId, who: 'partner' as const, slotStart, partnerUserId: order.partnerUserId };
    due.push([evening, partner], [slot - HOUR_MS, partner]);
  }
  for (const [at, job] of due) {
    if (at > now) await sendInTransaction(tx, ORDER_REMINDER, job, { startAfter: new Date(at) });
  }
}

/** A cancelled order's reminders go. */
export async function dropReminders(tx: Tx, bookingId: string): Promise<void> {
  await JobQueue.deleteWaiting(tx, ORDER_REMINDER, 'bookingId', bookingId);
}

/** The partner given the order has ACCEPT_WITHIN_MINUTES to accept it. */
export async function startAcceptTimer(tx: Tx, bookingId: string, partnerId: string, minutes: number): Promise<void> {
  await sendInTransaction(
    tx,
    ACCEPT_TIMEOUT,
    { bookingId, partnerId },
    { startAfter: new Date(Date.now() + minutes * 60_000) },
  );
}

/** An unpaid Online order is cancelled PAYMENT_WINDOW_MINUTES after it was placed. */
export async function startPaymentWindow(tx: Tx, bookingId: string, minutes: number): Promise<void> {
  await sendInTransaction(tx, PAYMENT_WINDOW, { bookingId }, { startAfter: new Date(Date.now() + minutes * 60_000) });
}
