/**
 * service_partners.workDays is a bitmask (bit d set: weekday d works, 0 = Sunday ... 6 = Saturday); the API speaks
 * of weekdays as an ascending list. These two are the only places that convert.
 */

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The stored bitmask of a list of weekdays (workDaysSchema checked them: 0..6, each once). */
export function workDaysMask(days: readonly number[]): number {
  return days.reduce((mask, day) => mask | (1 << day), 0);
}

/** The weekdays of a stored bitmask, ascending. */
export function workDaysOf(mask: number): number[] {
  return WEEKDAYS.filter((day) => (mask & (1 << day)) !== 0);
}
