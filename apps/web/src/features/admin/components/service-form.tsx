import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  serviceInputSchema,
  type AdminService,
  type AdminSubCategory,
  type ServiceInput,
} from '@khidma/shared/schemas/operations';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/use-t';
import { ActiveField, SelectField, TextAreaField } from './form-controls';
import { ImageFormField } from './image-field';
import { FormModal } from './form-modal';
import { useModalSubmit } from '../hooks/use-modal-submit';

type FormInput = z.input<typeof serviceInputSchema>;
const FIELDS = [
  'subCategoryId',
  'name',
  'nameAr',
  'description',
  'descriptionAr',
  'durationMinutes',
  'Price',
  'DisplayPrice',
  'image',
] as const;

const fromService = (service: AdminService | null): FormInput => ({
  subCategoryId: service?.subCategoryId ?? '',
  name: service?.name ?? '',
  nameAr: service?.nameAr ?? '',
  description: service?.description ?? '',
  descriptionAr: service?.descriptionAr ?? '',
  durationMinutes: service?.durationMinutes ?? 60,
  Price: service?.Price ?? Number.NaN,
  DisplayPrice: service?.DisplayPrice ?? Number.NaN,
  image: service?.image ?? '',
  active: service?.active ?? true,
});

/**
 * Add or edit a service: its sub-category, names and descriptions in English and Arabic, duration, the price the
 * customer pays and the struck display price (KD, up to 3 decimals; the display price at least the price), image,
 * shown or hidden. The shared schema checks it here and again on the server.
 */
export function ServiceForm({
  open,
  onClose,
  editing,
  subCategories,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  editing: AdminService | null;
  subCategories: AdminSubCategory[];
  onSave: (body: ServiceInput) => Promise<unknown>;
}) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const form = useForm<FormInput, unknown, ServiceInput>({
    resolver: zodResolver(serviceInputSchema),
    values: fromService(editing),
  });

  const { submit, failure } = useModalSubmit(form, [...FIELDS], onSave, onClose);

  return (
    <FormModal
      open={open}
      onClose={onClose}
      size="lg"
      title={t(editing ? 'admin.catalogue.service.edit' : 'admin.catalogue.service.add')}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      disabled={uploading}
      failure={failure}
    >
      <SelectField
        form={form}
        name="subCategoryId"
        label={t('admin.catalogue.field.subCategory')}
        placeholder={t('admin.catalogue.field.chooseSubCategory')}
        options={subCategories.map((sub) => ({ value: sub._id, label: sub.name }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="name" label={t('admin.catalogue.field.name')} dir="ltr" />
        <TextField form={form} name="nameAr" label={t('admin.catalogue.field.nameAr')} dir="rtl" />
        <TextAreaField form={form} name="description" label={t('admin.catalogue.field.description')} dir="ltr" />
        <TextAreaField form={form} name="descriptionAr" label={t('admin.catalogue.field.descriptionAr')} dir="rtl" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          form={form}
          name="durationMinutes"
          label={t('admin.catalogue.field.duration')}
          type="number"
          inputMode="numeric"
          valueAsNumber
        />
        <TextField
          form={form}
          name="Price"
          label={t('admin.catalogue.field.price')}
          type="number"
          inputMode="decimal"
          step="0.001"
          valueAsNumber
        />
        <TextField
          form={form}
          name="DisplayPrice"
          label={t('admin.catalogue.field.displayPrice')}
          type="number"
          inputMode="decimal"
          step="0.001"
          valueAsNumber
        />
      </div>
      <ImageFormField control={form.control} label={t('admin.catalogue.field.image')} onBusyChange={setUploading} />
      <ActiveField form={form} name="active" />
    </FormModal>
  );
}
