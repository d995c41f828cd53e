import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { reasonSchema } from '@khidma/shared/schemas/operations';
import { text } from '@khidma/shared/schemas/fields';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { failureMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { FormModal } from './form-modal';

const REASON_MAX = 500;
const requiredReason = z.object({ reason: reasonSchema });
const optionalReason = z.object({ reason: text('reason').max(REASON_MAX) });
type ReasonForm = { reason: string };

/**
 * Confirms an action that needs (or may take) a reason: cancel an order, reject an application, block a customer.
 * The reason box has the focus when it opens; the server's refusal shows inside, and the dialog stays open.
 */
export function ReasonModal({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  required,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  confirmLabel: string;
  /** A required reason (cancel, reject) or an optional one (block, suspend). */
  required: boolean;
  /** Rejects with the server's failure; the dialog shows it. */
  onConfirm: (reason: string | undefined) => Promise<void>;
}) {
  const t = useT();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReasonForm>({
    resolver: zodResolver(required ? requiredReason : optionalReason),
    defaultValues: { reason: '' },
  });
  const { ref, ...field } = form.register('reason');
  const error = form.formState.errors.reason?.message;

  const box = useRef<HTMLTextAreaElement | null>(null);

  // Each opening starts empty with the focus in the box (the dialog has opened by now: its effect runs first).
  // form.setFocus cannot do it: reset() forgets the fields' elements until the next render.
  useEffect(() => {
    if (!open) return;
    form.reset({ reason: '' });
    setFailure(null);
    box.current?.focus();
  }, [open, form]);

  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onConfirm(reason || undefined);
    } catch (failed) {
      setFailure(failureMessage(failed, t('admin.states.actionFailed')));
    }
  });

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={confirmLabel}
      cancelLabel={t('admin.actions.back')}
      danger
      failure={failure}
    >
      {description ? <p className="text-sm text-slate-700">{description}</p> : null}
      <FormField
        id={`${id}-reason`}
        label={t(required ? 'admin.reason.label' : 'admin.reason.optionalLabel')}
        error={error}
      >
        {(aria) => (
          <textarea
            {...aria}
            {...field}
            ref={(element) => {
              ref(element);
              box.current = element;
            }}
            rows={3}
            maxLength={REASON_MAX}
            className={`${inputClasses} h-auto py-2`}
          />
        )}
      </FormField>
    </FormModal>
  );
}
