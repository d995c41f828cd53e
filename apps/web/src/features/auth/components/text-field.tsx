import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { COUNTRY_CODE, PHONE_DIGITS } from '@khidma/shared/constants';
import { AUTH_MESSAGES } from '@khidma/shared/schemas/auth';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';

type TextFieldProps<T extends FieldValues> = {
  form: { register: UseFormRegister<T>; formState: { errors: FieldErrors<T> } };
  name: Path<T>;
  label: string;
  /** Shown inside the box before the value ('+91'). */
  prefix?: ReactNode;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'readOnly' | 'dir'
>;

/** A labelled input of a react-hook-form form, with its schema message under it (read with the field). */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  prefix,
  type = 'text',
  ...rest
}: TextFieldProps<T>) {
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const id = `${useId()}-${name}`;
  return (
    <FormField id={id} label={label} error={error}>
      {(aria) => {
        const input = (
          <input
            {...aria}
            {...form.register(name)}
            {...rest}
            type={type}
            className={`${inputClasses} ${prefix ? 'rounded-s-none' : ''} read-only:bg-slate-100 read-only:text-slate-700`}
          />
        );
        return prefix ? (
          <div className="flex" dir={rest.dir}>
            <span className="inline-flex items-center rounded-s-lg border border-e-0 border-slate-300 bg-slate-100 px-3 text-slate-700">
              {prefix}
            </span>
            {input}
          </div>
        ) : (
          input
        );
      }}
    </FormField>
  );
}

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
