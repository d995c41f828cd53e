import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { withValues, type SharedMessageKey } from '../message-keys';
import { cleanPhone, parseMobile, PHONE_SHAPE } from '../phones';

/**
 * The field rules the account, partner and address schemas share, each written once. A form passes its own
 * messages (spec §5), so each field keeps its exact wording while the rule itself stands here. Every message is a
 * key of the shared catalogue (message-keys.ts); a field's own messages are 'validation.<field>.<rule>'.
 */

/** The fields that have a message for `rule`: 'name' when 'validation.name.required' is a key. */
export type FieldWith<Rule extends string> = SharedMessageKey extends infer Key
  ? Key extends `validation.${infer Field}.${Rule}`
    ? Field
    : never
  : never;

/** A country code: "+" and 1 to 4 digits (the web's picker offers PHONE_COUNTRIES; the API takes any). */
export const COUNTRY_CODE_PATTERN = /^\+\d{1,4}$/;
const PASSWORD_MAX = 128;

/** 'At most <max> characters'. */
export const atMost = (max: number) => withValues('validation.atMost', { max });

/**
 * Control characters (C0, DEL, C1) and unpaired surrogates: nothing a person types into a field, and PostgreSQL
 * refuses a NUL outright. A multi-line text keeps its tabs and line breaks.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cs}]/u;
const CONTROL_CHARACTERS_BUT_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/**
 * Every text field of a form or payload: trimmed, and '<label> must not contain control characters'
 * ('validation.<field>.controlCharacters') when it holds one. `error` is the message when the value is missing or
 * not a string.
 */
export function text(field: FieldWith<'controlCharacters'>, options: { error?: string; multiline?: boolean } = {}) {
  const forbidden = options.multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS;
  return z
    .string({ error: options.error })
    .trim()
    .refine((value) => !forbidden.test(value), `validation.${field}.controlCharacters`);
}

/** A required text: '<label> is required' ('validation.<field>.required') when empty or missing, at most `max`. */
export const requiredText = (field: FieldWith<'controlCharacters'> & FieldWith<'required'>, max: number) => {
  const required = `validation.${field}.required`;
  return text(field, { error: required }).min(1, required).max(max, atMost(max));
};

/** Required ('Email is required'), and shaped like an email ('Invalid email address'). */
export const emailText = (max: number) => requiredText('email', max).pipe(z.email('validation.email.invalid'));

/** A password being checked: only required (an old, shorter password still gets its answer at login). */
export const currentPassword = z
  .string({ error: 'validation.password.required' })
  .min(1, 'validation.password.required')
  .max(PASSWORD_MAX, atMost(PASSWORD_MAX));

/** A password being set: also at least PASSWORD_MIN_LENGTH characters (spec §5). */
export const newPassword = currentPassword.min(PASSWORD_MIN_LENGTH, 'validation.password.tooShort');

/** An admin's new password: the one rule for the console form, POST admin/admins and ADMIN_PASSWORD. */
export const adminPassword = currentPassword.min(ADMIN_PASSWORD_MIN_LENGTH, 'validation.password.adminTooShort');

/** `required` for a missing value, `invalid` for one of the wrong type: a number is never reported as missing. */
const typeError = (required: string, invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? required : invalid;

/** A trimmed text matching `pattern`, else `invalid`; `required` (when given) is the message for an empty one. */
function matching(pattern: RegExp, invalid: SharedMessageKey, required?: SharedMessageKey) {
  const text = z.string({ error: typeError(required ?? invalid, invalid) }).trim();
  return (required ? text.min(1, required) : text).regex(pattern, invalid);
}

/**
 * A string of digits that may also arrive as a JSON number (spec §3 types a partner's Number, pincode and AcNumber as
 * numbers): a whole, non-negative number that a double holds exactly becomes its digits, any other number is
 * `invalid`, and only a missing value is `required`. A number cannot carry a leading zero: send those as strings.
 */
export function digitsOrNumber<T extends z.ZodType<unknown, string>>(
  schema: T,
  invalid: SharedMessageKey,
  required: SharedMessageKey,
) {
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

/**
 * A phone number field: trimmed and cleaned (Latin digits, no spaces or dashes, "00" as "+"). On its own it checks the
 * number's shape, and an international one ("+96551234567") in full; the number's country is checked with
 * `phoneInCountry` on the object that holds the field and its country code (a field cannot see its neighbour).
 */
export const phoneNumber = (invalid: SharedMessageKey, required?: SharedMessageKey) => {
  const text = z.string({ error: typeError(required ?? invalid, invalid) }).trim();
  return (required ? text.min(1, required) : text)
    .max(40, invalid)
    .transform(cleanPhone)
    .refine(
      (phone) => PHONE_SHAPE.test(phone) && (!phone.startsWith('+') || parseMobile(phone) !== undefined),
      invalid,
    );
};

export const countryCode = (invalid: SharedMessageKey, required?: SharedMessageKey) =>
  matching(COUNTRY_CODE_PATTERN, invalid, required);

/**
 * The check of a phone in its country, for the object holding both: `phone` must be a valid mobile number of the
 * country its `country` field names (Kuwait when the object has none or it is empty), else `invalid` on `phone`.
 * Spread into the object's refine: `.refine(...phoneInCountry('phone', 'validation.phone.invalid'))`. Runs once
 * the phone itself passed, so one message names it (and a bad email elsewhere does not hide it).
 */
export function phoneInCountry(phone: string, invalid: SharedMessageKey, country = 'country_code') {
  const fieldsOf = (value: unknown) => (value ?? {}) as Record<string, unknown>;
  const check = (value: unknown) => {
    const fields = fieldsOf(value);
    const number = fields[phone];
    const code = fields[country];
    if (typeof number !== 'string') return true;
    return parseMobile(number, typeof code === 'string' && code ? code : undefined) !== undefined;
  };
  const params = {
    path: [phone],
    message: invalid,
    when: ({ value, issues }: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      typeof fieldsOf(value)[phone] === 'string' && !issues.some((issue) => issue.path?.[0] === phone),
  };
  return [check, params] as const;
}

/**
 * After phoneInCountry, the object as it is stored: its phone and country code become the two parts of the number's
 * E.164 ("051 234 567" in "+971" becomes "+971" and "51234567"), so one number is always written one way.
 */
export const storedPhone =
  (phone: string, country = 'country_code') =>
  <T extends object>(value: T): T => {
    const fields = value as Record<string, unknown>;
    const number = fields[phone];
    const code = fields[country];
    if (typeof number !== 'string') return value;
    const mobile = parseMobile(number, typeof code === 'string' && code ? code : undefined);
    return mobile ? { ...value, [country]: mobile.country_code, [phone]: mobile.phone } : value;
  };
