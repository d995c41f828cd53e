import { useGetTopRatedQuery } from '../api/get-top-rated';
import { SectionFailure } from './section-failure';
import { ServiceCarousel } from './service-carousel';

/** Home's 'Top Rated' carousel (spec §2). */
export function TopRatedSection() {
  const { data, isError, error, refetch } = useGetTopRatedQuery();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="top-rated-title" className="mb-6 text-2xl font-bold text-slate-900">
        Top Rated
      </h2>
      {isError ? (
        <SectionFailure error={error} fallback="Failed to fetch top rated services" onRetry={() => void refetch()} />
      ) : (
        <ServiceCarousel labelledBy="top-rated-title" services={data} />
      )}
    </section>
  );
}
