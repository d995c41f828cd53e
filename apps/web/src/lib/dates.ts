import { DATE_LOCALE } from '@khidma/shared/constants';

const longDate = new Intl.DateTimeFormat(DATE_LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });

/** "22 November 2026": the long en-IN date of spec §9. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
