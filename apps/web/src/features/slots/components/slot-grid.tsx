import { useEffect, useId } from 'react';
import type { Slot } from '@khidma/shared/schemas/slots';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { useGetSlotsQuery } from '../api/get-slots';
import { useSlotFormat } from '@/lib/format-slot';
import { chipClasses } from './date-strip';

type SlotGridProps = {
  subCategoryId: string;
  duration: number;
  date: string;
  value: Slot | null;
  onChange: (slot: Slot | null) => void;
  area?: string;
};

const SKELETON_SLOTS = 8;

/**
 * The day's free times. A slot nobody can serve is not offered at all (hidden, not disabled): the customer sees
 * only what they can book, and the arrow keys never land on a dead choice.
 */
export function SlotGrid({ subCategoryId, duration, date, value, onChange, area }: SlotGridProps) {
  const t = useT();
  const { time, fullDay } = useSlotFormat();
  const labelId = useId();
  const name = useId();
  const { currentData, isFetching, error, refetch } = useGetSlotsQuery({ subCategoryId, date, duration, area });
  const free = currentData?.filter((slot) => slot.available);

  // A chosen time of this day that is gone (someone booked it meanwhile) is no longer a choice.
  const chosenGone =
    value !== null && free !== undefined && value.start.startsWith(date) && !free.some((s) => s.start === value.start);
  useEffect(() => {
    if (chosenGone) onChange(null);
  }, [chosenGone, onChange]);

  let body;
  if (!currentData && isFetching) {
    body = (
      <div aria-busy="true" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {/* Not a live region: the page's own status line (checkout's messages) stays the one. */}
        <span className="sr-only">{t('slots.loading')}</span>
        {Array.from({ length: SKELETON_SLOTS }, (_, index) => (
          <Skeleton key={index} className="h-10" />
        ))}
      </div>
    );
  } else if (error && !currentData) {
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{failureMessage(error, t('slots.failed'))}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
          {t('slots.retry')}
        </Button>
      </div>
    );
  } else if (!free?.length) {
    body = (
      <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700">{t('slots.empty')}</p>
    );
  } else {
    body = (
      <div role="radiogroup" aria-labelledby={labelId} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {free.map((slot) => (
          <label key={slot.start} className={chipClasses}>
            <input
              type="radio"
              name={name}
              value={slot.start}
              checked={value?.start === slot.start}
              onChange={() => onChange(slot)}
              aria-label={t('slots.time.label', { time: time(slot.start), date: fullDay(date) })}
              className="sr-only"
            />
            <span aria-hidden="true" className="whitespace-nowrap">
              {time(slot.start)}
            </span>
          </label>
        ))}
      </div>
    );
  }

  return (
    <div>
      <p id={labelId} className="mb-2 text-sm font-semibold text-slate-700">
        {t('slots.time.legend', { date: fullDay(date) })}
      </p>
      {body}
    </div>
  );
}
