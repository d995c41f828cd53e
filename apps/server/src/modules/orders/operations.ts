import { PAYMENT_TYPE_COD, type OrderStatus } from '@khidma/shared/constants';
import { refuseMove } from '@khidma/shared/order-flow';
import type { Db } from '../../db/client';
import { conflict, forbidden } from '../../errors';
import type { ResponseCache } from '../catalog/response-cache';
import { checkAssignable, checkFreeAtSlot } from './assignment';
import type { OrderRules } from './change-terms';
import { lockBooking } from './queries';
import { applyTransition } from './transitions';
import { refuseTooEarly } from './visit-timing';

/** Changes of an order by hand, from the admin console and the partner portal. */

/** Who changes an order by hand: an admin, or the partner (service_partners row) the order is assigned to. */
export type OrderActorRef = { role: 'admin'; userId: string } | { role: 'partner'; userId: string; partnerId: string };

/**
 * What a change touches beyond its transaction: the best sellers' cache; and the slots' rules, to tell whether a
 * partner is free at the order's slot. The customer's messages go through the outbox, in the change's transaction.
 */
export type OperationsContext = { db: Db; catalogCache: ResponseCache; orderRules: OrderRules };

export type OrderChange = {
  /** A partner to assign (admin), or null to unassign (the partner's decline). */
  servicePartnerId?: string | null;
  ordStatus?: OrderStatus;
  reason?: string;
  /** The partner confirms the cash of a COD job when completing it. */
  cashCollected?: boolean;
  /** An admin moves the visit along outside its time rules (visit-timing.ts), with a reason for the audit log. */
  overrideTiming?: boolean;
};

/** An order is (re)assigned, or declined, only before its partner sets off. */
const ASSIGNABLE: readonly string[] = ['Open', 'Accepted'];

/**
 * The one way an order is moved or (re)assigned by a person. The booking row is locked (SELECT ... FOR UPDATE) while
 * the change is checked against the state machine (order-flow.ts) and made, so two admins at once serialize: the
 * second sees the first's result. A new partner must be approved, not suspended, and do one of the order's
 * sub-categories; (re)assigning or declining an Accepted order puts it back to Open for the new partner to accept.
 * One audit entry per change, in the same transaction, with the customer's messages (the outbox). After it commits a
 * completed order refreshes the best sellers. A change that changes nothing (the same partner again) writes nothing.
 */
export async function changeOrder(
  context: OperationsContext,
  actor: OrderActorRef,
  reference: string,
  change: OrderChange,
): Promise<string> {
  const result = await context.db.transaction(async (tx) => {
    const row = await lockBooking(tx, reference);
    if (actor.role === 'partner' && row.servicePartnerId !== actor.partnerId) throw forbidden();

    const reassigning = change.servicePartnerId !== undefined && change.servicePartnerId !== row.servicePartnerId;
    if (reassigning) {
      if (!ASSIGNABLE.includes(row.ordStatus)) {
        const refusal = change.servicePartnerId ? 'errors.orders.cannotAssign' : 'errors.orders.cannotDecline';
        throw conflict(refusal, undefined, { status: row.ordStatus });
      }
      if (change.servicePartnerId) {
        await checkAssignable(tx, row.id, change.servicePartnerId);
        await checkFreeAtSlot(tx, context.orderRules, row, change.servicePartnerId);
      }
    }
    // A partner completes a COD job from Started only (one step at a time), confirming the cash.
    const collectsCash =
      actor.role === 'partner' && row.paymentType === PAYMENT_TYPE_COD && row.ordStatus === 'Started';
    if (collectsCash && change.ordStatus === 'Completed' && change.cashCollected !== true) {
      throw conflict('errors.orders.cashNotConfirmed');
    }
    const overriding = actor.role === 'admin' && change.overrideTiming === true;
    // The state machine's refusal (applyTransition) comes first; a move it allows may still be too early.
    const allowed =
      change.ordStatus &&
      !reassigning &&
      !refuseMove(actor.role, row.ordStatus, change.ordStatus, row.servicePartnerId !== null);
    const early = allowed && !overriding ? refuseTooEarly(row, change.ordStatus!, context.orderRules) : null;
    if (early) throw conflict(early.reason, undefined, early.values);
    const result = await applyTransition(tx, row, actor, {
      ordStatus: change.ordStatus,
      // An admin's reassignment, or a partner's decline, starts the order afresh: Open for the new partner.
      servicePartnerId: change.servicePartnerId,
      reason: overriding ? `Timing overridden: ${change.reason ?? ''}` : change.reason,
    });
    return { id: row.id, ordStatus: result.ordStatus, moved: result.moved };
  });
  // A completed order counts towards the best sellers.
  if (result.moved && result.ordStatus === 'Completed') context.catalogCache.invalidate();
  return result.id;
}
