import { FREE_CHANGE_MINUTES } from '@khidma/shared/constants';
import type { SlotRules } from '../slots/service';

/**
 * What the customer's own changes (cancel, reschedule) cost: the late-change fee (LATE_CHANGE_FEE_KD) and the
 * clock, injectable so a test can freeze it. The orders module's rules are these plus the slots' (SlotRules).
 */
export type ChangeTerms = { lateChangeFeeKd: number; now?: () => number };
export type OrderRules = SlotRules & ChangeTerms & OrderLimits;

/** How many orders an account may hold, how long an unpaid one holds its slot, and when a visit may move along. */
export type OrderLimits = {
  maxUnpaidOrders: number;
  maxOpenOrders: number;
  paymentWindowMinutes: number;
  travelStartLeadMinutes: number;
  /** 'off' only in end-to-end runs (config VISIT_TIMING). */
  visitTiming?: 'enforced' | 'off';
  reachEarliestMinutes: number;
};

/** From the partner's arrival on, the visit is under way: the customer can no longer change it. */
const UNCHANGEABLE: readonly string[] = ['Reached', 'Started', 'Completed', 'Cancelled'];
const MINUTE_MS = 60_000;

/**
 * The fee (KD) the customer pays now to cancel or reschedule: null once the order can no longer be changed; free
 * (0) before the partner sets off and more than FREE_CHANGE_MINUTES before the slot (an order without a slot is
 * free until the partner travels); the late-change fee otherwise. Pure, on epoch milliseconds: no time zone.
 */
export function changeFee(
  order: { ordStatus: string; slotStart: Date | number | null },
  lateChangeFeeKd: number,
  now: number,
): number | null {
  if (UNCHANGEABLE.includes(order.ordStatus)) return null;
  if (order.ordStatus === 'Traveling') return lateChangeFeeKd;
  if (order.slotStart === null) return 0;
  const minutesLeft = (new Date(order.slotStart).getTime() - now) / MINUTE_MS;
  return minutesLeft > FREE_CHANGE_MINUTES ? 0 : lateChangeFeeKd;
}

/** The fee under `terms`, at their clock's now. */
export const changeFeeNow = (order: { ordStatus: string; slotStart: Date | null }, terms: ChangeTerms) =>
  changeFee(order, terms.lateChangeFeeKd, terms.now?.() ?? Date.now());

/** The orders' rules from the app's config (slots, fees, limits; docs in .env.example), on the real clock. */
export const orderRulesOf = (config: {
  TRAVEL_BUFFER_MINUTES: number;
  LATE_CHANGE_FEE_KD: number;
  MAX_UNPAID_ORDERS: number;
  MAX_OPEN_ORDERS: number;
  PAYMENT_WINDOW_MINUTES: number;
  TRAVEL_START_LEAD_MINUTES: number;
  REACH_EARLIEST_MINUTES: number;
  VISIT_TIMING: 'enforced' | 'off';
}): OrderRules => ({
  travelBufferMinutes: config.TRAVEL_BUFFER_MINUTES,
  lateChangeFeeKd: config.LATE_CHANGE_FEE_KD,
  maxUnpaidOrders: config.MAX_UNPAID_ORDERS,
  maxOpenOrders: config.MAX_OPEN_ORDERS,
  paymentWindowMinutes: config.PAYMENT_WINDOW_MINUTES,
  travelStartLeadMinutes: config.TRAVEL_START_LEAD_MINUTES,
  reachEarliestMinutes: config.REACH_EARLIEST_MINUTES,
  visitTiming: config.VISIT_TIMING,
});
