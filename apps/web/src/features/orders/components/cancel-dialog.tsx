import { useId, useState } from 'react';
import { toast } from 'sonner';
import { orderCancelSchema, type Booking } from '@khidma/shared/schemas/order';
import { Button } from '@/components/ui/button';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { failureMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { useCancelOrderMutation } from '../api/change-order';
import { ChangeTerms, refundOnCancel } from './change-terms';

type CancelDialogProps = { order: Booking; userId: string; open: boolean; onClose: () => void };

const REASON_MAX = 500;

/** The customer cancels, with an optional reason, at the fee shown (free, or the late-change fee). */
export function CancelDialog({ order, userId, open, onClose }: CancelDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [cancel, { isLoading }] = useCancelOrderMutation();
  const reasonId = useId();
  const fee = order.changeFee;

  const close = () => {
    setReason('');
    setReasonError(undefined);
    setProblem(null);
    onClose();
  };

  const confirm = async () => {
    if (fee === null) return setProblem(t('errors.orders.cannotChange'));
    // The route's own rule for the reason: control characters are refused here first, in the reader's language.
    const checked = orderCancelSchema.shape.reason.safeParse(reason.trim() || undefined);
    if (!checked.success) return setReasonError(checked.error.issues[0]?.message);
    setReasonError(undefined);
    try {
      await cancel({ ordId: order.ordId, change: { userId, fee, reason: checked.data } }).unwrap();
      toast.success(t('orders.cancel.done', { ordId: order.ordId }));
      close();
    } catch (error) {
      setProblem(failureMessage(error, t('orders.cancel.failed')));
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('orders.cancel.title', { ordId: order.ordId })}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('orders.cancel.keep')}
          </Button>
          <Button variant="danger" loading={isLoading} disabled={fee === null} onClick={() => void confirm()}>
            {t('orders.cancel.confirm')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <FormField id={reasonId} label={t('orders.cancel.reason')} error={reasonError}>
          {(aria) => (
            // One line, as the route takes it (a line break is a control character there).
            <input
              {...aria}
              type="text"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={REASON_MAX}
              className={inputClasses}
            />
          )}
        </FormField>
        <ChangeTerms fee={fee} problem={problem} refund={refundOnCancel(order, fee)} />
      </div>
    </Modal>
  );
}
