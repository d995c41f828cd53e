import { useState } from 'react';
import { BEST_SELLERS_INITIAL } from '@/lib/constants';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { useGetBestSellersQuery } from '../api/get-best-sellers';
import { IMAGE_SIZES } from './image-sizes';
import { SectionFailure } from './section-failure';
import { ServiceCard } from './service-card';
import { ServiceCardSkeleton } from './service-card-skeleton';

/** Home's best sellers (spec §2): three at first, 'View all' / 'Show Less' below them when there are more. */
export function BestSellers() {
  const t = useT();
  const { data, isLoading, isError, error, refetch } = useGetBestSellersQuery();
  const [expanded, setExpanded] = useState(false);
  if (isError)
    return <SectionFailure error={error} fallback={t('catalog.bestSellers.failed')} onRetry={() => void refetch()} />;
  const shown = expanded ? data : data?.slice(0, BEST_SELLERS_INITIAL);

  return (
    <>
      <ul id="best-sellers-list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isLoading}>
        {isLoading
          ? Array.from({ length: BEST_SELLERS_INITIAL }, (_, index) => (
              <li key={index} aria-hidden="true">
                <ServiceCardSkeleton />
              </li>
            ))
          : shown?.map((service) => (
              <li key={service._id}>
                <ServiceCard service={service} imageSizes={IMAGE_SIZES.homeCard} />
              </li>
            ))}
      </ul>
      {data && data.length > BEST_SELLERS_INITIAL ? (
        <div className="mt-6 text-center">
          <Button
            variant="secondary"
            aria-expanded={expanded}
            aria-controls="best-sellers-list"
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('catalog.bestSellers.showLess') : t('catalog.bestSellers.viewAll')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
