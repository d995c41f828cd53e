/**
 * Kuwait days (issue 13): "today" and every date filter of the console and the portal are calendar days in
 * Asia/Kuwait, whatever time zone the server process runs in. Kuwait keeps UTC+3 all year (no daylight saving
 * since 2007), so a day is always 24 hours starting at 21:00 UTC the day before.
 */
const KUWAIT_OFFSET = '+03:00';
const DAY_MS = 24 * 60 * 60 * 1000;
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kuwait',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Kuwait calendar day of an instant, "YYYY-MM-DD". */
export function kuwaitDay(at: Date): string {
  return dayFormat.format(at);
}

/** The instants of one Kuwait day: from its midnight (inclusive) to the next (exclusive). */
export function kuwaitDayRange(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00${KUWAIT_OFFSET}`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}
