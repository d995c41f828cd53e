import { useMemo } from 'react';
import type { Slot } from '@khidma/shared/schemas/slots';
import { bookableDays } from '../hooks/use-slot-format';
import { DateStrip } from './date-strip';
import { SlotGrid } from './slot-grid';

export type SlotPickerProps = {
  subCategoryId: string;
  /** The order's length in minutes: the sum of its services' DurationMinutes. */
  duration: number;
  /** The Kuwait day shown ('YYYY-MM-DD'). */
  date: string;
  onDateChange: (date: string) => void;
  value: Slot | null;
  onChange: (slot: Slot | null) => void;
};

/**
 * A date and a free time for a visit, for checkout and for rescheduling alike. Controlled: its owner keeps the day
 * and the choice, so they survive a step away and back. Another day clears the time (one checked choice, in view).
 */
export function SlotPicker({ subCategoryId, duration, date, onDateChange, value, onChange }: SlotPickerProps) {
  const days = useMemo(() => bookableDays(), []);
  return (
    <div className="min-w-0 space-y-4">
      <DateStrip
        days={days}
        value={date}
        onChange={(next) => {
          onDateChange(next);
          onChange(null);
        }}
      />
      <SlotGrid subCategoryId={subCategoryId} duration={duration} date={date} value={value} onChange={onChange} />
    </div>
  );
}
