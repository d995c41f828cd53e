import type { Review } from '@khidma/shared/schemas/catalog';
import { Stars } from '@/components/ui/stars';
import { useIntl } from 'react-intl';

/**
 * A testimonial (spec §2 Review card): stars out of 5, the review, the author and their optional title. The
 * customers' words keep their own direction (<bdi>) inside the page's.
 */
export function ReviewCard({ review }: { review: Review }) {
  const { formatMessage } = useIntl();
  return (
    <figure className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <Stars rating={review.rating} />
      <blockquote className="flex-1 text-slate-700">
        {formatMessage({ id: 'catalog.reviews.quote' }, { review: <bdi>{review.review}</bdi> })}
      </blockquote>
      <figcaption className="text-sm">
        <bdi className="block font-semibold text-slate-900">{review.userName}</bdi>
        {review.userTitle ? <bdi className="block text-slate-600">{review.userTitle}</bdi> : null}
      </figcaption>
    </figure>
  );
}
