import { z } from 'zod';
import { COUNTRY_CODE, OTP_LENGTH, PASSWORD_MIN_LENGTH, PHONE_DIGITS } from '../constants';

/**
 * The account forms and payloads of spec §3 and §7 with the messages of spec §5. Each field rule is written once
 * here; the forms use these schemas through zodResolver and the routes through Fastify's zod type provider.
 */

export const AUTH_MESSAGES = {
  network: 'Network error. Please try again.',
  loginFailed: 'Login failed!',
  registrationFailed: 'Registration failed!',
  phoneVerificationFailed: 'Phone number verification failed!',
  codeVerificationFailed: 'Something went wrong',
  wrongCredentials: 'Invalid email or password.',
  wrongCode: 'Invalid or expired code. Please try again.',
  codeExhausted: 'Too many wrong codes. Please request a new code.',
  codeSent: 'We sent a 4-digit code to your phone.',
  emailTaken: 'An account with this email already exists.',
  phoneTaken: 'An account with this phone number already exists.',
  enterCode: `Enter the ${OTP_LENGTH}-digit code`,
  uploadFailed: 'Failed to upload profile image',
  uploadAgain: 'Please upload the photo again.',
  profileFailed: 'Failed to update your profile',
  profileSaved: 'Profile updated successfully.',
  passwordUpdatedTitle: 'Password Updated!',
  passwordUpdated: 'Your password has been successfully updated.',
  passwordFailed: 'Update failed:',
  loggedOut: 'You have been logged out.',
} as const;

const TEXT_MAX = 100;
const PASSWORD_MAX = 128;

/** A required text: trimmed, `message` when empty. */
const required = (message: string, max = TEXT_MAX) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const nameField = required('Name is required');

/** Required, and shaped like an email; stored and compared lower-cased. */
export const emailField = required('Email is required', 254).pipe(z.email('Invalid email address'));

/** A password being set: required, at least 6 characters (spec §5). */
export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters`);

/** A password being checked at login: only required (an old, shorter password still gets its answer). */
const loginPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters`);

export const phoneField = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), 'Invalid phone number');

/** The login form asks only for a valid number (spec §5: "required and exactly 10 digits ('Invalid phone number')"). */
const loginPhoneField = z
  .string({ error: 'Invalid phone number' })
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), 'Invalid phone number');

/** Fixed at +91 by the web (spec §9); the API takes any "+<1 to 4 digits>". */
export const countryCodeField = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}$/, 'Invalid country code')
  .default(COUNTRY_CODE);

export const otpField = z
  .string({ error: AUTH_MESSAGES.enterCode })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.enterCode);

/** A profile photo: empty (none) or the URL uploads3 answered; the server checks it is one of its own. */
export const userImageField = z.string().trim().max(500, 'Invalid image').default('');

const confirmField = z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password');

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(value: T) =>
  !value.confirmPassword || value.password === value.confirmPassword;
/** Checked as soon as both passwords are strings, even while another field is still wrong. */
const mismatch = {
  path: ['confirmPassword'],
  message: 'Passwords do not match',
  when: ({ value }: { value: unknown }) => {
    const { password, confirmPassword } = (value ?? {}) as Record<string, unknown>;
    return typeof password === 'string' && typeof confirmPassword === 'string';
  },
};

// ---------------------------------------------------------------- forms

/** The sign-up form (spec §3): profileImage, name, email, password, confirmPassword, phone. */
export const signUpFormSchema = z
  .object({
    profileImage: userImageField,
    name: nameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: confirmField,
    phone: phoneField,
  })
  .refine(passwordsMatch, mismatch);
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpForm = z.output<typeof signUpFormSchema>;

/** Login with email: both required (spec §5). Also the login_with_email payload. */
export const emailLoginSchema = z.object({
  email: required('Email is required', 254),
  password: loginPasswordField,
});
export type EmailLogin = z.infer<typeof emailLoginSchema>;

export const phoneLoginFormSchema = z.object({ phone: loginPhoneField });
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

/** The password modal: the email is shown, not edited. */
export const passwordFormSchema = z
  .object({ email: z.string(), password: newPasswordField, confirmPassword: confirmField })
  .refine(passwordsMatch, mismatch);
export type PasswordForm = z.infer<typeof passwordFormSchema>;

// ---------------------------------------------------------------- payloads (spec §7)

/** user_register: name, email, password, country_code, phone, userImage. */
export const registerPayloadSchema = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  country_code: countryCodeField,
  phone: phoneField,
  userImage: userImageField,
});
export type RegisterPayload = z.output<typeof registerPayloadSchema>;

/** send_otp: country_code, phone. */
export const sendOtpPayloadSchema = z.object({ country_code: countryCodeField, phone: loginPhoneField });
export type SendOtpPayload = z.output<typeof sendOtpPayloadSchema>;

/** verifylogin: country_code, phone, otp (with the challenge token as `Authorization: Bearer`). */
export const verifyLoginPayloadSchema = sendOtpPayloadSchema.extend({ otp: otpField });
export type VerifyLoginPayload = z.output<typeof verifyLoginPayloadSchema>;

/** update_password: email, password; the email must be the session user's own. */
export const updatePasswordPayloadSchema = z.object({ email: emailField, password: newPasswordField });
export type UpdatePasswordPayload = z.output<typeof updatePasswordPayloadSchema>;

/** What send_otp answers: the challenge token verifylogin must carry. */
export const otpChallengeSchema = z.object({ token: z.string() });
