import { IntlMessageFormat } from 'intl-messageformat';
import ar from '@khidma/shared/messages/ar.json';
import en from '@khidma/shared/messages/en.json';
import { INTL_LOCALES, type Language } from '@khidma/shared/languages';
import { readMessage } from '@khidma/shared/message-keys';

export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number>;

const catalogues: Record<Language, Record<string, string>> = { en, ar };
const compiled = new Map<string, IntlMessageFormat>();

export const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(en, text);

/**
 * A message of the shared catalogue in `language` (English when Arabic lacks it), with the business constants
 * (MESSAGE_PARAMS), the values the message carries ('validation.atMost?max=100') and `values`. Any other text passes
 * through unchanged: a message zod wrote itself, or a sentence not moved into the catalogue.
 */
export function translate(language: Language, text: string, values?: MessageValues): string {
  const message = readMessage(text);
  if (!message) return text;
  const source = catalogues[language][message.key] ?? en[message.key];
  const cacheKey = `${language}\u0000${message.key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(source, INTL_LOCALES[language]);
    compiled.set(cacheKey, format);
  }
  return String(format.format({ ...message.values, ...values }));
}
