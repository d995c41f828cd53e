import { useState } from 'react';
import { toast } from 'sonner';
import { kuwaitDate } from '@khidma/shared/kuwait-time';
import type { Booking } from '@khidma/shared/schemas/order';
import type { Slot } from '@khidma/shared/schemas/slots';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { BookedSlot } from '@/features/slots/components/booked-slot';
import { SlotPicker } from '@/features/slots/components/slot-picker';
import { useSlotFormat } from '@/lib/format-slot';
import { failureMessage, isRefusal } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { useRescheduleOrderMutation } from '../api/change-order';
import { ChangeTerms } from './change-terms';

type RescheduleDialogProps = {
  /** An order with a slot (slotStart, slotEnd, subCategoryId). */
  order: Booking & { slotStart: string; slotEnd: string; subCategoryId: string };
  userId: string;
  open: boolean;
  onClose: () => void;
};

/**
 * Another time for the same visit: the picker asks for the order's sub-category and length; the fee shown is the
 * one sent, and a fee that moved meanwhile comes back as a refusal with the order (and its fee) fetched again.
 */
export function RescheduleDialog({ order, userId, open, onClose }: RescheduleDialogProps) {
  const t = useT();
  const { slot: slotText } = useSlotFormat();
  const [date, setDate] = useState(() => kuwaitDate(Date.now()));
  const [slot, setSlot] = useState<Slot | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reschedule, { isLoading }] = useRescheduleOrderMutation();
  const duration = (Date.parse(order.slotEnd) - Date.parse(order.slotStart)) / 60_000;
  const fee = order.changeFee;

  const close = () => {
    setSlot(null);
    setProblem(null);
    onClose();
  };

  const confirm = async () => {
    if (!slot) return setProblem(t('validation.slotStart.required'));
    if (fee === null) return setProblem(t('errors.orders.cannotChange'));
    try {
      await reschedule({ ordId: order.ordId, change: { userId, slotStart: slot.start, fee } }).unwrap();
      toast.success(t('orders.reschedule.done', { slot: slotText(slot.start, slot.end) ?? '' }));
      close();
    } catch (error) {
      const reason = failureMessage(error, t('orders.reschedule.failed'));
      // A new fee keeps the chosen time for a second confirmation; any other refusal may mean the time is gone.
      if (!isRefusal(error, 'errors.orders.changeFeeChanged')) setSlot(null);
      setProblem(reason);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('orders.reschedule.title', { ordId: order.ordId })}
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('orders.reschedule.keep')}
          </Button>
          <Button loading={isLoading} disabled={fee === null} onClick={() => void confirm()}>
            {t('orders.reschedule.confirm')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          <BookedSlot
            start={order.slotStart}
            end={order.slotEnd}
            format={(text) => t('orders.reschedule.current', { slot: text })}
          />
        </p>
        <SlotPicker
          subCategoryId={order.subCategoryId}
          duration={duration}
          date={date}
          onDateChange={setDate}
          value={slot}
          onChange={setSlot}
        />
        <ChangeTerms fee={fee} problem={problem} />
      </div>
    </Modal>
  );
}
