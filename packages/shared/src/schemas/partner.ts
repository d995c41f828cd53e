import { z } from 'zod';
import { idSchema } from '../api';
import { GENDERS } from '../constants';
import type { SharedMessageKey } from '../message-keys';
import {
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
 */

const TEXT_MAX = 120;

/** A required text field: trimmed, '<label> is required' when empty. */
const required = (field: Parameters<typeof requiredText>[0], max = TEXT_MAX) => requiredText(field, max);

/** A required string of digits, or a number (spec §3): '<label> must contain only digits' otherwise. */
const digits = (field: Parameters<typeof requiredText>[0] & FieldWith<'digits'>, max: number) => {
  const invalid = `validation.${field}.digits` as const;
  return digitsOrNumber(required(field, max).regex(/^\d+$/, invalid), invalid, `validation.${field}.required`);
};

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
  State: required('state'),
  pincode: digits('pincode', 10),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const partnerPaymentSchema = z.object({
  BankName: required('bankName'),
  AcNumber: digits('accountNumber', 34),
  IfscCode: required('ifscCode', 20),
  BranchName: required('branchName'),
});

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
