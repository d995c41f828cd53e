import { useMemo } from 'react';
import { isKuwaitDate, KUWAIT_TIME_ZONE, kuwaitMidnight } from '@khidma/shared/kuwait-time';
import { INTL_LOCALES } from '@khidma/shared/languages';
import type { Locale } from './i18n/locale';
import { useLocale } from './i18n/locale-context';

/** Time slots in the reader's language, the one way every screen (checkout, orders, console, portal) writes them. */
export type SlotFormat = {
  /** A booked slot: "Thu, 26 Nov, 9:30 – 10:30 am"; its start alone without an end; null without a slot. */
  slot: (start: string | null, end: string | null) => string | null;
  /** A slot's times for a list that already says the day: "9:30 – 10:30 am"; null without a slot. */
  timeRange: (start: string | null, end: string | null) => string | null;
  /** A slot's start on the grid: "9:30 am". */
  time: (iso: string) => string;
  /** A Kuwait day ('2026-11-26') on the date strip: "Thu 26". */
  stripDay: (date: string) => string;
  /** A Kuwait day in full: "Thursday, 26 November 2026"; the text itself when it is not a day. */
  fullDay: (date: string) => string;
};

const cache = new Map<Locale, SlotFormat>();

const parse = (iso: string | null) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

export function slotFormatFor(locale: Locale): SlotFormat {
  const cached = cache.get(locale);
  if (cached) return cached;
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone: KUWAIT_TIME_ZONE, ...options });
  const clock = { hour: 'numeric', minute: '2-digit' } as const;
  const withDay = intl({ ...clock, weekday: 'short', day: 'numeric', month: 'short' });
  const timeOnly = intl(clock);
  const stripDay = intl({ weekday: 'short', day: 'numeric' });
  const fullDay = intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const range = (format: Intl.DateTimeFormat) => (start: string | null, end: string | null) => {
    const from = parse(start);
    if (!from) return null;
    const to = parse(end);
    return to && to > from ? format.formatRange(from, to) : format.format(from);
  };
  const formats: SlotFormat = {
    slot: range(withDay),
    timeRange: range(timeOnly),
    time: (iso) => timeOnly.format(new Date(iso)),
    stripDay: (date) => stripDay.format(kuwaitMidnight(date)),
    fullDay: (date) => (isKuwaitDate(date) ? fullDay.format(kuwaitMidnight(date)) : date),
  };
  cache.set(locale, formats);
  return formats;
}

/** Slots in the reader's language. */
export function useSlotFormat(): SlotFormat {
  const { locale } = useLocale();
  return useMemo(() => slotFormatFor(locale), [locale]);
}
