/**
 * Kuwait time (Asia/Kuwait): UTC+3 all year, no daylight saving. Every helper works on UTC fields of shifted
 * instants only, never on the process's time zone, so a server (or browser) anywhere computes the same Kuwait days
 * and times. A Kuwait day is a 'YYYY-MM-DD' string; an instant is a Date or epoch milliseconds.
 */

export const KUWAIT_OFFSET_MINUTES = 180;
/** The IANA zone, for Intl formatting in the browser (the helpers below need no zone data). */
export const KUWAIT_TIME_ZONE = 'Asia/Kuwait';
const OFFSET_MS = KUWAIT_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
export function isKuwaitDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** The Kuwait day an instant falls on. */
export function kuwaitDate(instant: Date | number): string {
  return new Date(new Date(instant).getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Kuwait day starts (its 00:00 in Kuwait, 21:00 UTC the day before), in epoch milliseconds. */
export function kuwaitMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - OFFSET_MS;
}

/** The Kuwait day `days` after `date` (negative: before). */
export function addKuwaitDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, as Date.getDay numbers them. */
export function kuwaitWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Minutes after Kuwait midnight of an 'HH:MM' time; undefined when it is not one. */
export function minutesOfDay(time: string): number | undefined {
  const match = TIME_PATTERN.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** An instant in ISO 8601 with Kuwait's offset: '2026-11-26T09:30:00+03:00'. */
export function toKuwaitIso(instant: Date | number): string {
  return `${new Date(new Date(instant).getTime() + OFFSET_MS).toISOString().slice(0, 19)}+03:00`;
}
