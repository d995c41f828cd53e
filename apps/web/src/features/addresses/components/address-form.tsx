import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ADDRESS_TYPES } from '@khidma/shared/constants';
import { addressFormSchema, type AddressForm } from '@khidma/shared/schemas/address';
import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';

type AddressFormProps = {
  defaultValues?: Partial<AddressForm>;
  /** Resolves when saved; a rejection leaves the form as it is, so nothing typed is lost. */
  onSubmit: (values: AddressForm) => Promise<void>;
  submitLabel: string;
  submittingLabel: string;
  secondaryLabel: string;
  onSecondary: () => void;
  /** A server message shown under the form. */
  serverError?: string | null;
};

/** The address fields of spec §5, for a new address and for the inline edit, validated by the shared schema. */
export function AddressFormFields({
  defaultValues,
  onSubmit,
  submitLabel,
  submittingLabel,
  secondaryLabel,
  onSecondary,
  serverError,
}: AddressFormProps) {
  const t = useT();
  const say = useSay();
  const typeErrorId = useId();
  const form = useForm<AddressForm>({ resolver: zodResolver(addressFormSchema), defaultValues });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(async (values) => onSubmit(values).catch(() => undefined))(event)}
      className="space-y-4"
    >
      <fieldset aria-describedby={errors.addressType ? typeErrorId : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('addresses.form.type')}</legend>
        <div className="flex flex-wrap gap-2">
          {ADDRESS_TYPES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input type="radio" value={type} {...register('addressType')} className="accent-brand-700" />
              {t(`addresses.type.${type}`)}
            </label>
          ))}
        </div>
        {errors.addressType ? (
          <p id={typeErrorId} className="mt-1 text-sm text-red-700">
            {errors.addressType.message ? say(errors.addressType.message) : null}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="flatNo" label={t('addresses.form.flatNo')} autoComplete="address-line2" />
        <TextField form={form} name="address" label={t('addresses.form.address')} autoComplete="address-line1" />
        <TextField form={form} name="landmark" label={t('addresses.form.landmark')} />
        <TextField form={form} name="area" label={t('addresses.form.area')} autoComplete="address-level3" />
        <TextField form={form} name="pincode" label={t('addresses.form.pincode')} autoComplete="postal-code" />
        <PhoneField control={form.control} name="phoneNo" label={t('addresses.form.phone')} />
      </div>
      {serverError ? (
        <p role="alert" className="text-sm text-red-700">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onSecondary} disabled={isSubmitting}>
          {secondaryLabel}
        </Button>
      </div>
    </form>
  );
}
