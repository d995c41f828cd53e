import { FREE_CHANGE_MINUTES } from '@khidma/shared/constants';
import type { SlotRules } from '../slots/service';

/**
 * What the customer's own changes (cancel, reschedule) cost: the late-change fee (LATE_CHANGE_FEE_KD) and the
 * clock, injectable so a test can freeze it. The orders module's rules are these plus the slots' (SlotRules).
 */
export type ChangeTerms = { lateChangeFeeKd: number; now?: () => number };
export type OrderRules = SlotRules & ChangeTerms;

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

/** The orders' rules from the app's config (TRAVEL_BUFFER_MINUTES, LATE_CHANGE_FEE_KD), on the real clock. */
export const orderRulesOf = (config: { TRAVEL_BUFFER_MINUTES: number; LATE_CHANGE_FEE_KD: number }): OrderRules => ({
  travelBufferMinutes: config.TRAVEL_BUFFER_MINUTES,
  lateChangeFeeKd: config.LATE_CHANGE_FEE_KD,
});
