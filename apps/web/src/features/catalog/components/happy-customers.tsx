import { Carousel } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/use-t';
import { useGetReviewsQuery } from '../api/get-reviews';
import { ReviewCard } from './review-card';
import { SectionFailure } from './section-failure';

/** Home's testimonials carousel, 'Our Happy Customers' (spec §2), named by its section's heading. */
export function HappyCustomers({ labelledBy }: { labelledBy: string }) {
  const t = useT();
  const { data, isError, error, refetch } = useGetReviewsQuery();
  if (isError)
    return <SectionFailure error={error} fallback={t('catalog.reviews.failed')} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-48 w-full rounded-xl" />;
  return (
    <Carousel
      labelledBy={labelledBy}
      slides={data.map((review) => ({ key: review._id, content: <ReviewCard review={review} /> }))}
    />
  );
}
