import { and, asc, eq, lt, ne } from 'drizzle-orm';
import { PAYMENT_TYPE_ONLINE } from '@khidma/shared/constants';
import type { Db, Tx } from '../../db/client';
import { bookings } from '../../db/schema';
import { lockBooking } from './queries';
import { applyTransition } from './transitions';

/**
 * The payment window (PAYMENT_WINDOW_MINUTES): an Online order not paid by the end of it stops holding its slot.
 * The system cancels it with the reason below, and the slot is offered again (a Cancelled order holds none). Until
 * the job queue runs this on time, every read that shows slots or orders runs the due check first
 * (docs/decisions/2026-11-26-payment-window.md).
 */
export const PAYMENT_NOT_COMPLETED = 'payment not completed';

/** As many expired orders as one due check cancels: a backlog is worked off over the next reads. */
const EXPIRY_BATCH = 50;

type WindowRules = { paymentWindowMinutes: number };

/** The instant before which an unpaid Online order placed has run out of time. */
const windowStart = (rules: WindowRules, now: Date) => new Date(now.getTime() - rules.paymentWindowMinutes * 60_000);

const unpaidOnline = and(
  eq(bookings.ordStatus, 'Pending'),
  eq(bookings.paymentType, PAYMENT_TYPE_ONLINE),
  ne(bookings.paymentStatus, 'PAID'),
);

/**
 * Cancels the order (its row locked by the caller) when it is still an unpaid Online order past its window; true
 * when it did. A payment that lands later is a capture on a cancelled order: its refund is due.
 */
export async function expireIfUnpaid(
  tx: Tx,
  row: {
    id: string;
    ordStatus: string;
    paymentType: number;
    paymentStatus: string;
    servicePartnerId: string | null;
    createdAt: Date;
  },
  rules: WindowRules,
  now: Date,
): Promise<boolean> {
  const unpaid = row.ordStatus === 'Pending' && row.paymentType === PAYMENT_TYPE_ONLINE && row.paymentStatus !== 'PAID';
  if (!unpaid || row.createdAt >= windowStart(rules, now)) return false;
  await applyTransition(tx, row, { role: 'system' }, { ordStatus: 'Cancelled', reason: PAYMENT_NOT_COMPLETED });
  return true;
}

/**
 * The due check: cancels every unpaid Online order whose window ended before `now` (up to a batch), each in its
 * own transaction under its row lock, so a payment verified at the same moment either wins (the order is paid)
 * or comes after (a refund due). Answers how many it cancelled. One indexed query when nothing is due.
 */
export async function expireUnpaidOrders(db: Db, rules: WindowRules, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(unpaidOnline, lt(bookings.createdAt, windowStart(rules, now))))
    .orderBy(asc(bookings.createdAt))
    .limit(EXPIRY_BATCH);
  let expired = 0;
  for (const { id } of due) {
    const cancelled = await db.transaction(async (tx) => expireIfUnpaid(tx, await lockBooking(tx, id), rules, now));
    if (cancelled) expired += 1;
  }
  return expired;
}
