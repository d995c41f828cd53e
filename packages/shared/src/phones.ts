import {
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/mobile';
import examples from 'libphonenumber-js/mobile/examples';

/**
 * Phones (docs/decisions/2026-11-26-phones-e164-per-country.md). Numbers are checked per country with
 * libphonenumber-js's mobile metadata (only mobiles: a login code is a text message) and kept as E.164, split into
 * the calling code and the national number so that `country_code + phone` is always the E.164 ("+965" + "51234567").
 */

/** The picker's countries: Kuwait, the rest of the GCC, then the countries most of Kuwait's residents come from. */
export const PHONE_COUNTRIES = [
  'KW',
  'SA',
  'AE',
  'QA',
  'BH',
  'OM',
  'IN',
  'EG',
  'PK',
  'BD',
  'PH',
  'LK',
  'NP',
  'JO',
  'SY',
  'LB',
  'IQ',
  'IR',
  'YE',
  'SD',
  'ET',
  'ID',
  'GB',
  'US',
] as const satisfies readonly CountryCode[];
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'KW';

/** "+965" for 'KW'. */
export const callingCodeOf = (country: PhoneCountry): string => `+${getCountryCallingCode(country)}`;

/** The picker's country for a calling code ("+91" -> 'IN'), or undefined for one it does not list. */
export const countryOfCallingCode = (callingCode: string): PhoneCountry | undefined =>
  PHONE_COUNTRIES.find((country) => callingCodeOf(country) === callingCode);

/** A valid mobile number: its E.164, and that E.164 split into the calling code and the national number. */
export type Mobile = { e164: string; country_code: string; phone: string };

/** Arabic-Indic (U+0660) and Persian (U+06F0) digits, as an Arabic keyboard types them. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
/** What people put between digits, and the direction marks a copy from Arabic text carries. */
const SEPARATORS = /[\s\-.()\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Latin digits only, with a leading "+" when international ("00" is Kuwait's international prefix). */
export function cleanPhone(text: string): string {
  const latin = text.replace(EASTERN_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
  const bare = latin.replace(SEPARATORS, '');
  return bare.startsWith('00') ? `+${bare.slice(2)}` : bare;
}

/** Shaped like a phone number at all: an optional "+" and 4 to 15 digits (E.164's longest). */
export const PHONE_SHAPE = /^\+?\d{4,15}$/;

/**
 * The mobile number `phone` names, read in the country of `countryCode` ("+965") unless it is international
 * ("+..." or "00..."), in which case its own country wins. A national trunk prefix ("050..." in the Emirates) is
 * dropped. Undefined when it is not a valid mobile number there.
 */
export function parseMobile(
  phone: string,
  countryCode: string = callingCodeOf(DEFAULT_PHONE_COUNTRY),
): Mobile | undefined {
  const cleaned = cleanPhone(phone);
  if (!PHONE_SHAPE.test(cleaned)) return undefined;
  const international = cleaned.startsWith('+');
  if (!international && !/^\+\d{1,4}$/.test(countryCode)) return undefined;
  const parsed = parsePhoneNumberFromString(
    cleaned,
    international ? undefined : { defaultCallingCode: countryCode.slice(1) },
  );
  if (!parsed?.isValid()) return undefined;
  return { e164: parsed.number, country_code: `+${parsed.countryCallingCode}`, phone: parsed.nationalNumber };
}

/**
 * A number as people read it: "+965 5123 4567". Kuwait writes its 8 digits as two fours (the metadata's own
 * pattern splits mobiles 3 + 5); elsewhere the country's international format. A number that does not parse is
 * shown as it came.
 */
export function formatPhone(countryCode: string, phone: string): string {
  if (!phone) return '';
  const parsed = parsePhoneNumberFromString(cleanPhone(phone), { defaultCallingCode: countryCode.replace('+', '') });
  if (!parsed) return `${countryCode} ${phone}`.trim();
  const national = parsed.nationalNumber;
  if (parsed.countryCallingCode === '965' && national.length === 8) {
    return `+965 ${national.slice(0, 4)} ${national.slice(4)}`;
  }
  return parsed.formatInternational();
}

/**
 * The digits a console search for a phone should look for: "+965 5123-4567" and "0096551234567" give
 * "96551234567", "5123 4567" gives "51234567"; undefined when the text is not a phone number (a name, an email).
 */
export function phoneSearchDigits(query: string): string | undefined {
  const cleaned = cleanPhone(query.trim());
  return /^\+?\d{3,15}$/.test(cleaned) ? cleaned.replace('+', '') : undefined;
}

/** A made-up mobile number of the country, formatted, for a field's hint ("+965 5001 2345"). */
export function examplePhone(country: PhoneCountry): string {
  const example = getExampleNumber(country, examples);
  return example ? formatPhone(`+${example.countryCallingCode}`, example.nationalNumber) : '';
}
