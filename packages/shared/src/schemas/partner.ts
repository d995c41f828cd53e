import { z } from 'zod';
import { idSchema } from '../api';
import { GENDERS } from '../constants';
import { KUWAIT_BANKS, civilIdIsValid, kuwaitIbanProblem, normalizeIban, type KuwaitBankCode } from '../kuwait-banks';
import type { SharedMessageKey } from '../message-keys';
import {
  atMost,
  countryCode,
  digitsOrNumber,
  emailText,
  newPassword,
  phoneInCountry,
  phoneNumber,
  requiredText,
  storedPhone,
  text,
  type FieldWith,
} from './fields';

/**
 * The partner registration payload of spec §3, with the messages of spec §5. The form (zodResolver) and the
 * route (servicesPartner_add) use this one schema. Number, pincode and AcNumber are numbers in spec §3: each is
 * accepted as a number or as a string of digits, and stored as the string (an account number can be longer than a
 * number holds exactly, and a leading zero is meaningful).
 *
 * Kuwait (issue 22): the applicant gives a Civil ID (contact_details.CivilId) and an IBAN (payment_details.Iban) and
 * picks a bank from Kuwait's banks (BankName, the IBAN's bank); the spec's State, pincode, IfscCode and AcNumber are
 * optional and still accepted when sent.
 */

const TEXT_MAX = 120;

/** A required text field: trimmed, '<label> is required' when empty. */
const required = (field: Parameters<typeof requiredText>[0], max = TEXT_MAX) => requiredText(field, max);

/** A required string of digits, or a number (spec §3): '<label> must contain only digits' otherwise. */
const digits = (field: Parameters<typeof requiredText>[0] & FieldWith<'digits'>, max: number) => {
  const invalid = `validation.${field}.digits` as const;
  return digitsOrNumber(required(field, max).regex(/^\d+$/, invalid), invalid, `validation.${field}.required`);
};

/** An optional text (a field of the spec that Kuwait does not need): still checked when sent; '' when missing. */
const optional = (field: Parameters<typeof requiredText>[0], max = TEXT_MAX) =>
  text(field).max(max, atMost(max)).optional();

/** A spec field Kuwait does not need: an empty one (as the spec's client sends it) counts as left out. */
const leftOutWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema);

/** Kuwait's Civil ID number: 12 digits with its check digit. */
export const civilIdSchema = z
  .string({ error: 'validation.civilId.required' })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'validation.civilId.required')
      .refine((value) => civilIdIsValid(value), 'validation.civilId.invalid'),
  );

const IBAN_MESSAGES = {
  format: 'validation.iban.format',
  checksum: 'validation.iban.checksum',
  bank: 'validation.iban.bank',
} as const satisfies Record<string, SharedMessageKey>;

/** A Kuwaiti IBAN as typed (spaces, lower case), stored without spaces in upper case; mod-97 and bank checked. */
export const kuwaitIbanSchema = z
  .string({ error: 'validation.iban.required' })
  .transform(normalizeIban)
  .pipe(
    z
      .string()
      .min(1, 'validation.iban.required')
      .superRefine((iban, context) => {
        const problem = kuwaitIbanProblem(iban);
        if (problem) context.addIssue({ code: 'custom', message: IBAN_MESSAGES[problem], input: iban });
      }),
  );

/** A bank of the list by its code, short name or name in either language ("NBOK", "NBK", "بنك الكويت الوطني"). */
export const kuwaitBankSchema = z
  .string({ error: 'validation.bankName.required' })
  .trim()
  .min(1, 'validation.bankName.required')
  .transform((value, context): KuwaitBankCode => {
    const wanted = value.toLowerCase();
    const bank = KUWAIT_BANKS.find((each) =>
      [each.code, each.short, each.en, each.ar].some((name) => name.toLowerCase() === wanted),
    );
    if (bank) return bank.code;
    context.addIssue({ code: 'custom', message: 'validation.bankName.choose', input: value });
    return z.NEVER;
  });

const isCheckedIban = (iban: string) => kuwaitIbanProblem(iban) === null;
const isBankCode = (code: string) => KUWAIT_BANKS.some((bank) => bank.code === code);

