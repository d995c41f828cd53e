import type { OrderStatus } from './constants';

/**
 * The one state machine of an order (docs/api.md, "Order statuses"), for the server (admin console and partner
 * portal) and for the web (which buttons a screen offers). The customer creates an order; the payment flow moves an
 * Online order from Pending to Open; an admin assigns a partner and may move an order along the visit or cancel it
 * before the work starts; the assigned partner accepts (or declines, which unassigns them) and moves it along the
 * visit to Completed. The customer may only cancel, and only before the partner arrives (later, they are at the
 * door): the late-change fee rule (changeFee) stops there too.
 */
export const VISIT_STEPS = ['Open', 'Accepted', 'Traveling', 'Reached', 'Started', 'Completed'] as const;
const CANCELLABLE: readonly OrderStatus[] = ['Pending', 'Open', 'Accepted', 'Traveling', 'Reached'];
const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['Pending', 'Open', 'Accepted', 'Traveling'];
/** From Accepted on, the order has a partner. */
const NEEDS_PARTNER: readonly OrderStatus[] = VISIT_STEPS.slice(1);
/** Who may move an order by hand. The system (payments) moves Pending to Open outside this machine. */
export type OrderMover = 'admin' | 'partner' | 'customer';

/** Why a move is refused: a key of the shared catalogue (errors.orders.*) and its values. */
export type MoveRefusal = { reason: MoveRefusalKey; values?: Record<string, string> };
export type MoveRefusalKey =
  | 'errors.orders.alreadyInStatus'
  | 'errors.orders.cannotCancel'
  | 'errors.orders.onlyPaymentLeavesPending'
  | 'errors.orders.cannotMove'
  | 'errors.orders.partnerFirst'
  | 'errors.orders.partnerCannotCancel'
  | 'errors.orders.oneStepAtATime';

/** Whether `mover` may move an order from `from` to `to`; null when allowed, else why not. */
export function refuseMove(mover: OrderMover, from: string, to: OrderStatus, hasPartner: boolean): MoveRefusal | null {
  if (from === to) return { reason: 'errors.orders.alreadyInStatus', values: { status: to } };
  if (to === 'Cancelled') {
    if (mover === 'partner') return { reason: 'errors.orders.partnerCannotCancel' };
    const cancellable = mover === 'customer' ? CUSTOMER_CANCELLABLE : CANCELLABLE;
    return (cancellable as readonly string[]).includes(from)
      ? null
      : { reason: 'errors.orders.cannotCancel', values: { status: from } };
  }
  if (mover === 'customer') return { reason: 'errors.orders.cannotMove', values: { from, to } };
  if (to === 'Pending' || from === 'Pending') return { reason: 'errors.orders.onlyPaymentLeavesPending' };
  const fromStep = VISIT_STEPS.indexOf(from as (typeof VISIT_STEPS)[number]);
  const toStep = VISIT_STEPS.indexOf(to as (typeof VISIT_STEPS)[number]);
  if (fromStep < 0 || toStep < 0 || toStep < fromStep) {
    return { reason: 'errors.orders.cannotMove', values: { from, to } };
  }
  if (NEEDS_PARTNER.includes(to) && !hasPartner) return { reason: 'errors.orders.partnerFirst' };
  // A partner reports the visit as it happens: one step at a time, never skipping one.
  if (mover === 'partner' && toStep !== fromStep + 1) return { reason: 'errors.orders.oneStepAtATime' };
  return null;
}

/** The statuses `mover` may move an order to from `from`, in the visit's order (Cancelled last). */
export function nextStatuses(mover: OrderMover, from: string, hasPartner: boolean): OrderStatus[] {
  const candidates: OrderStatus[] = [...VISIT_STEPS, 'Cancelled'];
  return candidates.filter((to) => refuseMove(mover, from, to, hasPartner) === null);
}
