import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { jobDeclineSchema } from '@khidma/shared/schemas/operations';
import { Button } from '@/components/ui/button';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import { useDeclineJobMutation } from '../api/move-job';
import { Refusal } from './states';

type Decline = z.infer<typeof jobDeclineSchema>;

/**
 * 'Decline job' until the partner is on the way: a reason is required (the admin reads it); the job goes back
 * to the admin, unassigned, and the partner returns to their list.
 */
export function DeclineJob({ ordId }: { ordId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [decline, { isLoading, error }] = useDeclineJobMutation();
  const form = useForm<Decline>({ resolver: zodResolver(jobDeclineSchema), defaultValues: { reason: '' } });
  const reasonError = form.formState.errors.reason?.message;
  const titleId = useId();
  const reasonId = useId();

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await decline({ ordId, reason }).unwrap();
      toast.success(t('partner-portal.job.declined', { ordId }));
      void navigate('/partner', { replace: true });
    } catch {
      // Shown below, from the mutation's state.
    }
  });

  if (!open) {
    return (
      <Button variant="secondary" size="lg" className="w-full" onClick={() => setOpen(true)}>
        {t('partner-portal.job.decline')}
      </Button>
    );
  }
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-3 rounded-xl border border-red-200 bg-red-50/40 p-4"
    >
      <h3 id={titleId} className="font-semibold">
        {t('partner-portal.job.declineTitle')}
      </h3>
      <FormField
        id={reasonId}
        label={t('partner-portal.job.declineReason')}
        hint={t('partner-portal.job.declineHint')}
        error={reasonError}
      >
        {(aria) => (
          <textarea {...aria} {...form.register('reason')} rows={3} className={`${inputClasses} h-auto py-2`} />
        )}
      </FormField>
      <Refusal error={error} fallback={t('partner-portal.job.declineFailed')} />
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" size="lg" onClick={() => setOpen(false)}>
          {t('partner-portal.job.declineCancel')}
        </Button>
        <Button type="submit" variant="danger" size="lg" loading={isLoading}>
          {t('partner-portal.job.declineConfirm')}
        </Button>
      </div>
    </form>
  );
}
