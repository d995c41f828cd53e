import { useMemo } from 'react';
import { isKuwaitDate } from '@khidma/shared/kuwait-time';
import { INTL_LOCALES } from '@khidma/shared/languages';
import type { Locale } from './i18n/locale';
import { useLocale } from './i18n/locale-context';

/** Visits happen in Kuwait: a slot reads in Kuwait time whatever the reader's computer says. */
export const KUWAIT_TIME_ZONE = 'Asia/Kuwait';

export type SlotFormat = {
  /** "Thu, 26 Nov, 2026, 9:30 – 11:00 am"; null for no slot (orders placed before time slots) or a bad one. */
  slot: (start: string | null, end: string | null) => string | null;
  /** "9:30 am – 11:00 am": for a list that already says the day (the portal's Today). */
  time: (start: string | null, end: string | null) => string | null;
  /** A Kuwait day ('2026-11-26') as "Thursday, 26 November 2026"; the text itself when it is not a day. */
  day: (date: string) => string;
};

const cache = new Map<Locale, SlotFormat>();

const parse = (iso: string | null) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * The console's and the portal's slot, in the reader's language. A slot without its end shows its start alone.
 * (The customer's pages have their own in features/slots; one of them goes at merge.)
 */
export function slotFormatFor(locale: Locale): SlotFormat {
  const cached = cache.get(locale);
  if (cached) return cached;
  const time = { hour: 'numeric', minute: '2-digit', timeZone: KUWAIT_TIME_ZONE } as const;
  const withDate = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    ...time,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const timeOnly = new Intl.DateTimeFormat(INTL_LOCALES[locale], time);
  const range = (format: Intl.DateTimeFormat) => (start: string | null, end: string | null) => {
    const from = parse(start);
    if (!from) return null;
    const to = parse(end);
    return to && to > from ? format.formatRange(from, to) : format.format(from);
  };
  // A Kuwait day names no instant: read at UTC midnight in UTC, it is that very day everywhere.
  const longDay = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = (date: string) => (isKuwaitDate(date) ? longDay.format(new Date(`${date}T00:00:00Z`)) : date);
  const formats = { slot: range(withDate), time: range(timeOnly), day };
  cache.set(locale, formats);
  return formats;
}

/** Slots in the reader's language. */
export function useSlotFormat(): SlotFormat {
  const { locale } = useLocale();
  return useMemo(() => slotFormatFor(locale), [locale]);
}
