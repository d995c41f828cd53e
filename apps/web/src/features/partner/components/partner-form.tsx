import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, get, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { COUNTRY_CODE, GENDERS } from '@khidma/shared/constants';
import {
  partnerApplicationSchema,
  type PartnerApplication,
  type PartnerApplicationInput,
} from '@khidma/shared/schemas/partner';
import { KUWAIT_BANKS, bankByCode, ibanBankCode } from '@khidma/shared/kuwait-banks';
import { Button } from '@/components/ui/button';
import { useGetCategoriesQuery } from '@/features/catalog/api/get-categories';
import type { ApiFailure } from '@/lib/api';
import { failureMessage, refusalMessage } from '@/lib/api';
import { useLocale } from '@/lib/i18n/locale-context';
import { useT } from '@/lib/i18n/use-t';
import { useGetPartnerSubCategoriesQuery } from '../api/get-partner-sub-categories';
import { useSubmitPartnerApplicationMutation } from '../api/submit-partner-application';
import { FileUploadField } from './file-upload-field';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { PhoneField } from '@/components/ui/phone-field';

type Field = FieldPath<PartnerApplicationInput>;

/** Phone, codes, pincode and account number read left to right in Arabic too, aligned with their label. */
const ltrInput = { dir: 'ltr', className: `${inputClasses} rtl:text-right` } as const;

