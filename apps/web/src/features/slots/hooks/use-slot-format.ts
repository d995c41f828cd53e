import { useMemo } from 'react';
import { INTL_LOCALES } from '@khidma/shared/languages';
import { addKuwaitDays, kuwaitDate, kuwaitMidnight } from '@khidma/shared/kuwait-time';
import { SLOT_BOOKING_DAYS } from '@khidma/shared/constants';
import type { Locale } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/locale-context';

/** Every slot is Kuwait time, whatever the browser's own time zone (issue 14). */
const KUWAIT = { timeZone: 'Asia/Kuwait' } as const;

export type SlotFormatters = {
  /** A Kuwait day on the date strip: "Thu 26" / "الخميس، 26". */
  day: (date: string) => string;
  /** A Kuwait day in full, for screen readers and headings: "Thursday, 26 November 2026". */
  fullDay: (date: string) => string;
  /** A slot's start on the grid: "9:30 am" / "9:30 ص". */
  time: (iso: string) => string;
  /** A booked slot, wherever one is shown: "Thu, 26 Nov, 9:30 – 10:30 am"; '' when it does not parse. */
  slot: (start: string, end: string) => string;
};

const cache = new Map<Locale, SlotFormatters>();

export function slotFormattersFor(locale: Locale): SlotFormatters {
  const cached = cache.get(locale);
  if (cached) return cached;
  const intlLocale = INTL_LOCALES[locale];
  const day = new Intl.DateTimeFormat(intlLocale, { ...KUWAIT, weekday: 'short', day: 'numeric' });
  const fullDay = new Intl.DateTimeFormat(intlLocale, {
    ...KUWAIT,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat(intlLocale, { ...KUWAIT, hour: 'numeric', minute: '2-digit' });
  const range = new Intl.DateTimeFormat(intlLocale, {
    ...KUWAIT,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
  const formatters: SlotFormatters = {
    day: (date) => day.format(kuwaitMidnight(date)),
    fullDay: (date) => fullDay.format(kuwaitMidnight(date)),
    time: (iso) => time.format(new Date(iso)),
    slot: (start, end) => {
      const from = new Date(start);
      const to = new Date(end);
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return '';
      return range.formatRange(from, to);
    },
  };
  cache.set(locale, formatters);
  return formatters;
}

/** Slot days and times in the reader's language, always in Kuwait time. */
export function useSlotFormat(): SlotFormatters {
  const { locale } = useLocale();
  return useMemo(() => slotFormattersFor(locale), [locale]);
}

/** The bookable Kuwait days, today first (SLOT_BOOKING_DAYS of them), as the server counts them. */
export function bookableDays(now: number = Date.now()): string[] {
  const today = kuwaitDate(now);
  return Array.from({ length: SLOT_BOOKING_DAYS }, (_, index) => addKuwaitDays(today, index));
}
