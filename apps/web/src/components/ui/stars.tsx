import { RATING_MAX } from '@khidma/shared/constants';
import { useT } from '@/lib/i18n/use-t';

type StarsProps = {
  /** 0 to 5; fractions fill part of a star. */
  rating: number;
  className?: string;
};

/** "4.5" for 4.5, "4" for 4: one decimal at most, as the API rounds ratings. */
export function formatRating(rating: number): string {
  return String(Math.round(rating * 10) / 10);
}

// Lucide's star, five in a row in one SVG: a page of cards draws dozens of ratings, and one element per row
// costs a fraction of five icon components.
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const ROW_WIDTH = 16 * RATING_MAX;

const row = (color: string) => (
  <svg
    viewBox={`0 0 ${24 * RATING_MAX} 24`}
    width={ROW_WIDTH}
    height={16}
    fill="currentColor"
    className={`block shrink-0 ${color}`}
    aria-hidden="true"
  >
    {Array.from({ length: RATING_MAX }, (_, index) => (
      <path key={index} d={STAR} transform={`translate(${index * 24} 0)`} />
    ))}
  </svg>
);
const EMPTY_ROW = row('text-slate-300');
const FILLED_ROW = row('text-amber-500');

/**
 * A read-only rating as stars out of 5, read by screen readers as "4.5 out of 5 stars". The filled row is the
 * grey row's twin, clipped to the rating's width from the start side, so a 4.5 shows four and a half stars (filled
 * from the right in Arabic).
 */
export function Stars({ rating, className = '' }: StarsProps) {
  const t = useT();
  const clamped = Math.min(Math.max(rating, 0), RATING_MAX);
  return (
    <span
      role="img"
      aria-label={t('ui.stars.label', { rating: formatRating(clamped), max: RATING_MAX })}
      className={`relative inline-block shrink-0 ${className}`}
    >
      {EMPTY_ROW}
      <span
        className="absolute inset-y-0 start-0 overflow-hidden"
        style={{ width: `${(clamped / RATING_MAX) * 100}%` }}
      >
        {FILLED_ROW}
      </span>
    </span>
  );
}
