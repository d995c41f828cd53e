import type { OrderStatus } from '@khidma/shared/constants';
import { VISIT_STEPS } from '@khidma/shared/order-flow';
import type { MessageValues } from '../../lib/i18n';
import type { OrderRules } from './change-terms';

const MINUTE_MS = 60_000;

/**
 * When a visit may move along, by its slot (docs/decisions/2026-11-26-visit-timing.md): Traveling from
 * TRAVEL_START_LEAD_MINUTES before the slot, Reached and Started from REACH_EARLIEST_MINUTES before it, Completed
 * from its start. A partner days early would lock the customer out of cancelling and charge them the late fee, or
 * count a visit that never happened as cash revenue. Orders placed before slots have no rule. Null when allowed,
 * else the refusal's message key and values; an admin may override with a reason.
 */
export function refuseTooEarly(
  order: { ordStatus: string; slotStart: Date | null },
  to: OrderStatus,
  rules: Pick<OrderRules, 'travelStartLeadMinutes' | 'reachEarliestMinutes' | 'visitTiming' | 'now'>,
): { reason: string; values?: MessageValues } | null {
  if (!order.slotStart || rules.visitTiming === 'off') return null;
  const from = VISIT_STEPS.indexOf(order.ordStatus as (typeof VISIT_STEPS)[number]);
  const step = VISIT_STEPS.indexOf(to as (typeof VISIT_STEPS)[number]);
  if (step <= from) return null;
  const minutesLeft = (order.slotStart.getTime() - (rules.now?.() ?? Date.now())) / MINUTE_MS;
  if (to === 'Traveling' && minutesLeft > rules.travelStartLeadMinutes) {
    return { reason: 'errors.orders.tooEarlyToTravel', values: { minutes: String(rules.travelStartLeadMinutes) } };
  }
  if ((to === 'Reached' || to === 'Started') && minutesLeft > rules.reachEarliestMinutes) {
    return { reason: 'errors.orders.tooEarlyToReach', values: { minutes: String(rules.reachEarliestMinutes) } };
  }
  if (to === 'Completed' && minutesLeft > 0) return { reason: 'errors.orders.tooEarlyToComplete' };
  return null;
}
