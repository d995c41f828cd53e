import { IntlMessageFormat } from 'intl-messageformat';
import ar from '@khidma/shared/messages/ar.json';
import en from '@khidma/shared/messages/en.json';
import type { Language } from '@khidma/shared/languages';

export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number>;

const catalogues: Record<Language, Record<string, string>> = { en, ar };
const intlLocales: Record<Language, string> = { en: 'en-IN', ar: 'ar-KW-u-nu-latn' };
const compiled = new Map<string, IntlMessageFormat>();

export const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(en, text);

/**
 * A message of the shared catalogue in `language` (English when Arabic lacks it). Any other text passes through
 * unchanged: a field error zod wrote, or a sentence not moved into the catalogue.
 */
export function translate(language: Language, text: string, values?: MessageValues): string {
  if (!isMessageKey(text)) return text;
  const source = catalogues[language][text] ?? en[text];
  const cacheKey = `${language}\u0000${text}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(source, intlLocales[language]);
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
}
