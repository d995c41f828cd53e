import { kuwaitDate, toKuwaitIso } from '@khidma/shared/kuwait-time';
import type { Slot } from '@khidma/shared/schemas/slots';

/** Today in Kuwait: the date strip's first day, whatever the test machine's time zone. */
export const kuwaitToday = () => kuwaitDate(Date.now());

/** A day's slots as GET slots answers them: each 'HH:MM' Kuwait time, `minutes` long; `taken` ones unavailable. */
export function daySlots(date: string, times: string[], { minutes = 60, taken = [] as string[] } = {}): Slot[] {
  return times.map((time) => {
    const start = `${date}T${time}:00+03:00`;
    return { start, end: toKuwaitIso(Date.parse(start) + minutes * 60_000), available: !taken.includes(time) };
  });
}
