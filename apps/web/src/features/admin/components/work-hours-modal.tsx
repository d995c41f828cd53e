import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { workHoursSchema } from '@khidma/shared/schemas/operations';
import { TextField } from '@/components/ui/text-field';
import { WorkDaysField } from '@/components/ui/work-days-field';
import { formFailure } from '@/lib/form-failure';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';
import type { WorkHours } from '../api/people';
import { FormModal } from './form-modal';

/** A partner's working hours (Kuwait time), the end after the start (the application's rule), and work days. */
export function WorkHoursModal({
  open,
  onClose,
  name,
  hours,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  name: string;
  hours: WorkHours;
  onSave: (hours: WorkHours) => Promise<unknown>;
}) {
  const t = useT();
  const say = useSay();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<WorkHours>({ resolver: zodResolver(workHoursSchema), values: hours });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values);
      onClose();
      toast.success(t('admin.partners.hoursSaved'));
    } catch (error) {
      const fields = ['workHoursStart', 'workHoursEnd', 'workDays'] as const;
      setFailure(say(formFailure(error, form.setError, fields, t('admin.states.actionFailed'))));
    }
  });

  return (
    <FormModal
      open={open}
      onClose={onClose}
      size="sm"
      title={t('admin.partners.hoursTitle', { name })}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      failure={failure}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField form={form} name="workHoursStart" label={t('admin.partners.hoursStart')} type="time" />
      <TextField form={form} name="workHoursEnd" label={t('admin.partners.hoursEnd')} type="time" />
      <WorkDaysField control={form.control} name="workDays" legend={t('admin.partners.workDays')} />
    </FormModal>
  );
}
