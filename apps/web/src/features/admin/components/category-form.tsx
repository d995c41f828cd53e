import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  categoryInputSchema,
  subCategoryInputSchema,
  type AdminCategory,
  type AdminSubCategory,
  type CategoryInput,
} from '@khidma/shared/schemas/operations';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/use-t';
import { FormModal } from './form-modal';
import { ActiveField, SelectField } from './form-controls';
import { ImageFormField } from './image-field';
import { useModalSubmit } from '../hooks/use-modal-submit';

type FormInput = z.input<typeof subCategoryInputSchema>;
/** A category, or a sub-category with its category's id. */
export type CategoryBody = CategoryInput & { categoryId?: string };
const FIELDS = ['name', 'nameAr', 'image', 'sortOrder', 'categoryId', 'commissionPercent'] as const;

/**
 * Add or edit a category (no `categories`) or a sub-category (choose its category): names in English and Arabic,
 * an image, the order on the site, shown or hidden.
 */
export function CategoryForm({
  open,
  onClose,
  editing,
  categories,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  editing: AdminCategory | AdminSubCategory | null;
  /** Given for a sub-category: the categories it may belong to. */
  categories?: AdminCategory[];
  onSave: (body: CategoryBody) => Promise<unknown>;
}) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const isSub = Boolean(categories);
  // One form for both: a category's schema drops the categoryId box's value, a sub-category's requires it (the
  // two resolvers differ only in that field, which TypeScript cannot see through the choice).
  const form = useForm<FormInput, unknown, CategoryBody>({
    resolver: (isSub ? zodResolver(subCategoryInputSchema) : zodResolver(categoryInputSchema)) as unknown as Resolver<
      FormInput,
      unknown,
      CategoryBody
    >,
    values: {
      name: editing?.name ?? '',
      nameAr: editing?.nameAr ?? '',
      image: editing?.image ?? '',
      sortOrder: editing?.sortOrder ?? 0,
      active: editing?.active ?? true,
      categoryId: editing && 'categoryId' in editing ? editing.categoryId : '',
      commissionPercent: editing && 'commissionPercent' in editing ? editing.commissionPercent : null,
    },
  });

  const { submit, failure } = useModalSubmit(form, [...FIELDS], onSave, onClose);

  const kind = isSub ? 'subCategory' : 'category';
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t(editing ? `admin.catalogue.${kind}.edit` : `admin.catalogue.${kind}.add`)}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      disabled={uploading}
      failure={failure}
    >
      {categories ? (
        <SelectField
          form={form}
          name="categoryId"
          label={t('admin.catalogue.field.category')}
          placeholder={t('admin.catalogue.field.chooseCategory')}
          options={categories.map((category) => ({ value: category._id, label: category.name }))}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="name" label={t('admin.catalogue.field.name')} dir="ltr" />
        <TextField form={form} name="nameAr" label={t('admin.catalogue.field.nameAr')} dir="rtl" />
      </div>
      <ImageFormField control={form.control} label={t('admin.catalogue.field.image')} onBusyChange={setUploading} />
      <TextField
        form={form}
        name="sortOrder"
        label={t('admin.catalogue.field.sortOrder')}
        type="number"
        inputMode="numeric"
        valueAsNumber
      />
      {isSub ? (
        <TextField
          form={form}
          name="commissionPercent"
          label={t('admin.catalogue.field.commission')}
          type="number"
          inputMode="decimal"
          step="0.01"
          dir="ltr"
          numberOrNull
        />
      ) : null}
      <ActiveField form={form} name="active" />
    </FormModal>
  );
}
