import type { OrderStatus } from '@khidma/shared/constants';
import type { MessageKey, MessageValues } from '../../lib/i18n';

/**
 * Who moves an order, and where to (docs/api.md, "Order statuses"). The customer creates it; the payment flow moves
 * an Online order from Pending to Open; an operator moves it along the visit and may cancel it before the work
 * starts. The operations console will use these same rules.
 */
const VISIT_STEPS = ['Open', 'Accepted', 'Traveling', 'Reached', 'Started', 'Completed'] as const;
const CANCELLABLE: readonly string[] = ['Pending', 'Open', 'Accepted', 'Traveling', 'Reached'];
/** From Accepted on, the order has a partner. */
const NEEDS_PARTNER: readonly string[] = VISIT_STEPS.slice(1);

export type StatusCheck = { ok: true } | { ok: false; reason: MessageKey; values?: MessageValues };

export function checkOperatorMove(from: string, to: OrderStatus, hasPartner: boolean): StatusCheck {
  if (from === to) return { ok: false, reason: 'errors.orders.alreadyInStatus', values: { status: to } };
  if (to === 'Cancelled') {
    return CANCELLABLE.includes(from)
      ? { ok: true }
      : { ok: false, reason: 'errors.orders.cannotCancel', values: { status: from } };
  }
  if (to === 'Pending' || from === 'Pending') {
    return { ok: false, reason: 'errors.orders.onlyPaymentLeavesPending' };
  }
  const fromStep = VISIT_STEPS.indexOf(from as (typeof VISIT_STEPS)[number]);
  const toStep = VISIT_STEPS.indexOf(to as (typeof VISIT_STEPS)[number]);
  if (fromStep < 0 || toStep < 0 || toStep < fromStep) {
    return { ok: false, reason: 'errors.orders.cannotMove', values: { from, to } };
  }
  if (NEEDS_PARTNER.includes(to) && !hasPartner) {
    return { ok: false, reason: 'errors.orders.partnerFirst' };
  }
  return { ok: true };
}
