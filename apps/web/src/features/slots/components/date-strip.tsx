import { useId } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useSlotFormat } from '@/lib/format-slot';

type DateStripProps = { days: string[]; value: string; onChange: (date: string) => void };

/** `relative`: the visually hidden radio is positioned in its chip, so it never reaches past the strip's scroll box. */
export const chipClasses =
  'relative flex shrink-0 cursor-pointer items-center justify-center rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2';

/**
 * The bookable Kuwait days, today first: native radios in one group, so the arrow keys move between them (and
 * turn with the reading direction in Arabic), each named by its full date.
 */
export function DateStrip({ days, value, onChange }: DateStripProps) {
  const t = useT();
  const { stripDay, fullDay } = useSlotFormat();
  const labelId = useId();
  const name = useId();
  return (
    <div>
      <p id={labelId} className="mb-2 text-sm font-semibold text-slate-700">
        {t('slots.date.label')}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="-mx-1 flex gap-2 overflow-x-auto px-1 pt-1 pb-2">
        {days.map((date, index) => (
          <label key={date} className={chipClasses}>
            <input
              type="radio"
              name={name}
              value={date}
              checked={value === date}
              onChange={() => onChange(date)}
              aria-label={index === 0 ? t('slots.date.today', { date: fullDay(date) }) : fullDay(date)}
              className="sr-only"
            />
            <span aria-hidden="true" className="whitespace-nowrap">
              {stripDay(date)}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
