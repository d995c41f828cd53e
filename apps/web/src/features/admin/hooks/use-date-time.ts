import { useMemo } from 'react';
import { KUWAIT_TIME_ZONE } from '@khidma/shared/kuwait-time';
import { INTL_LOCALES } from '@khidma/shared/languages';
import { useLocale } from '@/lib/i18n/locale-context';

/** A moment as a date and time in Kuwait, in the reader's language ('' when it does not parse). */
export function useDateTime() {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: KUWAIT_TIME_ZONE,
    });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    };
  }, [locale]);
}
