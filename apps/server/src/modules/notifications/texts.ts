import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALES, type Language } from '@khidma/shared/languages';
import { KUWAIT_TIME_ZONE } from '@khidma/shared/kuwait-time';
import { filsToKd, formatAmount } from '@khidma/shared/money';
import ar from './messages/ar.json';
import en from './messages/en.json';

/**
 * The texts of the messages we send (issue 24), English and Arabic: a catalogue of their own beside the module, as
 * only the server renders them (docs/decisions/2026-11-26-notifications-outbox.md).
 */
export type TextKey = keyof typeof en;
const catalogues: Record<Language, Record<TextKey, string>> = { en, ar };
const compiled = new Map<string, IntlMessageFormat>();

export function text(language: Language, key: TextKey, values: Record<string, string | number> = {}): string {
  const cacheKey = `${language}\u0000${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(catalogues[language][key], INTL_LOCALES[language]);
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
}

/** "Thursday, 26 November 2026 at 10:00 am": a visit's time, Kuwait's, in the reader's language. */
export function visitTime(language: Language, instant: Date): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    timeZone: KUWAIT_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(instant);
}

/** "KD 28.000" / "28.000 د.ك". */
export function money(language: Language, fils: number): string {
  const amount = formatAmount(filsToKd(fils));
  return language === 'ar' ? `${amount} د.ك` : `KD ${amount}`;
}
