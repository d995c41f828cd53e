import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  forgotPasswordSchema,
  resetPasswordFormSchema,
  type ForgotPassword,
} from '@khidma/shared/schemas/password-reset';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { formFailure } from '@/lib/form-failure';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';
import { useForgotPasswordMutation, useResetPasswordMutation } from '../api/password-reset';
import { FormError, NewPasswordFields } from './auth-fields';

type ResetForm = z.input<typeof resetPasswordFormSchema>;
type Step = { name: 'email' } | { name: 'code'; email: string; sent: string } | { name: 'done'; message: string };

/**
 * 'Forgot password?' (issue 24): the email, then the emailed 6-digit code with the new password twice. The server
 * answers the same whether the email has an account; a reset ends every session, so the user logs in again.
 */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const say = useSay();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [serverError, setServerError] = useState<string | null>(null);
  const [askForCode, asking] = useForgotPasswordMutation();
  const [resetPassword, resetting] = useResetPasswordMutation();
  const emailForm = useForm<ForgotPassword>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const resetForm = useForm<ResetForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { email: '', code: '', password: '', confirmPassword: '' },
  });

  const close = () => {
    setStep({ name: 'email' });
    setServerError(null);
    emailForm.reset();
    resetForm.reset();
    onClose();
  };

  const onAsk = emailForm.handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await askForCode({ email }).unwrap();
      resetForm.reset({ email, code: '', password: '', confirmPassword: '' });
      setStep({ name: 'code', email, sent: t('auth.forgot.sent') });
    } catch (error) {
      setServerError(formFailure(error, emailForm.setError, ['email'], t('auth.forgot.failed')));
    }
  });

  const onReset = resetForm.handleSubmit(async ({ email, code, password }) => {
    setServerError(null);
    try {
      await resetPassword({ email, code, password }).unwrap();
      setStep({ name: 'done', message: t('auth.forgot.done') });
    } catch (error) {
      setServerError(formFailure(error, resetForm.setError, ['code', 'password'], t('auth.forgot.failed')));
    }
  });

  return (
    <Modal open={open} onClose={close} title={t('auth.forgot.title')} size="sm">
      {step.name === 'email' ? (
        <form noValidate onSubmit={(event) => void onAsk(event)} className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">{t('auth.forgot.intro')}</p>
          <TextField
            form={emailForm}
            name="email"
            label={t('auth.field.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
          />
          <Button type="submit" loading={asking.isLoading}>
            {t('auth.forgot.send')}
          </Button>
          <FormError message={serverError} />
        </form>
      ) : step.name === 'code' ? (
        <form noValidate onSubmit={(event) => void onReset(event)} className="flex flex-col gap-4">
          <p role="status" className="text-sm text-slate-700">
            {step.sent}
          </p>
          <TextField
            form={resetForm}
            name="code"
            label={t('auth.forgot.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
          />
          <NewPasswordFields form={resetForm} label={t('auth.forgot.newPassword')} />
          <Button type="submit" loading={resetting.isLoading}>
            {t('auth.forgot.submit')}
          </Button>
          <FormError message={serverError} />
        </form>
      ) : (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-slate-800">
            {say(step.message)}
          </p>
          <Button onClick={close}>{t('auth.forgot.backToLogin')}</Button>
        </div>
      )}
    </Modal>
  );
}
