import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { atMost } from '@khidma/shared/schemas/fields';
import {
  SERVICE_CONTENT_LIMITS,
  serviceContentSchema,
  type ServiceContent,
} from '@khidma/shared/schemas/service-content';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { ApiFailure } from '@/lib/api';
import { formFailure } from '@/lib/form-failure';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';
import { useGetServiceContentQuery, useSaveServiceContentMutation } from '../api/service-content';
import { TextAreaField } from './form-controls';
import { FormModal } from './form-modal';
import { LoadFailed, PageLoading } from './query-states';

/*
 * The shared schema keeps each list's English and Arabic apart (`included`, `includedAr`); the editor writes them as
 * pairs side by side, so a line and its translation are added and removed together. The pairs are checked with the
 * shared schema's own item and FAQ rules, then split back into the shared shape.
 */
const { included: itemList, faqs: faqList } = serviceContentSchema.shape;
const item = itemList.element;
const pairs = z
  .array(z.object({ en: item, ar: item }))
  .max(SERVICE_CONTENT_LIMITS.items, atMost(SERVICE_CONTENT_LIMITS.items));
const contentFormSchema = z
  .object({ included: pairs, excluded: pairs, faqs: faqList })
  .transform(({ included, excluded, faqs }): ServiceContent => ({
    included: included.map((pair) => pair.en),
    includedAr: included.map((pair) => pair.ar),
    excluded: excluded.map((pair) => pair.en),
    excludedAr: excluded.map((pair) => pair.ar),
    faqs,
  }));
type ContentForm = z.input<typeof contentFormSchema>;
type ListName = 'included' | 'excluded';

/** The stored lists as pairs; a list whose translation is shorter gets empty boxes to fill. */
const pairUp = (english: string[], arabic: string[]) =>
  Array.from({ length: Math.max(english.length, arabic.length) }, (_, index) => ({
    en: english[index] ?? '',
    ar: arabic[index] ?? '',
  }));
const EMPTY_FORM: ContentForm = { included: [], excluded: [], faqs: [] };
const toForm = (content: ServiceContent): ContentForm => ({
  included: pairUp(content.included, content.includedAr),
  excluded: pairUp(content.excluded, content.excludedAr),
  faqs: content.faqs,
});

/**
 * The server names the shared shape's fields (`includedAr.1`, `includedAr` for the list); the form's are pairs
 * (`included.1.ar`, `included`).
 */
function toFormField(field: string): string {
  const match = /^(included|excluded)(Ar)?(?:\.(\d+))?$/.exec(field);
  if (!match) return field;
  const [, list, arabic, index] = match;
  return index === undefined ? `${list}.root` : `${list}.${index}.${arabic ? 'ar' : 'en'}`;
}
function withFormFields(error: unknown): unknown {
  const failure = (error ?? {}) as Partial<ApiFailure>;
  if (!failure.errors) return error;
  const errors = Object.fromEntries(Object.entries(failure.errors).map(([field, text]) => [toFormField(field), text]));
  return { ...failure, errors };
}

/**
 * A service's page content: what the visit includes and does not, and its questions and answers, each in English and
 * Arabic side by side. Loaded when opened, saved whole.
 */
