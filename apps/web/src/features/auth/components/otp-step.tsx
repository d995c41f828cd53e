import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AUTH_MESSAGES, otpFormSchema, type OtpForm, type PhoneLoginForm } from '@khidma/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { PhoneNumber } from '@/components/ui/phone-field';
import { formFailure } from '@/lib/form-failure';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';
import { useSendOtpMutation } from '../api/send-otp';
import { useVerifyLoginMutation } from '../api/verify-login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { OtpInput } from './otp-input';
import { FormError } from './auth-fields';

/** The 'Verify OTP' step (spec §2): four boxes, 'Verify Code', and 'Login with Email' back to email login. */
export function OtpStep({
  phone,
  token: firstToken,
  onBackToEmail,
}: {
  phone: PhoneLoginForm;
  token: string;
  onBackToEmail: () => void;
}) {
  const t = useT();
  const say = useSay();
  const completeLogin = useCompleteLogin();
  const [verify, { isLoading }] = useVerifyLoginMutation();
  const [resend, { isLoading: resending }] = useSendOtpMutation();
  const [token, setToken] = useState(firstToken);
  const [serverError, setServerError] = useState<string | null>(null);
  const errorId = useId();
  const form = useForm<OtpForm>({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const fieldError = form.formState.errors.otp?.message;

  useEffect(() => {
    fieldset.current?.querySelector('input')?.focus();
  }, []);

  const onSubmit = form.handleSubmit(async ({ otp }) => {
    setServerError(null);
    try {
      completeLogin(await verify({ ...phone, otp, token }).unwrap());
    } catch (error) {
      setServerError(formFailure(error, form.setError, ['otp'], AUTH_MESSAGES.codeVerificationFailed));
    }
  });

  async function sendAgain() {
    setServerError(null);
    try {
      setToken((await resend(phone).unwrap()).token);
      form.reset({ otp: '' });
      toast.success(say(AUTH_MESSAGES.codeSent));
    } catch (error) {
      setServerError(formFailure(error, form.setError, [], AUTH_MESSAGES.phoneVerificationFailed));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <fieldset ref={fieldset} className="flex flex-col gap-3">
        <legend className="mb-3 text-sm text-slate-700">
          {t('auth.otp.codeSentTo')} <PhoneNumber countryCode={phone.country_code} phone={phone.phone} />
        </legend>
        <Controller
          control={form.control}
          name="otp"
          render={({ field }) => (
            <OtpInput
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(fieldError)}
              describedBy={fieldError ? errorId : undefined}
              disabled={isLoading}
            />
          )}
        />
        {fieldError ? (
          <p id={errorId} className="text-center text-sm text-red-700">
            {say(fieldError)}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" size="lg" loading={isLoading}>
        {t('auth.otp.submit')}
      </Button>
      <FormError title={AUTH_MESSAGES.codeVerificationFailed} message={serverError} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={onBackToEmail} className="font-semibold text-brand-700 hover:underline">
          {t('auth.otp.backToEmail')}
        </button>
        <Button variant="ghost" size="sm" loading={resending} onClick={() => void sendAgain()}>
          {t('auth.otp.resend')}
        </Button>
      </div>
    </form>
  );
}
