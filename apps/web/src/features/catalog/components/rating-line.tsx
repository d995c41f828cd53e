import type { Service } from '@khidma/shared/schemas/catalog';
import { formatRating, Stars } from '@/components/ui/stars';
import { useT } from '@/lib/i18n/use-t';

/** Stars out of 5, the rating, and the review count in brackets (spec §2 Service card and detail). */
export function RatingLine({ service }: { service: Pick<Service, 'overallRating' | 'reviewscount'> }) {
  const t = useT();
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
      <Stars rating={service.overallRating} />
      <span className="font-semibold" aria-hidden="true">
        {formatRating(service.overallRating)}
      </span>
      <span>{t('catalog.rating.reviews', { count: service.reviewscount })}</span>
    </p>
  );
}
