import { useId } from 'react';
import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';

type FormLike<T extends FieldValues> = { register: UseFormRegister<T>; formState: { errors: FieldErrors<T> } };
const errorOf = <T extends FieldValues>(form: FormLike<T>, name: Path<T>) =>
  (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

/** A labelled <select> of a react-hook-form form, its first option the empty "choose" one. */
export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  placeholder,
  options,
}: {
  form: FormLike<T>;
  name: Path<T>;
  label: string;
  placeholder: string;
  options: Array<{ value: string; label: string }>;
}) {
  const id = `${useId()}-${name}`;
  return (
    <FormField id={id} label={label} error={errorOf(form, name)}>
      {(aria) => (
        <select {...aria} {...form.register(name)} className={inputClasses}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A multi-line text of a react-hook-form form. */
export function TextAreaField<T extends FieldValues>({
  form,
  name,
  label,
  dir,
}: {
  form: FormLike<T>;
  name: Path<T>;
  label: string;
  dir?: 'ltr' | 'rtl';
}) {
  const id = `${useId()}-${name}`;
  return (
    <FormField id={id} label={label} error={errorOf(form, name)}>
      {(aria) => (
        <textarea {...aria} {...form.register(name)} dir={dir} rows={3} className={`${inputClasses} h-auto py-2`} />
      )}
    </FormField>
  );
}

/** Shown on the site, or hidden (a hidden row stays in the console). */
export function ActiveField<T extends FieldValues>({ form, name }: { form: FormLike<T>; name: Path<T> }) {
  const t = useT();
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
      <input type="checkbox" {...form.register(name)} className="size-4 accent-brand-700" />
      {t('admin.catalogue.field.active')}
    </label>
  );
}