/** A required uploaded file: the URL uploads3 answered. */
const fileUrl = (field: FieldWith<'controlCharacters'> & FieldWith<'required'>) => {
  const message = `validation.${field}.required`;
  return text(field, { error: message }).min(1, message).max(500, 'validation.file.invalid');
};

/** An id chosen from a list: '<message>' when none was chosen, then an id (idSchema) or 'Invalid id'. */
const chosenId = (message: SharedMessageKey) => z.string({ error: message }).min(1, message).pipe(idSchema);

/** "HH:MM" (24 h, as an <input type="time"> gives it). */
export const timeOfDay = (message: SharedMessageKey) =>
  z
    .string({ error: message })
    .min(1, message)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time.invalid');

export const PARTNER_MESSAGES = {
  success: 'messages.partner.success',
  failure: 'messages.partner.failure',
  endAfterStart: 'messages.partner.endAfterStart',
  alreadyApplied: 'messages.partner.alreadyApplied',
} as const;

export const partnerContactSchema = z
  .object({
    Name: required('name'),
    Gender: z.enum(GENDERS, { error: 'validation.gender.required' }),
    country_code: countryCode('validation.countryCode.example', 'validation.countryCode.required'),
    Number: digitsOrNumber(
      phoneNumber('validation.phone.digits', 'validation.phone.required'),
      'validation.phone.digits',
      'validation.phone.required',
    ),
    Email: emailText(TEXT_MAX),
    password: newPassword,
    Photo: fileUrl('photo'),
    IdProof: fileUrl('idProof'),
    CivilId: civilIdSchema,
  })
  // Number is a mobile of the country country_code names (fields.ts).
  .refine(...phoneInCountry('Number', 'validation.phone.digits'))
  .transform(storedPhone('Number'));

export const partnerSkillSchema = z
  .object({
    SrvCategoryId: chosenId('validation.category.required'),
    SrvCategoryName: text('categoryName').max(TEXT_MAX),
    SrvSubCategoryId: chosenId('validation.subCategory.required'),
    SrvSubCategoryName: text('subCategoryName').max(TEXT_MAX),
    workHoursStart: timeOfDay('validation.workHoursStart.required'),
    workHoursEnd: timeOfDay('validation.workHoursEnd.required'),
    skillCertificate: fileUrl('skillCertificate'),
  })
  .refine((skill) => !skill.workHoursStart || !skill.workHoursEnd || skill.workHoursEnd > skill.workHoursStart, {
    path: ['workHoursEnd'],
    message: PARTNER_MESSAGES.endAfterStart,
  });

export const partnerAddressSchema = z.object({
  flatNo: required('partnerFlatNo'),
  Area: required('area'),
  City: required('city'),
  State: optional('state'),
  pincode: leftOutWhenEmpty(digits('pincode', 10).optional()),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const partnerPaymentSchema = z
  .object({
    BankName: kuwaitBankSchema,
    Iban: kuwaitIbanSchema,
    AcNumber: leftOutWhenEmpty(digits('accountNumber', 34).optional()),
    IfscCode: optional('ifscCode', 20),
    BranchName: required('branchName'),
  })
  // The bank is read from the IBAN: a bank chosen that the IBAN does not name is a mistake in one of them.
  .refine(
    (bank) => !isCheckedIban(bank.Iban) || !isBankCode(bank.BankName) || bank.Iban.slice(4, 8) === bank.BankName,
    {
      path: ['BankName'],
      message: 'validation.bankName.ibanMismatch',
    },
  );

export const partnerApplicationSchema = z.object({
  contact_details: partnerContactSchema,
  skill_details: partnerSkillSchema,
  address_details: partnerAddressSchema,
  payment_details: partnerPaymentSchema,
});
export type PartnerApplicationInput = z.input<typeof partnerApplicationSchema>;
export type PartnerApplication = z.output<typeof partnerApplicationSchema>;

/** What servicesPartner_add answers: the application's id and status; never a password or an account number. */
export const partnerApplicationResultSchema = z.object({
  _id: z.string(),
  status: z.literal('pending_review'),
});
export type PartnerApplicationResult = z.infer<typeof partnerApplicationResultSchema>;
