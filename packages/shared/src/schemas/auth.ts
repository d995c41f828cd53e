import { z } from 'zod';
import { COUNTRY_CODE, OTP_LENGTH } from '../constants';
import {
  atMost,
  countryCode,
  currentPassword,
  emailText,
  newPassword,
  phoneInCountry,
  phoneNumber,
  requiredText,
  storedPhone,
  text,
} from './fields';

/**
 * The account forms and payloads of spec §3 and §7 with the messages of spec §5. Each field is defined once here
 * (its rule once in fields.ts); the forms use these schemas through zodResolver and the routes through Fastify's
 * zod type provider.
 */

export const AUTH_MESSAGES = {
  network: 'messages.auth.network',
  loginFailed: 'messages.auth.loginFailed',
  registrationFailed: 'messages.auth.registrationFailed',
  phoneVerificationFailed: 'messages.auth.phoneVerificationFailed',
  codeVerificationFailed: 'messages.auth.codeVerificationFailed',
  codeSent: 'messages.auth.codeSent',
  enterCode: 'messages.auth.enterCode',
  uploadFailed: 'messages.auth.uploadFailed',
  profileFailed: 'messages.auth.profileFailed',
  profileSaved: 'messages.auth.profileSaved',
  passwordUpdatedTitle: 'messages.auth.passwordUpdatedTitle',
  passwordUpdated: 'messages.auth.passwordUpdated',
  passwordFailed: 'messages.auth.passwordFailed',
} as const;

const TEXT_MAX = 100;
const EMAIL_MAX = 254;

const nameField = requiredText('name', TEXT_MAX);

/** Stored and compared lower-cased. */
const emailField = emailText(EMAIL_MAX);

const phoneField = phoneNumber('validation.phone.invalid', 'validation.phone.required');

/** The login form asks only for a valid number: an empty one is 'Enter a valid mobile number.' too. */
const loginPhoneField = phoneNumber('validation.phone.invalid');

/** The phone's country ("+965" when missing, as Kuwait is the market); the API takes any "+<1 to 4 digits>". */
export const countryCodeField = countryCode('validation.countryCode.invalid').default(COUNTRY_CODE);

/** The phone is a mobile number of its country (fields.ts). */
const validMobile = phoneInCountry('phone', 'validation.phone.invalid');

const otpField = z
  .string({ error: AUTH_MESSAGES.enterCode })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.enterCode);

/** A profile photo: empty (none) or the URL uploads3 answered; the server checks it is one of its own. */
const userImageField = text('image').max(500, 'validation.image.invalid').default('');

const confirmField = z
  .string({ error: 'validation.confirmPassword.required' })
  .min(1, 'validation.confirmPassword.required');

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(value: T) =>
  !value.confirmPassword || value.password === value.confirmPassword;
/** Checked as soon as both passwords are strings, even while another field is still wrong. */
const mismatch = {
  path: ['confirmPassword'],
  message: 'validation.confirmPassword.mismatch',
  when: ({ value }: { value: unknown }) => {
    const { password, confirmPassword } = (value ?? {}) as Record<string, unknown>;
    return typeof password === 'string' && typeof confirmPassword === 'string';
  },
};

// ---------------------------------------------------------------- forms

/** The sign-up form (spec §3): profileImage, name, email, password, confirmPassword, and the phone with its country. */
export const signUpFormSchema = z
  .object({
    profileImage: userImageField,
    name: nameField,
    email: emailField,
    password: newPassword,
    confirmPassword: confirmField,
    country_code: countryCodeField,
    phone: phoneField,
  })
  .refine(passwordsMatch, mismatch)
  .refine(...validMobile)
  .transform(storedPhone('phone'));
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpForm = z.output<typeof signUpFormSchema>;

/** Login with email: both required (spec §5). Also the login_with_email payload. */
export const emailLoginSchema = z.object({
  email: requiredText('email', EMAIL_MAX),
  password: currentPassword,
});
export type EmailLogin = z.infer<typeof emailLoginSchema>;

export const phoneLoginFormSchema = z
  .object({ country_code: countryCodeField, phone: loginPhoneField })
  .refine(...validMobile)
  .transform(storedPhone('phone'));
export type PhoneLoginForm = z.infer<typeof phoneLoginFormSchema>;

/** The four boxes, joined (spec §5). */
export const otpFormSchema = z.object({ otp: otpField });
export type OtpForm = z.infer<typeof otpFormSchema>;

