import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { FormField, inputClasses } from './form-field';

export type TextFieldProps<T extends FieldValues> = {
  form: { register: UseFormRegister<T>; formState: { errors: FieldErrors<T> } };
  name: Path<T>;
  label: string;
  /** Shown inside the box before the value ('+91'). */
  prefix?: ReactNode;
  /** The form keeps a number (NaN when empty), for a schema that wants one. */
  valueAsNumber?: boolean;
  /** The form keeps a number, or null when the box is empty (an optional number: "empty for the default"). */
  numberOrNull?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'readOnly' | 'dir' | 'step' | 'min' | 'max'
>;

/** A labelled input of a react-hook-form form, with its schema message under it (read with the field). */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  prefix,
  type = 'text',
  valueAsNumber = false,
  numberOrNull = false,
  ...rest
}: TextFieldProps<T>) {
  const options = numberOrNull
    ? { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) }
    : valueAsNumber
      ? { valueAsNumber }
      : undefined;
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const id = `${useId()}-${name}`;
  return (
    <FormField id={id} label={label} error={error}>
      {(aria) => {
        const input = (
          <input
            {...aria}
            {...form.register(name, options)}
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