export function ServiceContentForm({
  service,
  onClose,
}: {
  service: { _id: string; name: string };
  onClose: () => void;
}) {
  const t = useT();
  const say = useSay();
  const query = useGetServiceContentQuery(service._id);
  const [save] = useSaveServiceContentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContentForm, unknown, ServiceContent>({
    resolver: zodResolver(contentFormSchema),
    defaultValues: EMPTY_FORM,
  });
  // One dialog from loading to loaded (a second one would take the focus away); the answer fills the form once.
  const { reset } = form;
  useEffect(() => {
    if (query.data) reset(toForm(query.data));
  }, [query.data, reset]);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save({ id: service._id, body }).unwrap();
      toast.success(t('admin.catalogue.content.saved'));
      onClose();
    } catch (error) {
      const mapped = withFormFields(error);
      const fields = Object.keys((mapped as Partial<ApiFailure>).errors ?? {}) as Array<Path<ContentForm>>;
      setFailure(say(formFailure(mapped, form.setError, fields, t('admin.states.actionFailed'))));
    }
  });

  return (
    <FormModal
      open
      onClose={onClose}
      size="lg"
      title={t('admin.catalogue.content.title', { name: service.name })}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      disabled={!query.data}
      failure={failure}
    >
      {query.data ? (
        <>
          <ItemList form={form} name="included" />
          <ItemList form={form} name="excluded" />
          <FaqList form={form} />
        </>
      ) : query.isError ? (
        <LoadFailed
          error={query.error}
          fallback={t('admin.catalogue.content.failed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <PageLoading label={t('admin.catalogue.content.loading')} />
      )}
    </FormModal>
  );
}

type Form = UseFormReturn<ContentForm, unknown, ServiceContent>;

/** One list of the page: its title, its rows (or "none yet"), a refusal of the whole list, and an Add button. */
function ListFrame({
  form,
  name,
  count,
  max,
  addLabel,
  onAdd,
  children,
}: {
  form: Form;
  name: ListName | 'faqs';
  count: number;
  max: number;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const say = useSay();
  const errors = form.formState.errors[name];
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold text-slate-900">{t(`admin.catalogue.content.${name}`)}</legend>
      {count === 0 ? <p className="text-sm text-slate-600">{t('admin.catalogue.content.none')}</p> : null}
      {children}
      {listError ? <p className="text-sm text-red-700">{say(listError)}</p> : null}
      <div>
        <Button variant="secondary" size="sm" disabled={count >= max} onClick={onAdd}>
          <Plus className="size-4" aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}

/** Included or excluded lines, each an English box and an Arabic one. */
function ItemList({ form, name }: { form: Form; name: ListName }) {
  const t = useT();
  const rows = useFieldArray({ control: form.control, name });
  return (
    <ListFrame
      form={form}
      name={name}
      count={rows.fields.length}
      max={SERVICE_CONTENT_LIMITS.items}
      addLabel={t(`admin.catalogue.content.add.${name}`)}
      onAdd={() => rows.append({ en: '', ar: '' })}
    >
      {rows.fields.map((row, index) => {
        const n = index + 1;
        return (
          <div key={row.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <TextField
              form={form}
              name={`${name}.${index}.en`}
              label={t(`admin.catalogue.content.${name}Item`, { n })}
              dir="ltr"
            />
            <TextField
              form={form}
              name={`${name}.${index}.ar`}
              label={t(`admin.catalogue.content.${name}ItemAr`, { n })}
              dir="rtl"
            />
            <Button
              variant="ghost"
              size="sm"
              className="sm:mt-7"
              onClick={() => rows.remove(index)}
              aria-label={t(`admin.catalogue.content.remove.${name}`, { n })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        );
      })}
    </ListFrame>
  );
}

/** Questions and answers, English and Arabic side by side. */
function FaqList({ form }: { form: Form }) {
  const t = useT();
  const rows = useFieldArray({ control: form.control, name: 'faqs' });
  return (
    <ListFrame
      form={form}
      name="faqs"
      count={rows.fields.length}
      max={SERVICE_CONTENT_LIMITS.faqs}
      addLabel={t('admin.catalogue.content.add.faq')}
      onAdd={() => rows.append({ question: '', questionAr: '', answer: '', answerAr: '' })}
    >
      {rows.fields.map((row, index) => {
        const n = index + 1;
        const box = (field: 'question' | 'questionAr' | 'answer' | 'answerAr') => {
          const Field = field.startsWith('answer') ? TextAreaField : TextField;
          return (
            <Field
              form={form}
              name={`faqs.${index}.${field}`}
              label={t(`admin.catalogue.content.${field}`, { n })}
              dir={field.endsWith('Ar') ? 'rtl' : 'ltr'}
            />
          );
        };
        return (
          <div key={row.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
            {box('question')}
            {box('questionAr')}
            {box('answer')}
            {box('answerAr')}
            <div className="sm:col-span-2">
              <Button variant="ghost" size="sm" onClick={() => rows.remove(index)}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t('admin.catalogue.content.remove.faq', { n })}
              </Button>
            </div>
          </div>
        );
      })}
    </ListFrame>
  );
}
