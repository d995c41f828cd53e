import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { COUNTRY_CODE } from '@khidma/shared/constants';
import {
  AUTH_MESSAGES,
  signUpFormSchema,
  type SignUpForm as SignUp,
  type SignUpFormInput,
} from '@khidma/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { formFailure } from '@/lib/form-failure';
import { useT } from '@/lib/i18n/use-t';
import { useRegisterMutation } from '../api/register';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { ProfilePhotoField } from './profile-photo-field';
import { TextField } from '@/components/ui/text-field';
import { FormError, NewPasswordFields } from './auth-fields';
import { PhoneField } from '@/components/ui/phone-field';

/** Sign-up (spec §2, §3, §5): photo, name, email, password and its confirmation, phone. */
export function SignUpForm() {
  const t = useT();
  const completeLogin = useCompleteLogin();
  const [register, { isLoading }] = useRegisterMutation();
  const [uploading, setUploading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SignUpFormInput, unknown, SignUp>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      profileImage: '',
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      country_code: COUNTRY_CODE,
      phone: '',
    },
  });
  const name = form.watch('name');

  const onSubmit = form.handleSubmit(async ({ profileImage, name, email, password, country_code, phone }) => {
    setServerError(null);
    try {
      const user = await register({
        name,
        email,
        password,
        phone,
        country_code,
        userImage: profileImage,
      }).unwrap();
      completeLogin(user);
    } catch (error) {
      const fields = ['name', 'email', 'password', 'country_code', 'phone'] as const;
      setServerError(formFailure(error, form.setError, fields, AUTH_MESSAGES.registrationFailed));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="profileImage"
        render={({ field, fieldState }) => (
          <ProfilePhotoField
            value={field.value ?? ''}
            name={name}
            onChange={field.onChange}
            onBusyChange={setUploading}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField form={form} name="name" label={t('auth.field.name')} autoComplete="name" />
      <TextField form={form} name="email" label={t('auth.field.email')} type="email" autoComplete="email" dir="ltr" />
      <NewPasswordFields form={form} />
      <PhoneField control={form.control} name="phone" countryName="country_code" label={t('auth.field.phone')} />
      <Button type="submit" size="lg" loading={isLoading} disabled={uploading}>
        {t('auth.signup.submit')}
      </Button>
      <FormError title={AUTH_MESSAGES.registrationFailed} message={serverError} />
    </form>
  );
}
