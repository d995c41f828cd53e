import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { workHoursSchema } from '@khidma/shared/schemas/operations';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { formFailure } from '@/lib/form-failure';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';
import type { WorkHours } from '../api/people';
import { ActionFailed } from './query-states';

/** A partner's working hours (Kuwait time), the end after the start: the application's rule. */
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
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<WorkHours>({ resolver: zodResolver(workHoursSchema), values: hours });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values);
      onClose();
      toast.success(t('admin.partners.hoursSaved'));
    } catch (error) {
      const fields = ['workHoursStart', 'workHoursEnd'] as const;
      setFailure(say(formFailure(error, form.setError, fields, t('admin.states.actionFailed'))));
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={t('admin.partners.hoursTitle', { name })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.formState.isSubmitting}>
            {t('admin.actions.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="workHoursStart" label={t('admin.partners.hoursStart')} type="time" />
        <TextField form={form} name="workHoursEnd" label={t('admin.partners.hoursEnd')} type="time" />
        <div className="sm:col-span-2">
          <ActionFailed message={failure} />
        </div>
      </form>
    </Modal>
  );
}
