import type { FieldValues } from 'react-hook-form';
import { COUNTRY_CODE, PHONE_DIGITS } from '@khidma/shared/constants';
import { AUTH_MESSAGES } from '@khidma/shared/schemas/auth';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';

/** The 10-digit phone number after the fixed +91 (spec §9). */
export function PhoneField<T extends FieldValues>({ form, name }: Pick<TextFieldProps<T>, 'form' | 'name'>) {
  const t = useT();
  return (
    <TextField
      form={form}
      name={name}
      label={t('auth.field.phone')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={PHONE_DIGITS}
      prefix={COUNTRY_CODE}
      dir="ltr"
    />
  );
}

/**
 * A refused submit, in red under the form (spec §2, §8): the spec's alert as a title ('Login failed!') and the
 * server's message; the network message alone when the server could not be reached.
 */
export function FormError({ title, message }: { title?: string; message: string | null }) {
  const say = useSay();
  const titled = title && message && message !== title && message !== AUTH_MESSAGES.network;
  return (
    <p role="alert" className="min-h-5 text-sm text-red-700">
      {titled ? <strong className="font-semibold">{say(title)} </strong> : null}
      {message ? say(message) : message}
    </p>
  );
}
