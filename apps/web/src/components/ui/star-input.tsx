import { Star } from 'lucide-react';
import { useId } from 'react';
import { RATING_MAX } from '@khidma/shared/constants';
import { useT } from '@/lib/i18n/use-t';

type StarInputProps = {
  /** What the stars rate, read by screen readers ("Rate AC General Service"). */
  label: string;
  value: number | null;
  onChange: (rating: number) => void;
  disabled?: boolean;
};

/** 1 to 5 stars as a radio group: arrows move between stars, and a click or Space chooses. */
export function StarInput({ label, value, onChange, disabled }: StarInputProps) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="flex items-center gap-0.5" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const rating = index + 1;
        const filled = value !== null && rating <= value;
        return (
          <label
            key={rating}
            className="cursor-pointer rounded p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
            />
            <Star
              className={`size-6 ${filled ? 'fill-amber-400 text-amber-500' : 'text-slate-400'}`}
              aria-hidden="true"
            />
            <span className="sr-only">{t('ui.starInput.option', { rating })}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
