import type { Service } from '@khidma/shared/schemas/catalog';
import { formatRating, Stars } from '@/components/ui/stars';

/** Stars out of 5, the rating, and the review count in brackets (spec §2 Service card and detail). */
export function RatingLine({ service }: { service: Pick<Service, 'overallRating' | 'reviewscount'> }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
      <Stars rating={service.overallRating} />
      <span className="font-semibold" aria-hidden="true">
        {formatRating(service.overallRating)}
      </span>
      <span>
        ({service.reviewscount} {service.reviewscount === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  );
}
