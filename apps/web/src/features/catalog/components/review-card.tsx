import type { Review } from '@khidma/shared/schemas/catalog';
import { Stars } from '@/components/ui/stars';
import { useT } from '@/lib/i18n/use-t';

/**
 * A testimonial (spec §2 Review card): stars out of 5, the review, the author and their optional title. The
 * customers' words keep their own direction (an English review reads left to right on an Arabic page).
 */
export function ReviewCard({ review }: { review: Review }) {
  const t = useT();
  return (
    <figure className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <Stars rating={review.rating} />
      <blockquote dir="auto" className="flex-1 text-slate-700">
        {t('catalog.reviews.quote', { review: review.review })}
      </blockquote>
      <figcaption className="text-sm">
        <bdi className="block font-semibold text-slate-900">{review.userName}</bdi>
        {review.userTitle ? <bdi className="block text-slate-600">{review.userTitle}</bdi> : null}
      </figcaption>
    </figure>
  );
}
