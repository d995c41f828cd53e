import { useMemo } from 'react';
import { SLOT_BOOKING_DAYS } from '@khidma/shared/constants';
import { addKuwaitDays, kuwaitDate } from '@khidma/shared/kuwait-time';
import type { Slot } from '@khidma/shared/schemas/slots';
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
  /** The address's area: only the partners who go there count. */
  area?: string;
};

/** The bookable Kuwait days, today first (SLOT_BOOKING_DAYS of them), as the server counts them. */
export function bookableDays(now: number = Date.now()): string[] {
  const today = kuwaitDate(now);
  return Array.from({ length: SLOT_BOOKING_DAYS }, (_, index) => addKuwaitDays(today, index));
}

/**
 * A date and a free time for a visit, for checkout and for rescheduling alike. Controlled: its owner keeps the day
 * and the choice, so they survive a step away and back. Another day clears the time (one checked choice, in view).
 */
export function SlotPicker({ subCategoryId, duration, date, onDateChange, value, onChange, area }: SlotPickerProps) {
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
      <SlotGrid
        subCategoryId={subCategoryId}
        duration={duration}
        date={date}
        value={value}
        onChange={onChange}
        area={area}
      />
    </div>
  );
}
