import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { get, useForm } from 'react-hook-form';
import { ADDRESS_TYPES } from '@khidma/shared/constants';
import {
  addressFormSchema,
  type Address,
  type AddressForm,
  type AddressFormInput,
} from '@khidma/shared/schemas/address';
import { Button } from '@/components/ui/button';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';
import { AreaOptions } from './area-options';

type AddressFormProps = {
  defaultValues?: Partial<AddressFormInput>;
  /** Resolves when saved; a rejection leaves the form as it is, so nothing typed is lost. */
  onSubmit: (values: AddressForm) => Promise<void>;
  submitLabel: string;
  submittingLabel: string;
  secondaryLabel: string;
  onSecondary: () => void;
  /** A server message shown under the form. */
  serverError?: string | null;
};

/**
 * A saved address as the form's starting values: the governorate follows the area, and the spec's address line is
 * left out so the server writes it again from the fields as edited.
 */
export function formValuesOf(address: Address): Partial<AddressFormInput> {
  const { _id, governorate, address: line, latitude, longitude, ...fields } = address;
  void [_id, governorate, line, latitude, longitude];
  return fields;
}

/**
 * The address in Kuwait's form (area, block, street, avenue, house, floor, apartment, directions, phone), for a new
 * address and for the inline edit, validated by the shared schema.
 */
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
  const areaId = useId();
  const form = useForm<AddressFormInput, unknown, AddressForm>({
    resolver: zodResolver(addressFormSchema),
    defaultValues,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const areaError = (get(errors, 'area') as { message?: string } | undefined)?.message;

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
        <FormField id={areaId} label={t('addresses.form.area')} error={areaError}>
          {(aria) => (
            <select {...aria} {...register('area')} className={inputClasses}>
              <AreaOptions placeholder={t('addresses.form.chooseArea')} />
            </select>
          )}
        </FormField>
        <TextField form={form} name="block" label={t('addresses.form.block')} inputMode="numeric" />
        <TextField form={form} name="street" label={t('addresses.form.street')} />
        <TextField form={form} name="avenue" label={t('addresses.form.avenue')} />
        <TextField form={form} name="house" label={t('addresses.form.house')} />
        <TextField form={form} name="floor" label={t('addresses.form.floor')} />
        <TextField form={form} name="apartment" label={t('addresses.form.apartment')} />
        <TextField form={form} name="landmark" label={t('addresses.form.directions')} />
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