function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** Spec §2 and §5: the four sections, validated by the shared schema the server also uses. */
export function PartnerForm({ latitude, longitude }: { latitude: number; longitude: number }) {
  const t = useT();
  const navigate = useNavigate();
  const [submit, { isLoading: submitting }] = useSubmitPartnerApplicationMutation();
  const categories = useGetCategoriesQuery();
  const form = useForm<PartnerApplicationInput, unknown, PartnerApplication>({
    resolver: zodResolver(partnerApplicationSchema),
    defaultValues: {
      contact_details: {
        Name: '',
        country_code: COUNTRY_CODE,
        Number: '',
        Email: '',
        password: '',
        Photo: '',
        IdProof: '',
        CivilId: '',
      },
      skill_details: {
        SrvCategoryId: '',
        SrvCategoryName: '',
        SrvSubCategoryId: '',
        SrvSubCategoryName: '',
        workHoursStart: '',
        workHoursEnd: '',
        skillCertificate: '',
      },
      // Kuwait has no State or pincode to ask, nor IFSC: the IBAN names the bank and the account.
      address_details: { flatNo: '', Area: '', City: '', latitude, longitude },
      payment_details: { BankName: '', Iban: '', BranchName: '' },
    },
  });
  const { register, control, handleSubmit, setValue, setError, watch } = form;
  const { errors, isSubmitted } = form.formState;
  const { locale } = useLocale();
  const ibanBank = bankByCode(ibanBankCode(watch('payment_details.Iban') ?? ''));
  const categoryId = watch('skill_details.SrvCategoryId');
  const subCategories = useGetPartnerSubCategoriesQuery(categoryId, { skip: !categoryId });

  const error = (name: Field) => (get(errors, name) as { message?: string } | undefined)?.message;
  const id = (name: Field) => `partner-${name.replaceAll('.', '-')}`;
  const text = (name: Field, label: string, type = 'text', autoComplete?: string, ltr = false) => (
    <FormField id={id(name)} label={label} error={error(name)}>
      {(aria) => (
        <input
          {...aria}
          {...register(name)}
          type={type}
          autoComplete={autoComplete}
          {...(ltr ? ltrInput : { className: inputClasses })}
        />
      )}
    </FormField>
  );
  const upload = (name: Field, label: string, kind: 'image' | 'document') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FileUploadField
          id={id(name)}
          label={label}
          kind={kind}
          value={typeof field.value === 'string' ? field.value : ''}
          error={error(name)}
          onUploaded={(url) => setValue(name, url, { shouldValidate: true, shouldDirty: true })}
        />
      )}
    />
  );

  async function onSubmit(values: PartnerApplication) {
    try {
      await submit(values).unwrap();
      toast.success(t('partner.toast.success'));
      void navigate('/');
    } catch (failure) {
      const { errors: fields = {} } = failure as Partial<ApiFailure>;
      for (const [name, message] of Object.entries(fields)) setError(name as Field, { message });
      // A refusal (4xx) carries the server's reason; anything else gets spec §8's text.
      toast.error(refusalMessage(failure, t('partner.toast.failure')));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-6">
      <FormSection id="section-contact-details" title={t('partner.form.section.contact')}>
        {text('contact_details.Name', t('partner.form.name'), 'text', 'name')}
        <FormField
          id={id('contact_details.Gender')}
          label={t('partner.form.gender')}
          error={error('contact_details.Gender')}
        >
          {(aria) => (
            <select {...aria} {...register('contact_details.Gender')} defaultValue="" className={inputClasses}>
              <option value="">{t('partner.form.selectGender')}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`partner.form.gender.${gender}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {/* '+91 9876543210' reads left to right in Arabic too: there the code sits at the left of the number. */}
        <PhoneField
          control={control}
          name="contact_details.Number"
          countryName="contact_details.country_code"
          label={t('partner.form.phone')}
        />
        {text('contact_details.Email', t('partner.form.email'), 'email', 'email', true)}
        {text('contact_details.password', t('partner.form.password'), 'password', 'new-password')}
        {upload('contact_details.Photo', t('partner.form.photo'), 'image')}
        {upload('contact_details.IdProof', t('partner.form.idProof'), 'document')}
        <FormField
          id={id('contact_details.CivilId')}
          label={t('partner.form.civilId')}
          error={error('contact_details.CivilId')}
          hint={t('partner.form.civilIdHint')}
        >
          {(aria) => (
            <input
              {...aria}
              {...register('contact_details.CivilId')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={14}
              {...ltrInput}
            />
          )}
        </FormField>
      </FormSection>

      <FormSection id="section-skill-details" title={t('partner.form.section.skill')}>
        <FormField
          id={id('skill_details.SrvCategoryId')}
          label={t('partner.form.category')}
          error={error('skill_details.SrvCategoryId')}
        >
          {(aria) => (
            <select
              {...aria}
              {...register('skill_details.SrvCategoryId', {
                onChange: (event: { target: { value: string } }) => {
                  const chosen = categories.data?.find((item) => item._id === event.target.value);
                  setValue('skill_details.SrvCategoryName', chosen?.SrvCategoryName ?? '');
                  setValue('skill_details.SrvSubCategoryId', '');
                  setValue('skill_details.SrvSubCategoryName', '');
                },
              })}
              className={inputClasses}
            >
              <option value="">
                {t(categories.isLoading ? 'partner.form.loading' : 'partner.form.selectCategory')}
              </option>
              {categories.data?.map((item) => (
                <option key={item._id} value={item._id}>
                  {item.SrvCategoryName}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={id('skill_details.SrvSubCategoryId')}
          label={t('partner.form.subcategory')}
          error={
            error('skill_details.SrvSubCategoryId') ??
            (subCategories.isError
              ? failureMessage(subCategories.error, t('partner.form.subcategoriesFailed'))
              : undefined)
          }
        >
          {(aria) => (
            <select
              {...aria}
              {...register('skill_details.SrvSubCategoryId', {
                onChange: (event: { target: { value: string } }) => {
                  const chosen = subCategories.data?.find((item) => item._id === event.target.value);
                  setValue('skill_details.SrvSubCategoryName', chosen?.SrvSubCategoryName ?? '');
                },
              })}
              disabled={!categoryId || subCategories.isFetching}
              className={`${inputClasses} disabled:bg-slate-100`}
            >
              <option value="">
                {t(
                  !categoryId
                    ? 'partner.form.selectCategoryFirst'
                    : subCategories.isFetching
                      ? 'partner.form.loading'
                      : 'partner.form.selectSubcategory',
                )}
              </option>
              {categoryId
                ? subCategories.data?.map((item) => (
                    <option key={item._id} value={item._id}>
                      {item.SrvSubCategoryName}
                    </option>
                  ))
                : null}
            </select>
          )}
        </FormField>
        {text('skill_details.workHoursStart', t('partner.form.startTime'), 'time')}
        {text('skill_details.workHoursEnd', t('partner.form.endTime'), 'time')}
        {upload('skill_details.skillCertificate', t('partner.form.skillCertificate'), 'document')}
      </FormSection>

      <FormSection id="section-address-details" title={t('partner.form.section.address')}>
        {text('address_details.flatNo', t('partner.form.flatNo'), 'text', 'address-line1')}
        {text('address_details.Area', t('partner.form.area'), 'text', 'address-line2')}
        {text('address_details.City', t('partner.form.city'), 'text', 'address-level2')}
        <p className="self-end text-sm text-slate-600">
          {t('partner.form.yourLocation', { latitude: latitude.toFixed(4), longitude: longitude.toFixed(4) })}
        </p>
      </FormSection>

      <FormSection id="section-bank-details" title={t('partner.form.section.bank')}>
        <FormField
          id={id('payment_details.Iban')}
          label={t('partner.form.iban')}
          error={error('payment_details.Iban')}
          hint={ibanBank ? t('partner.form.ibanBank', { bank: ibanBank[locale] }) : t('partner.form.ibanHint')}
        >
          {(aria) => (
            <input
              {...aria}
              {...register('payment_details.Iban', {
                // The bank is read from the IBAN's 4 letters: the list follows what was typed.
                onChange: (event: { target: { value: string } }) => {
                  const bank = bankByCode(ibanBankCode(event.target.value));
                  if (bank) setValue('payment_details.BankName', bank.code, { shouldValidate: isSubmitted });
                },
              })}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              {...ltrInput}
            />
          )}
        </FormField>
        <FormField
          id={id('payment_details.BankName')}
          label={t('partner.form.bankName')}
          error={error('payment_details.BankName')}
        >
          {(aria) => (
            <select {...aria} {...register('payment_details.BankName')} className={inputClasses}>
              <option value="">{t('partner.form.selectBank')}</option>
              {KUWAIT_BANKS.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank[locale]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {text('payment_details.BranchName', t('partner.form.branchName'))}
      </FormSection>

      <Button type="submit" size="lg" loading={submitting} className="w-full sm:w-auto">
        {t(submitting ? 'partner.form.submitting' : 'partner.form.submit')}
      </Button>
    </form>
  );
}