/** Profile Settings (spec §5: name and email required). Also the update_user payload. */
export const profileFormSchema = z.object({
  name: nameField,
  email: emailField,
  userImage: userImageField,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;

/**
 * Proof that the session's user owns the account, which a password or email change needs (a stolen session alone
 * must not take an account over): the current password, or a fresh login code texted to the account's phone
 * (`otpToken` is the token send_otp answered), for accounts that have no password. Part of both payloads.
 */
export const ownerProofSchema = z.object({
  currentPassword: currentPassword.optional(),
  otp: otpField.optional(),
  otpToken: z.string().max(200).optional(),
});
export type OwnerProof = z.output<typeof ownerProofSchema>;

/** A form's proof: the current password, or (after 'Text me a code') the code; whichever the form shows is required. */
const proofFields = {
  currentPassword: z.string().max(128, atMost(128)),
  otp: z.string(),
  useCode: z.boolean(),
};
type ProofFields = { currentPassword: string; otp: string; useCode: boolean };
const CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
/** Checked as soon as the proof's own fields are there, even while another field is still wrong. */
const proofReady = ({ value }: { value: unknown }) => {
  const { currentPassword, otp, useCode } = (value ?? {}) as Record<string, unknown>;
  return typeof currentPassword === 'string' && typeof otp === 'string' && typeof useCode === 'boolean';
};

/** `schema` with the proof's two rules, when `needed` says the change needs the owner's proof. */
function withProof<T extends z.ZodType<ProofFields>>(schema: T, needed: (value: z.output<T>) => boolean = () => true) {
  return schema
    .refine((value) => !needed(value) || value.useCode || value.currentPassword !== '', {
      path: ['currentPassword'],
      message: 'validation.currentPassword.required',
      when: proofReady,
    })
    .refine((value) => !needed(value) || !value.useCode || CODE_PATTERN.test(value.otp), {
      path: ['otp'],
      message: AUTH_MESSAGES.enterCode,
      when: proofReady,
    });
}

/** The password modal: the email is shown, not edited; the current password (or a code) proves it is the owner. */
export const passwordFormSchema = withProof(
  z
    .object({ email: z.string(), password: newPassword, confirmPassword: confirmField, ...proofFields })
    .refine(passwordsMatch, mismatch),
);
export type PasswordForm = z.infer<typeof passwordFormSchema>;

/** Profile Settings while editing: the profile, and the owner's proof once the email differs from `currentEmail`. */
export const profileEditFormSchema = (currentEmail: string) =>
  withProof(profileFormSchema.extend(proofFields), (value) => value.email.toLowerCase() !== currentEmail.toLowerCase());
export type ProfileEditFormInput = z.input<ReturnType<typeof profileEditFormSchema>>;
export type ProfileEditForm = z.output<ReturnType<typeof profileEditFormSchema>>;

// ---------------------------------------------------------------- payloads (spec §7)

/**
 * user_register: name, email, password, country_code, phone, userImage. The phone may come national ("51234567"
 * with "+965") or international ("+96551234567"); it is stored as E.164 (phones.ts).
 */
export const registerPayloadSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: newPassword,
    country_code: countryCodeField,
    phone: phoneField,
    userImage: userImageField,
  })
  .refine(...validMobile)
  .transform(storedPhone('phone'));
export type RegisterPayload = z.output<typeof registerPayloadSchema>;

/** send_otp: country_code, phone (the login form's fields). */
export const sendOtpPayloadSchema = phoneLoginFormSchema;
export type SendOtpPayload = z.output<typeof sendOtpPayloadSchema>;

/** verifylogin: country_code, phone, otp (with the challenge token as `Authorization: Bearer`). */
export const verifyLoginPayloadSchema = z
  .object({ country_code: countryCodeField, phone: loginPhoneField, otp: otpField })
  .refine(...validMobile)
  .transform(storedPhone('phone'));
export type VerifyLoginPayload = z.output<typeof verifyLoginPayloadSchema>;

/** update_user: the profile, and the owner's proof when the email changes (else 403). */
export const updateUserPayloadSchema = profileFormSchema.extend(ownerProofSchema.shape);
export type UpdateUserPayload = z.output<typeof updateUserPayloadSchema>;

/** update_password: email, password and the owner's proof (else 403); the email must be the session user's own. */
export const updatePasswordPayloadSchema = z
  .object({ email: emailField, password: newPassword })
  .extend(ownerProofSchema.shape);
export type UpdatePasswordPayload = z.output<typeof updatePasswordPayloadSchema>;

/** What send_otp answers: the challenge token verifylogin must carry. */
export const otpChallengeSchema = z.object({ token: z.string() });
