import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/use-t';
import { ActionFailed } from './query-states';

/**
 * A form in a dialog: its fields, the server's refusal under them, and Cancel / submit in the footer (the submit
 * button sits outside the <form> and names it). The dialog keeps the focus inside and gives it back on close.
 */
export function FormModal({
  open,
  onClose,
  title,
  size = 'md',
  onSubmit,
  submitting,
  disabled = false,
  submitLabel,
  cancelLabel,
  danger = false,
  failure,
  className = 'flex flex-col gap-4',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: 'sm' | 'md' | 'lg';
  onSubmit: (event: FormEvent) => Promise<void>;
  submitting: boolean;
  /** While an upload runs, say. */
  disabled?: boolean;
  submitLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  failure: string | null;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size={size}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel ?? t('admin.actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={danger ? 'danger' : 'primary'}
            loading={submitting}
            disabled={disabled}
          >
            {submitLabel ?? t('admin.actions.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className={className}>
        {children}
        {failure ? (
          <div className="col-span-full">
            <ActionFailed message={failure} />
          </div>
        ) : null}
      </form>
    </Modal>
  );
}
