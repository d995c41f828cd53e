import { addKuwaitDays, kuwaitMidnight } from '@khidma/shared/kuwait-time';
import type { PeriodQuery } from '@khidma/shared/schemas/finance';

/** The instants a period of Kuwait days covers: from the first day's midnight to the midnight after the last. */
export function periodBounds(period: PeriodQuery): { start: Date; end: Date } {
  return { start: new Date(kuwaitMidnight(period.from)), end: endOfKuwaitDay(period.to) };
}

/** The midnight (Kuwait) after `day`: "up to and including day". */
export function endOfKuwaitDay(day: string): Date {
  return new Date(kuwaitMidnight(addKuwaitDays(day, 1)));
}
