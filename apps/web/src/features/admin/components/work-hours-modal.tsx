import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { workHoursSchema } from '@khidma/shared/schemas/operations';
import { TextField } from '@/components/ui/text-field';
import { WorkDaysField } from '@/components/ui/work-days-field';
import { useT } from '@/lib/i18n/use-t';
import type { WorkHours } from '../api/people';
import { FormModal } from './form-modal';
import { useModalSubmit } from '../hooks/use-modal-submit';

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
  const form = useForm<WorkHours>({ resolver: zodResolver(workHoursSchema), values: hours });

  const { submit, failure } = useModalSubmit(
    form,
    ['workHoursStart', 'workHoursEnd', 'workDays'] as const,
    onSave,
    () => {
      onClose();
      toast.success(t('admin.partners.hoursSaved'));
    },
  );

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
