import { useState } from 'react';
import { BEST_SELLERS_INITIAL } from '@khidma/shared/constants';
import { Button } from '@/components/ui/button';
import { useGetBestSellersQuery } from '../api/get-best-sellers';
import { SectionFailure } from './section-failure';
import { ServiceCard } from './service-card';
import { ServiceCardSkeleton } from './service-card-skeleton';

/** Home's best sellers (spec §2): three at first, 'View all' / 'Show Less' when there are more. */
export function BestSellersSection() {
  const { data, isLoading, isError, error, refetch } = useGetBestSellersQuery();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? data : data?.slice(0, BEST_SELLERS_INITIAL);

  let content;
  if (isLoading)
    content = Array.from({ length: BEST_SELLERS_INITIAL }, (_, index) => (
      <li key={index} aria-hidden="true">
        <ServiceCardSkeleton />
      </li>
    ));
  else
    content = shown?.map((service) => (
      <li key={service._id}>
        <ServiceCard service={service} />
      </li>
    ));

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h2 id="best-sellers-title" className="text-2xl font-bold text-slate-900">
          Best Sellers
        </h2>
        {data && data.length > BEST_SELLERS_INITIAL ? (
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={expanded}
            aria-controls="best-sellers-list"
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Show Less' : 'View all'}
          </Button>
        ) : null}
      </div>
      {isError ? (
        <SectionFailure error={error} fallback="Failed to fetch best sellers" onRetry={() => void refetch()} />
      ) : (
        <ul id="best-sellers-list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isLoading}>
          {content}
        </ul>
      )}
    </section>
  );
}
