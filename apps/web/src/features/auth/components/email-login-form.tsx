import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AUTH_MESSAGES, emailLoginSchema, type EmailLogin } from '@khidma/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { formFailure } from '@/lib/form-failure';
import { useT } from '@/lib/i18n/use-t';
import { useLogInWithEmailMutation } from '../api/log-in-with-email';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { TextField } from '@/components/ui/text-field';
import { FormError } from './auth-fields';
import { ForgotPasswordDialog } from './forgot-password-dialog';

/** Login with email and password (spec §2, §5). */
export function EmailLoginForm() {
  const t = useT();
  const completeLogin = useCompleteLogin();
  const [logIn, { isLoading }] = useLogInWithEmailMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm<EmailLogin>({
    resolver: zodResolver(emailLoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      completeLogin(await logIn(values).unwrap());
    } catch (error) {
      setServerError(formFailure(error, form.setError, ['email', 'password'], AUTH_MESSAGES.loginFailed));
    }
  });

  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <TextField form={form} name="email" label={t('auth.field.email')} type="email" autoComplete="email" dir="ltr" />
        <TextField
          form={form}
          name="password"
          label={t('auth.field.password')}
          type="password"
          autoComplete="current-password"
        />
        <button
          type="button"
          onClick={() => setForgotOpen(true)}
          className="-mt-2 self-end text-sm font-medium text-blue-700 underline-offset-2 hover:underline"
        >
          {t('auth.forgot.link')}
        </button>
        <Button type="submit" size="lg" loading={isLoading}>
          {t('auth.login.submit')}
        </Button>
        <FormError title={AUTH_MESSAGES.loginFailed} message={serverError} />
      </form>
      {/* Outside the login form: the dialog has forms of its own. */}
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}
