import { z } from 'zod';
import { emailText, newPassword } from './fields';

/** A forgotten password (issue 24): the emailed one-time code's length and life. */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_MINUTES = 15;

const EMAIL_MAX = 254;

/** POST forgot_password, and the form that asks for the email. */
export const forgotPasswordSchema = z.object({ email: emailText(EMAIL_MAX) });
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;

const codeField = z
  .string({ error: 'validation.resetCode.invalid' })
  .trim()
  .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), 'validation.resetCode.invalid');

/** POST reset_password. */
export const resetPasswordSchema = z.object({ email: emailText(EMAIL_MAX), code: codeField, password: newPassword });
export type ResetPassword = z.output<typeof resetPasswordSchema>;

/** The reset form: the new password twice. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string().min(1, 'validation.confirmPassword.required') })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.confirmPassword.mismatch',
  });
