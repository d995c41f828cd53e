import { z } from 'zod';
import { idSchema } from '../api';
import { COUNTRY_CODE, GENDERS, PHONE_DIGITS } from '../constants';
import { countryCode, digitsOrNumber, emailText, newPassword, phoneNumber, requiredText, text } from './fields';

/**
 * The partner registration payload of spec §3, with the messages of spec §5. The form (zodResolver) and the
 * route (servicesPartner_add) use this one schema. Number, pincode and AcNumber are numbers in spec §3: each is
 * accepted as a number or as a string of digits, and stored as the string (an account number can be longer than a
 * number holds exactly, and a leading zero is meaningful).
 */

const TEXT_MAX = 120;

/** A required text field: trimmed, '<label> is required' when empty. */
const required = (label: string, max = TEXT_MAX) => requiredText(label, max);

/** A required string of digits, or a number (spec §3): '<label> must contain only digits' otherwise. */
const digits = (label: string, max: number) => {
  const invalid = `${label} must contain only digits`;
  return digitsOrNumber(required(label, max).regex(/^\d+$/, invalid), invalid, `${label} is required`);
};

const PHONE_INVALID = `Phone number must be exactly ${PHONE_DIGITS} digits`;
const PHONE_REQUIRED = 'Phone number is required';

/** A required uploaded file: the URL uploads3 answered. */
const fileUrl = (label: string) => {
  const message = `${label} is required`;
  return text(label, { error: message }).min(1, message).max(500, 'Invalid file');
};

/** An id chosen from a list: '<message>' when none was chosen, then an id (idSchema) or 'Invalid id'. */
const chosenId = (message: string) => z.string({ error: message }).min(1, message).pipe(idSchema);

/** "HH:MM" (24 h, as an <input type="time"> gives it). */
const timeOfDay = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM');

export const PARTNER_MESSAGES = {
  success: 'Successfully completed registration.',
  failure: 'Failed to submit details',
  endAfterStart: 'End time must be after start time',
  alreadyApplied: 'An application with this email or phone number already exists.',
} as const;

export const partnerContactSchema = z.object({
  Name: required('Name'),
  Gender: z.enum(GENDERS, { error: 'Gender is required' }),
  country_code: countryCode(`Enter a country code such as ${COUNTRY_CODE}`, 'Country code is required'),
  Number: digitsOrNumber(phoneNumber(PHONE_INVALID, PHONE_REQUIRED), PHONE_INVALID, PHONE_REQUIRED),
  Email: emailText(TEXT_MAX),
  password: newPassword,
  Photo: fileUrl('Photo'),
  IdProof: fileUrl('ID Proof'),
});

export const partnerSkillSchema = z
  .object({
    SrvCategoryId: chosenId('Category is required'),
    SrvCategoryName: text('Category name').max(TEXT_MAX),
    SrvSubCategoryId: chosenId('Subcategory is required'),
    SrvSubCategoryName: text('Subcategory name').max(TEXT_MAX),
    workHoursStart: timeOfDay('Start time is required'),
    workHoursEnd: timeOfDay('End time is required'),
    skillCertificate: fileUrl('Skill certificate'),
  })
  .refine((skill) => !skill.workHoursStart || !skill.workHoursEnd || skill.workHoursEnd > skill.workHoursStart, {
    path: ['workHoursEnd'],
    message: PARTNER_MESSAGES.endAfterStart,
  });

export const partnerAddressSchema = z.object({
  flatNo: required('Flat/No.'),
  Area: required('Area'),
  City: required('City'),
  State: required('State'),
  pincode: digits('Pincode', 10),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const partnerPaymentSchema = z.object({
  BankName: required('Bank Name'),
  AcNumber: digits('Account Number', 34),
  IfscCode: required('IFSC Code', 20),
  BranchName: required('Branch Name'),
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
