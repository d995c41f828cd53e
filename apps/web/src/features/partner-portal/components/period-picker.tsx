import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { periodQuerySchema, type PeriodQuery } from '@khidma/shared/schemas/finance';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/use-t';

/**
 * From and To (Kuwait days) and Show: the period of a report, checked by the schema the server checks it with
 * (To not before From, at most a year). The partner's earnings and the console's finance share it.
 */
export function PeriodPicker({ value, onChange }: { value: PeriodQuery; onChange: (period: PeriodQuery) => void }) {
  const t = useT();
  const form = useForm<PeriodQuery>({ resolver: zodResolver(periodQuerySchema), defaultValues: value });
  const { reset } = form;
  const { from, to } = value;
  // The address changed (back, a link): the fields follow.
  useEffect(() => reset({ from, to }), [reset, from, to]);
  return (
    <form
      noValidate
      aria-label={t('partner-portal.period.label')}
      onSubmit={(event) => void form.handleSubmit(onChange)(event)}
      className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
    >
      <TextField form={form} name="from" type="date" label={t('partner-portal.period.from')} />
      <TextField form={form} name="to" type="date" label={t('partner-portal.period.to')} />
      <Button type="submit" variant="secondary" className="col-span-2 sm:mb-0.5">
        {t('partner-portal.period.show')}
      </Button>
    </form>
  );
}
