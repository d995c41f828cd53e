import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toKuwaitIso } from '@khidma/shared/kuwait-time';
import type { AdminSubCategory } from '@khidma/shared/schemas/operations';
import { promoCodeInputSchema, type PromoCode, type PromoCodeInput } from '@khidma/shared/schemas/promo';
import { TextField } from '@/components/ui/text-field';
import { useLocale } from '@/lib/i18n/locale-context';
import { useT } from '@/lib/i18n/use-t';
import { SelectField } from './form-controls';
import { FormModal } from './form-modal';
import { useModalSubmit } from '../hooks/use-modal-submit';

type FormInput = z.input<typeof promoCodeInputSchema>;
const FIELDS = ['code', 'kind', 'value', 'minOrder', 'validFrom', 'validTo', 'maxUses', 'maxUsesPerCustomer'] as const;

/** A new code's defaults: 10% off, open from now for 30 days, once per customer (Kuwait time, as the fields say). */
function defaults(): FormInput {
  const local = (days: number) => toKuwaitIso(Date.now() + days * 86_400_000).slice(0, 16);
  return {
    code: '',
    kind: 'percent',
    value: 10,
    minOrder: 0,
    validFrom: local(0),
    validTo: local(30),
    maxUses: null,
    maxUsesPerCustomer: 1,
    subCategoryIds: [],
    active: true,
  };
}

const valuesOf = ({ _id: _id, uses: _uses, createdAt: _createdAt, ...rest }: PromoCode): FormInput => rest;

/**
 * Create or edit a promo code: the code, percent or fixed KD, the minimum order, its window in Kuwait time, how many
 * uses in all and per customer (empty: no limit), the sub-categories it is for (none: every one), active or not.
 */
export function PromoCodeForm({
  open,
  onClose,
  editing,
  subCategories,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  editing: PromoCode | null;
  subCategories: AdminSubCategory[];
  onSave: (body: PromoCodeInput) => Promise<unknown>;
}) {
  const t = useT();
  const { locale } = useLocale();
  // A new code's blank form is made when the dialog opens: made on every render, its window (now, to the minute)
  // changed when the minute did, and react-hook-form reset the form under an admin still typing.
  const blank = useMemo(() => (open ? defaults() : undefined), [open]);
  const form = useForm<FormInput, unknown, PromoCodeInput>({
    resolver: zodResolver(promoCodeInputSchema),
    values: editing ? valuesOf(editing) : blank,
  });
  const kind = form.watch('kind');

  const { submit, failure } = useModalSubmit(form, [...FIELDS], onSave, onClose);

  return (
    <FormModal
      open={open}
      onClose={onClose}
      size="lg"
      title={t(editing ? 'admin.promo.edit' : 'admin.promo.add')}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      failure={failure}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="code" label={t('admin.promo.field.code')} dir="ltr" autoComplete="off" />
        <SelectField
          form={form}
          name="kind"
          label={t('admin.promo.field.kind')}
          placeholder={t('admin.promo.field.chooseKind')}
          options={[
            { value: 'percent', label: t('admin.promo.kind.percent') },
            { value: 'fixed', label: t('admin.promo.kind.fixed') },
          ]}
        />
        <TextField
          form={form}
          name="value"
          label={t(kind === 'fixed' ? 'admin.promo.field.amount' : 'admin.promo.field.percent')}
          type="number"
          inputMode="decimal"
          step={kind === 'fixed' ? '0.001' : '1'}
          valueAsNumber
        />
        <TextField
          form={form}
          name="minOrder"
          label={t('admin.promo.field.minOrder')}
          type="number"
          inputMode="decimal"
          step="0.001"
          valueAsNumber
        />
        <TextField form={form} name="validFrom" label={t('admin.promo.field.validFrom')} type="datetime-local" />
        <TextField form={form} name="validTo" label={t('admin.promo.field.validTo')} type="datetime-local" />
        <TextField
          form={form}
          name="maxUses"
          label={t('admin.promo.field.maxUses')}
          type="number"
          inputMode="numeric"
          valueAsNumber
        />
        <TextField
          form={form}
          name="maxUsesPerCustomer"
          label={t('admin.promo.field.maxUsesPerCustomer')}
          type="number"
          inputMode="numeric"
          valueAsNumber
        />
      </div>
      <fieldset className="rounded-lg border border-slate-300 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">{t('admin.promo.field.subCategories')}</legend>
        <p className="mb-2 text-sm text-slate-700">{t('admin.promo.field.subCategoriesHint')}</p>
        <div className="grid max-h-48 gap-1 overflow-y-auto sm:grid-cols-2">
          {subCategories.map((subCategory) => (
            <label key={subCategory._id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                value={subCategory._id}
                {...form.register('subCategoryIds')}
                className="size-4 accent-brand-700"
              />
              {locale === 'ar' ? subCategory.nameAr || subCategory.name : subCategory.name}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" {...form.register('active')} className="size-4 accent-brand-700" />
        {t('admin.promo.field.active')}
      </label>
    </FormModal>
  );
}
