import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { COUNTRY_CODE } from '@khidma/shared/constants';
import { AUTH_MESSAGES, phoneLoginFormSchema, type PhoneLoginForm as PhoneLogin } from '@khidma/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/phone-field';
import { formFailure } from '@/lib/form-failure';
import { useT } from '@/lib/i18n/use-t';
import { useSendOtpMutation } from '../api/send-otp';
import { FormError } from './auth-fields';

/** Login with a phone number: sends the code, then the page shows the 'Verify OTP' step (spec §2, §4). */
export function PhoneLoginForm({ onCodeSent }: { onCodeSent: (phone: PhoneLogin, token: string) => void }) {
  const t = useT();
  const [sendOtp, { isLoading }] = useSendOtpMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<z.input<typeof phoneLoginFormSchema>, unknown, PhoneLogin>({
    resolver: zodResolver(phoneLoginFormSchema),
    defaultValues: { country_code: COUNTRY_CODE, phone: '' },
  });

  const onSubmit = form.handleSubmit(async (phone) => {
    setServerError(null);
    try {
      const { token } = await sendOtp(phone).unwrap();
      onCodeSent(phone, token);
    } catch (error) {
      setServerError(formFailure(error, form.setError, ['phone'], AUTH_MESSAGES.phoneVerificationFailed));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <PhoneField control={form.control} name="phone" countryName="country_code" label={t('auth.field.phone')} />
      <Button type="submit" size="lg" loading={isLoading}>
        {t('auth.phoneLogin.submit')}
      </Button>
      <FormError title={AUTH_MESSAGES.phoneVerificationFailed} message={serverError} />
    </form>
  );
}
