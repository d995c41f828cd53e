import { CalendarClock } from 'lucide-react';
import { useSlotFormat } from '@/lib/format-slot';

type BookedSlotProps = {
  start: string | null;
  end: string | null;
  /** Words around the slot's text ("Visit: {slot}"); the text alone by default. */
  format?: (slot: string) => string;
  className?: string;
};

/** A booked slot, "Thu, 26 Nov, 9:30 – 10:30 am", with a clock; nothing for an order placed before slots. */
export function BookedSlot({ start, end, format = (text) => text, className = '' }: BookedSlotProps) {
  const { slot } = useSlotFormat();
  const text = slot(start, end);
  if (!text) return null;
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <CalendarClock className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>{format(text)}</span>
    </span>
  );
}
