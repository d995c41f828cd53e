import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@khidma/shared/constants';
import { refuseMove, type MoveRefusal, type OrderMover } from '@khidma/shared/order-flow';
import type { Tx } from '../../db/client';
import { bookingLines, bookings, payments, services } from '../../db/schema';
import { conflict } from '../../errors';
import { recordOrderEvent } from './events';
import { postCompletion, postLateFeeKept } from './money';

/**
 * The one writer of an order's status and partner (design §8). Every change (placing's auto-assign, the payment's
 * Pending -> Open, the customer's cancel and reschedule, the console's and the portal's moves, the system's expiry)
 * goes through applyTransition on the order's locked row: refuse -> update -> audit entry, in the caller's
 * transaction. What a change sets off after it commits (an SMS, a notification) starts here too.
 */

/** The order as its change's transaction locked it (lockBooking, or the payment flow's row). */
export type TransitionRow = {
  id: string;
  ordStatus: string;
  paymentStatus: string;
  servicePartnerId: string | null;
};

/** Who makes the change: a person (audited by their account), or the system (payments, auto-assign, expiry). */
export type TransitionActor = { role: OrderMover; userId: string } | { role: 'system' };

export type Transition = {
  ordStatus?: OrderStatus;
  /** A partner to assign, or null to unassign; a new partner has not accepted yet (Accepted goes back to Open). */
  servicePartnerId?: string | null;
  /** Why, for the audit log. */
  reason?: string | null;
  /** Other columns the same change writes (a new slot, a late-change fee); with them the change is always audited. */
  set?: Omit<PgUpdateSetSource<typeof bookings>, 'ordStatus' | 'servicePartnerId'>;
};

export type TransitionResult = {
  ordStatus: string;
  servicePartnerId: string | null;
  /** The status changed. */
  moved: boolean;
  /** Anything was written (else the change changed nothing and left no audit entry). */
  written: boolean;
};

/** The system moves an order only out of Pending: paid (Open), or its payment window ended (Cancelled). */
function refuseTransition(actor: TransitionActor, from: string, to: OrderStatus, hasPartner: boolean) {
  if (actor.role !== 'system') return refuseMove(actor.role, from, to, hasPartner);
  const allowed = from === 'Pending' && (to === 'Open' || to === 'Cancelled');
  return allowed ? null : ({ reason: 'errors.orders.cannotMove', values: { from, to } } satisfies MoveRefusal);
}

export async function applyTransition(
  tx: Tx,
  row: TransitionRow,
  actor: TransitionActor,
  change: Transition,
): Promise<TransitionResult> {
  // refuse
  let partnerId = row.servicePartnerId;
  let status = row.ordStatus;
  if (change.servicePartnerId !== undefined && change.servicePartnerId !== partnerId) {
    partnerId = change.servicePartnerId;
    if (status === 'Accepted') status = 'Open';
  }
  if (change.ordStatus) {
    const refusal = refuseTransition(actor, status, change.ordStatus, partnerId !== null);
    if (refusal) throw conflict(refusal.reason, undefined, refusal.values);
    status = change.ordStatus;
  }
  const moved = status !== row.ordStatus;
  if (!moved && partnerId === row.servicePartnerId && !change.set) {
    return { ordStatus: status, servicePartnerId: partnerId, moved, written: false };
  }

  // update
  await tx
    .update(bookings)
    .set({ ...change.set, ordStatus: status, servicePartnerId: partnerId })
    .where(eq(bookings.id, row.id));
  if (moved && status === 'Completed') {
    await countSales(tx, row.id);
    // The money of the visit: the cash the partner took, their share and the commission (the ledger).
    await postCompletion(tx, row.id);
  }
  // Whoever cancels an order paid online, its money goes back (docs/decisions/2026-11-26-refund-due.md), less the
  // late-change fees kept (the ledger's late_fee).
  if (moved && status === 'Cancelled' && row.paymentStatus === 'PAID') {
    await markRefundDue(tx, row.id);
    await postLateFeeKept(tx, row.id);
  }

  // audit
  await recordOrderEvent(tx, {
    bookingId: row.id,
    actorUserId: actor.role === 'system' ? null : actor.userId,
    actorRole: actor.role,
    fromStatus: row.ordStatus,
    toStatus: status,
    fromPartnerId: row.servicePartnerId,
    toPartnerId: partnerId,
    reason: change.reason,
  });
  // recordOrderEvent also enqueued the change's notifications, in this transaction (the outbox).
  return { ordStatus: status, servicePartnerId: partnerId, moved, written: true };
}

/**
 * The order's money is owed back: the order and its captured payments are flagged (the console lists them as
 * needing attention; the dashboard leaves them out of revenue). The payment flow flags a capture that lands on a
 * cancelled or already paid order the same way.
 */
export async function markRefundDue(tx: Tx, bookingId: string, paymentId?: string): Promise<void> {
  await tx.update(bookings).set({ refundDue: true }).where(eq(bookings.id, bookingId));
  const captured = and(eq(payments.bookingId, bookingId), eq(payments.status, 'CAPTURED'));
  await tx
    .update(payments)
    .set({ refundDue: true })
    .where(paymentId ? eq(payments.id, paymentId) : captured);
}

/** A completed order counts towards its services' best-seller ranking. */
async function countSales(tx: Tx, bookingId: string): Promise<void> {
  const lines = await tx
    .select({ serviceId: bookingLines.serviceId })
    .from(bookingLines)
    .where(eq(bookingLines.bookingId, bookingId));
  await tx
    .update(services)
    .set({ salesCount: sql`${services.salesCount} + 1` })
    .where(
      inArray(
        services.id,
        lines.map((line) => line.serviceId),
      ),
    );
}
