import { Star } from 'lucide-react';
import { RATING_MAX } from '@khidma/shared/constants';

type StarsProps = {
  /** 0 to 5; fractions fill part of a star. */
  rating: number;
  className?: string;
};

/** "4.5" for 4.5, "4" for 4: one decimal at most, as the API rounds ratings. */
export function formatRating(rating: number): string {
  return String(Math.round(rating * 10) / 10);
}

const row = (className: string) =>
  Array.from({ length: RATING_MAX }, (_, index) => (
    <Star key={index} className={`size-4 shrink-0 ${className}`} aria-hidden="true" />
  ));

/**
 * A read-only rating as stars out of 5, read by screen readers as "4.5 out of 5 stars". The filled row is the
 * outlined row clipped to the rating's width, so a 4.5 shows four and a half stars.
 */
export function Stars({ rating, className = '' }: StarsProps) {
  const clamped = Math.min(Math.max(rating, 0), RATING_MAX);
  return (
    <span
      role="img"
      aria-label={`${formatRating(clamped)} out of ${RATING_MAX} stars`}
      className={`relative inline-flex shrink-0 ${className}`}
    >
      <span className="flex text-slate-300">{row('')}</span>
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500"
        style={{ width: `${(clamped / RATING_MAX) * 100}%` }}
      >
        {row('fill-current')}
      </span>
    </span>
  );
}
