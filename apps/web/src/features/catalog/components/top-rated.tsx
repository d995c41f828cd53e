import { useT } from '@/lib/i18n/use-t';
import { useGetTopRatedQuery } from '../api/get-top-rated';
import { IMAGE_SIZES } from './image-sizes';
import { SectionFailure } from './section-failure';
import { ServiceCarousel } from './service-carousel';

/** Home's 'Top Rated' carousel (spec §2), named by its section's heading. */
export function TopRated({ labelledBy }: { labelledBy: string }) {
  const t = useT();
  const { data, isError, error, refetch } = useGetTopRatedQuery();
  if (isError)
    return <SectionFailure error={error} fallback={t('catalog.topRated.failed')} onRetry={() => void refetch()} />;
  return <ServiceCarousel labelledBy={labelledBy} services={data} imageSizes={IMAGE_SIZES.homeCard} />;
}
