import type { OrderStatus } from '@khidma/shared/constants';

/**
 * Who moves an order, and where to (docs/api.md, "Order statuses"). The customer creates it; the payment flow moves
 * an Online order from Pending to Open; an operator moves it along the visit and may cancel it before the work
 * starts. The operations console will use these same rules.
 */
const VISIT_STEPS = ['Open', 'Accepted', 'Traveling', 'Reached', 'Started', 'Completed'] as const;
const CANCELLABLE: readonly string[] = ['Pending', 'Open', 'Accepted', 'Traveling', 'Reached'];
/** From Accepted on, the order has a partner. */
const NEEDS_PARTNER: readonly string[] = VISIT_STEPS.slice(1);

export type StatusCheck = { ok: true } | { ok: false; reason: string };

export function checkOperatorMove(from: string, to: OrderStatus, hasPartner: boolean): StatusCheck {
  if (from === to) return { ok: false, reason: `The order is already ${to}.` };
  if (to === 'Cancelled') {
    return CANCELLABLE.includes(from) ? { ok: true } : { ok: false, reason: `A ${from} order cannot be cancelled.` };
  }
  if (to === 'Pending' || from === 'Pending') {
    return { ok: false, reason: 'Only the payment moves an order out of Pending.' };
  }
  const fromStep = VISIT_STEPS.indexOf(from as (typeof VISIT_STEPS)[number]);
  const toStep = VISIT_STEPS.indexOf(to as (typeof VISIT_STEPS)[number]);
  if (fromStep < 0 || toStep < 0 || toStep < fromStep) {
    return { ok: false, reason: `An order cannot move from ${from} to ${to}.` };
  }
  if (NEEDS_PARTNER.includes(to) && !hasPartner) {
    return { ok: false, reason: 'Assign a partner before the order moves on.' };
  }
  return { ok: true };
}
