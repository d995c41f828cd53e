import { sql } from 'drizzle-orm';
import { toKuwaitIso } from '@khidma/shared/kuwait-time';
import type { Language } from '@khidma/shared/languages';
import { kdToFils } from '@khidma/shared/money';
import { refuseMove } from '@khidma/shared/order-flow';
import type { Booking, OrderCancel, OrderReschedule } from '@khidma/shared/schemas/order';
import type { Db, Tx } from '../../db/client';
import { bookings } from '../../db/schema';
import { conflict, forbidden } from '../../errors';
import { enqueue } from '../notifications/enqueue';
import { getOperationsSettings } from '../settings/service';
import { holdSlot } from '../slots/service';
import { changeFeeNow, type OrderRules } from './change-terms';
import { getOwnOrder, lockBooking } from './queries';
import { applyTransition, type Transition, type TransitionResult } from './transitions';
import { autoAssign, slotOf } from './assignment';

const MINUTE_MS = 60_000;

/** How a reschedule's audit entry starts: the order page's timeline tells it by this. */
export const RESCHEDULED = 'Rescheduled from';

/** What a customer's change does to the locked order, `feeFils` the agreed fee; answers nothing. */
type Change = (tx: Tx, row: LockedRow, feeFils: number) => Promise<void>;

/**
 * A change by the customer: the order's row locked (lockBooking) so two changes of it (two tabs, a double tap, an
 * admin at the same time) serialize. 403 when it is another user's (as reading it). The order must still be
 * changeable (409), and the fee the customer agreed to must be the fee now (else 409): nothing is changed. Answers
 * the order as it then is.
 */
async function changeAsCustomer(
  db: Db,
  rules: OrderRules,
  reference: string,
  { userId, fee: agreedFee }: { userId: string; fee: number },
  language: Language,
  change: Change,
): Promise<Booking> {
  const bookingId = await db.transaction(async (tx) => {
    const row = await lockBooking(tx, reference);
    if (row.userId !== userId) throw forbidden();
    const fee = changeFeeNow(row, rules);
    if (fee === null) throw conflict('errors.orders.cannotChange');
    // In fils: a KD amount from JSON is a float, compared exactly only as whole fils.
    const feeFils = kdToFils(fee);
    if (kdToFils(agreedFee) !== feeFils) throw conflict('errors.orders.changeFeeChanged');
    await change(tx, row, feeFils);
    return row.id;
  });
  return getOwnOrder(db, rules, userId, bookingId, language);
}

type LockedRow = Awaited<ReturnType<typeof lockBooking>>;

/**
 * Writes a customer's change through the one writer (transitions.ts): the new values, the agreed fee added to the
 * order's late-change fees, and the audit entry (the customer, the status and partner before and after, why).
 */
async function writeChange(
  tx: Tx,
  row: LockedRow,
  by: { userId: string; feeFils: number },
  change: Omit<Transition, 'set'> & { set?: Transition['set'] },
): Promise<TransitionResult> {
  return applyTransition(
    tx,
    row,
    { role: 'customer', userId: by.userId },
    { ...change, set: { ...change.set, lateChangeFeeFils: sql`${bookings.lateChangeFeeFils} + ${by.feeFils}` } },
  );
}

/**
 * PUT odm/srv_booking/{ordId}/slot: the customer moves their order to another free slot of its sub-category, for
 * its length, at the fee shown (added to the order's late-change fees). The new slot is held like a new order's
 * (holdSlot, the order's own booking not counting against it; 409 when taken, nothing changed). A partner not free
 * at the new slot is unassigned (an Accepted order goes back to Open), and with auto-assign on the preferred partner
 * (Book again) when free, else the best rated free partner, gets it. The customer made the change, so no SMS tells them of it.
 */
export async function rescheduleOrder(
  db: Db,
  rules: OrderRules,
  reference: string,
  input: OrderReschedule,
  language: Language,
): Promise<Booking> {
  return changeAsCustomer(db, rules, reference, input, language, async (tx, row, feeFils) => {
    const slot = slotOf(row);
    if (!slot) throw conflict('errors.orders.noSlot');
    const start = new Date(input.slotStart);
    if (start.getTime() === slot.start.getTime()) return;
    const free = await holdSlot(tx, rules, { ...slot, start });

    // A partner not free at the new slot is unassigned (an Accepted order goes back to Open).
    const keepsPartner = row.servicePartnerId === null || free.includes(row.servicePartnerId);
    const result = await writeChange(
      tx,
      row,
      { userId: input.userId, feeFils },
      {
        set: { slotStart: start, slotEnd: new Date(start.getTime() + slot.durationMinutes * MINUTE_MS) },
        servicePartnerId: keepsPartner ? row.servicePartnerId : null,
        reason: `${RESCHEDULED} ${toKuwaitIso(slot.start)} to ${toKuwaitIso(start)}`,
      },
    );
    await enqueue(tx, 'order.rescheduled', { bookingId: row.id });
    if (!keepsPartner && (await getOperationsSettings(tx)).autoAssign) {
      await autoAssign(tx, { ...row, ...result }, free, row.preferredPartnerId);
    }
  });
}

/**
 * POST odm/srv_booking/{ordId}/cancel: the customer cancels, at the fee shown (added to the order's late-change
 * fees), with an optional reason for the audit log. An order paid online is marked for refund (bookings.refundDue:
 * an admin refunds what was paid less the fees). The customer made the change, so no SMS tells them of it.
 */
export async function cancelOrder(
  db: Db,
  rules: OrderRules,
  reference: string,
  input: OrderCancel,
  language: Language,
): Promise<Booking> {
  return changeAsCustomer(db, rules, reference, input, language, async (tx, row, feeFils) => {
    const refusal = refuseMove('customer', row.ordStatus, 'Cancelled', row.servicePartnerId !== null);
    if (refusal) throw conflict('errors.orders.cannotChange');
    await writeChange(
      tx,
      row,
      { userId: input.userId, feeFils },
      { ordStatus: 'Cancelled', reason: input.reason || null },
    );
  });
}
