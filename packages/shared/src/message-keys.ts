import {
  ADMIN_PASSWORD_MIN_LENGTH,
  COUNTRY_CODE,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
  RATING_MAX,
  RATING_MIN,
  REVIEW_MAX_LENGTH,
  SEARCH_TERM_MAX_LENGTH,
  SLOT_BOOKING_DAYS,
  SLOT_DURATION_MAX_MINUTES,
  SLOT_DURATION_MIN_MINUTES,
} from './constants';
import en from './messages/en.json';

/**
 * Shared texts (schema messages, AUTH_MESSAGES, PARTNER_MESSAGES) are keys of the shared catalogue
 * (messages/{en,ar}.json), so the web and the server each say them in the reader's language. One way carries their
 * arguments (docs/decisions/2026-11-25-shared-messages-are-keys-with-their-values.md):
 * - a business constant is named in the text ('Enter the {OTP_LENGTH}-digit code') and MESSAGE_PARAMS, passed to
 *   every translation, gives its value;
 * - a value that differs between uses of one message travels in the message itself, as a query after the key:
 *   withValues('validation.atMost', { max: 100 }) is 'validation.atMost?max=100'.
 */
export const MESSAGE_PARAMS = {
  ADMIN_PASSWORD_MIN_LENGTH,
  COUNTRY_CODE,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
  RATING_MAX,
  RATING_MIN,
  REVIEW_MAX_LENGTH,
  SEARCH_TERM_MAX_LENGTH,
  SLOT_BOOKING_DAYS,
  SLOT_DURATION_MAX_MINUTES,
  SLOT_DURATION_MIN_MINUTES,
} as const;

export type SharedMessageKey = keyof typeof en;
export type SharedMessageValues = Record<string, string | number>;

export const isSharedMessageKey = (text: string): text is SharedMessageKey => Object.hasOwn(en, text);

/** A shared message with the values only this use knows: `key?name=value`. */
export function withValues(key: SharedMessageKey, values: SharedMessageValues): string {
  const query = Object.entries(values).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return `${key}?${query.join('&')}`;
}

/** A number stays a number, so a plural or a number format can use it. */
const numeric = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);

/**
 * The key and every value of a shared message (MESSAGE_PARAMS, then its own), or undefined for any other text
 * (a server's sentence already in the reader's language, a message zod wrote itself).
 */
export function readMessage(text: string): { key: SharedMessageKey; values: SharedMessageValues } | undefined {
  const [key = '', query] = text.split('?', 2);
  if (!isSharedMessageKey(key)) return undefined;
  if (query === undefined) return { key, values: MESSAGE_PARAMS };
  const own = query.split('&').map((pair) => {
    const [name = '', value = ''] = pair.split('=', 2);
    return [name, numeric(decodeURIComponent(value))];
  });
  return { key, values: { ...MESSAGE_PARAMS, ...Object.fromEntries(own) } };
}
