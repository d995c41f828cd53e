import { useMemo } from 'react';
import { INTL_LOCALES } from '@khidma/shared/languages';
import { formatMoney } from '@khidma/shared/money';
import type { Locale } from './locale';
import { useLocale } from './locale-context';

export type Formatters = {
  /** "KD 12.500" in English, "12.500 د.ك" in Arabic: KD with its 3 decimals (fils), as Kuwait writes it. */
  money: (kd: number) => string;
  /** "22 November 2026" / "22 نوفمبر 2026"; '' for a date that does not parse. */
  longDate: (iso: string) => string;
  /** "AC Repair, Plumbing and Electrical" / "… و…": the items as a sentence's list. */
  list: (items: string[]) => string;
};

const cache = new Map<Locale, Formatters>();

export function formattersFor(locale: Locale): Formatters {
  const cached = cache.get(locale);
  if (cached) return cached;
  const intlLocale = INTL_LOCALES[locale];
  // Made on first use: an Intl formatter costs milliseconds to make, and the catalogue pages show money only.
  let longDate: Intl.DateTimeFormat | undefined;
  let list: Intl.ListFormat | undefined;
  const formatters: Formatters = {
    money: (kd) => formatMoney(kd, locale),
    longDate: (iso) => {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return '';
      longDate ??= new Intl.DateTimeFormat(intlLocale, { day: 'numeric', month: 'long', year: 'numeric' });
      return longDate.format(date);
    },
    list: (items) => (list ??= new Intl.ListFormat(intlLocale, { type: 'conjunction' })).format(items),
  };
  cache.set(locale, formatters);
  return formatters;
}

/** Money and dates in the reader's language. */
export function useFormat(): Formatters {
  const { locale } = useLocale();
  return useMemo(() => formattersFor(locale), [locale]);
}
