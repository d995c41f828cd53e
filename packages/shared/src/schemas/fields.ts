import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PHONE_DIGITS } from '../constants';

/**
 * The field rules the account, partner and address schemas share, each written once. A form passes its own
 * messages (spec §5), so each field keeps its exact wording while the rule itself stands here.
 */

/** A phone number: exactly PHONE_DIGITS digits. */
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
/** A country code: "+" and 1 to 4 digits (the web fixes it at COUNTRY_CODE; the API takes any). */
export const COUNTRY_CODE_PATTERN = /^\+\d{1,4}$/;
const PASSWORD_MAX = 128;

/**
 * Control characters (C0, DEL, C1) and unpaired surrogates: nothing a person types into a field, and PostgreSQL
 * refuses a NUL outright. A multi-line text keeps its tabs and line breaks.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cs}]/u;
const CONTROL_CHARACTERS_BUT_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/**
 * Every text field of a form or payload: trimmed, and '<label> must not contain control characters' when it holds
 * one. `error` is the message when the value is missing or not a string.
 */
export function text(label: string, options: { error?: string; multiline?: boolean } = {}) {
  const forbidden = options.multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS;
  return z
    .string({ error: options.error })
    .trim()
    .refine((value) => !forbidden.test(value), `${label} must not contain control characters`);
}

/** A required text: '<label> is required' (or `required`) when empty or missing, at most `max` characters. */
export const requiredText = (label: string, max: number, required = `${label} is required`) =>
  text(label, { error: required }).min(1, required).max(max, `At most ${max} characters`);

/** Required ('Email is required'), and shaped like an email ('Invalid email address'). */
export const emailText = (max: number) => requiredText('Email', max).pipe(z.email('Invalid email address'));

/** A password being checked: only required (an old, shorter password still gets its answer at login). */
export const currentPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters`);

/** A password being set: also at least PASSWORD_MIN_LENGTH characters (spec §5). */
export const newPassword = currentPassword.min(
  PASSWORD_MIN_LENGTH,
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
);

/** `required` for a missing value, `invalid` for one of the wrong type: a number is never reported as missing. */
const typeError = (required: string, invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? required : invalid;

/** A trimmed text matching `pattern`, else `invalid`; `required` (when given) is the message for an empty one. */
function matching(pattern: RegExp, invalid: string, required?: string) {
  const text = z.string({ error: typeError(required ?? invalid, invalid) }).trim();
  return (required ? text.min(1, required) : text).regex(pattern, invalid);
}

/**
 * A string of digits that may also arrive as a JSON number (spec §3 types a partner's Number, pincode and AcNumber as
 * numbers): a whole, non-negative number that a double holds exactly becomes its digits, any other number is
 * `invalid`, and only a missing value is `required`. A number cannot carry a leading zero: send those as strings.
 */
export function digitsOrNumber<T extends z.ZodType<unknown, string>>(schema: T, invalid: string, required: string) {
  return z
    .union([z.string(), z.number()], { error: typeError(required, invalid) })
    .transform((value, context) => {
      if (typeof value === 'string') return value;
      if (Number.isSafeInteger(value) && value >= 0) return String(value);
      context.addIssue({ code: 'custom', message: invalid, input: value });
      return z.NEVER;
    })
    .pipe(schema);
}

export const phoneNumber = (invalid: string, required?: string) => matching(PHONE_PATTERN, invalid, required);

export const countryCode = (invalid: string, required?: string) => matching(COUNTRY_CODE_PATTERN, invalid, required);
