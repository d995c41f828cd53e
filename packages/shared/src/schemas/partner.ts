import { z } from 'zod';
import { idSchema } from '../api';
import { COUNTRY_CODE, GENDERS, PHONE_DIGITS } from '../constants';
import { countryCode, emailText, newPassword, phoneNumber, requiredText, text } from './fields';

/**
 * The partner registration payload of spec §3, with the messages of spec §5. The form (zodResolver) and the
 * route (servicesPartner_add) use this one schema. Number, pincode and AcNumber travel as strings of digits: an
 * account number can be longer than a JavaScript number holds exactly, and a leading zero is meaningful.
 */

const TEXT_MAX = 120;

/** A required text field: trimmed, '<label> is required' when empty. */
const required = (label: string, max = TEXT_MAX) => requiredText(label, max);

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
  Number: phoneNumber(`Phone number must be exactly ${PHONE_DIGITS} digits`, 'Phone number is required'),
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
  pincode: required('Pincode', 10).regex(/^\d+$/, 'Pincode must contain only digits'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const partnerPaymentSchema = z.object({
  BankName: required('Bank Name'),
  AcNumber: required('Account Number', 34).regex(/^\d+$/, 'Account Number must contain only digits'),
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
