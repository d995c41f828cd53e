/**
 * Kuwait's banks and the two numbers a partner gives to be paid: the IBAN and the Civil ID. The partner form and
 * servicesPartner_add use these checks through the partner schema; the console and the portal name a bank from here.
 */

export type KuwaitBank = { code: string; short: string; en: string; ar: string };

/** Banks in Kuwait by the 4-letter code an IBAN carries (the first 4 letters of their BIC). */
export const KUWAIT_BANKS = [
  { code: 'NBOK', short: 'NBK', en: 'National Bank of Kuwait', ar: 'بنك الكويت الوطني' },
  { code: 'KFHO', short: 'KFH', en: 'Kuwait Finance House', ar: 'بيت التمويل الكويتي' },
  { code: 'GULB', short: 'Gulf Bank', en: 'Gulf Bank', ar: 'بنك الخليج' },
  { code: 'BRGN', short: 'Burgan', en: 'Burgan Bank', ar: 'بنك برقان' },
  { code: 'COMB', short: 'CBK', en: 'Commercial Bank of Kuwait', ar: 'البنك التجاري الكويتي' },
  { code: 'ABKK', short: 'ABK', en: 'Al Ahli Bank of Kuwait', ar: 'البنك الأهلي الكويتي' },
  { code: 'BBYN', short: 'Boubyan', en: 'Boubyan Bank', ar: 'بنك بوبيان' },
  { code: 'WRBA', short: 'Warba', en: 'Warba Bank', ar: 'بنك وربة' },
  { code: 'KWIB', short: 'KIB', en: 'Kuwait International Bank', ar: 'بنك الكويت الدولي' },
  { code: 'BKME', short: 'AUB', en: 'Ahli United Bank (now KFH)', ar: 'البنك الأهلي المتحد (بيت التمويل الكويتي)' },
  { code: 'DOHB', short: 'Doha Bank', en: 'Doha Bank Kuwait', ar: 'بنك الدوحة - الكويت' },
] as const satisfies readonly KuwaitBank[];

export type KuwaitBankCode = (typeof KUWAIT_BANKS)[number]['code'];
export const KUWAIT_BANK_CODES = KUWAIT_BANKS.map((bank) => bank.code) as [KuwaitBankCode, ...KuwaitBankCode[]];

export const bankByCode = (code: string): KuwaitBank | undefined => KUWAIT_BANKS.find((bank) => bank.code === code);

/** The bank's name in a language ('' for a code not in the list). */
export const bankName = (code: string, language: 'en' | 'ar') => bankByCode(code)?.[language] ?? '';

/** Kuwait's IBAN: KW, 2 check digits, the bank's 4 letters, 22 letters or digits: 30 characters. */
export const KUWAIT_IBAN_LENGTH = 30;
const KUWAIT_IBAN_PATTERN = /^KW\d{2}[A-Z]{4}[A-Z0-9]{22}$/;

/** "kw81 cbku 0000..." as typed or pasted: spaces and dashes dropped, upper case. */
export const normalizeIban = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** ISO 13616 mod-97: the first 4 characters moved to the end, letters as 10..35, the number mod 97 must be 1. */
export function ibanChecksumIsValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Why an IBAN is refused, or null for a good Kuwaiti IBAN (already normalized). */
export function kuwaitIbanProblem(iban: string): 'format' | 'checksum' | 'bank' | null {
  if (!KUWAIT_IBAN_PATTERN.test(iban)) return 'format';
  if (!ibanChecksumIsValid(iban)) return 'checksum';
  if (!bankByCode(iban.slice(4, 8))) return 'bank';
  return null;
}

/** The bank code a Kuwaiti IBAN names ('' when it is too short to name one). */
export const ibanBankCode = (iban: string) => normalizeIban(iban).slice(4, 8);

/** "•••• 0101": the only part of an IBAN or account number that ever leaves the server. */
export const maskedLast4 = (last4: string) => `•••• ${last4}`;

/**
 * Kuwait's Civil ID: 12 digits, century (2 = 1900s, 3 = 2000s), birth date YYMMDD, a 4-digit serial, and a check
 * digit: 11 minus the weighted sum of the first 11 digits (weights 2 1 6 3 7 9 10 5 8 4 2) mod 11.
 */
const CIVIL_ID_PATTERN = /^[23]\d{11}$/;
const CIVIL_ID_WEIGHTS = [2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

export function civilIdIsValid(civilId: string): boolean {
  if (!CIVIL_ID_PATTERN.test(civilId)) return false;
  const month = Number(civilId.slice(3, 5));
  const day = Number(civilId.slice(5, 7));
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const sum = CIVIL_ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(civilId[index]), 0);
  const check = 11 - (sum % 11);
  return check < 10 && check === Number(civilId[11]);
}
