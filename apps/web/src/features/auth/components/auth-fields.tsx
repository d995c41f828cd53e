import type { FieldValues, Path } from 'react-hook-form';
import { AUTH_MESSAGES } from '@khidma/shared/schemas/auth';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';

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

/**
 * A new password and its confirmation (sign-up, reset, update): the form's schema checks that they match and names
 * `confirmPassword` when they do not.
 */
export function NewPasswordFields<T extends FieldValues & { password: string; confirmPassword: string }>({
  form,
  label,
}: {
  form: TextFieldProps<T>['form'];
  /** The first field's label; 'Password' by default. */
  label?: string;
}) {
  const t = useT();
  return (
    <>
      <TextField
        form={form}
        name={'password' as Path<T>}
        label={label ?? t('auth.field.password')}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        form={form}
        name={'confirmPassword' as Path<T>}
        label={t('auth.field.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
