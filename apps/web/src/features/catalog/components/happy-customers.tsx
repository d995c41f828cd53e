import { Carousel } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { useGetReviewsQuery } from '../api/get-reviews';
import { ReviewCard } from './review-card';
import { SectionFailure } from './section-failure';

/** Home's testimonials carousel, 'Our Happy Customers' (spec §2). */
export function HappyCustomersSection() {
  const { data, isError, error, refetch } = useGetReviewsQuery();

  let content;
  if (isError)
    content = <SectionFailure error={error} fallback="Failed to fetch reviews" onRetry={() => void refetch()} />;
  else if (!data) content = <Skeleton className="h-48 w-full rounded-xl" />;
  else
    content = (
      <Carousel
        labelledBy="happy-customers-title"
        slides={data.map((review) => ({ key: review._id, content: <ReviewCard review={review} /> }))}
      />
    );

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="happy-customers-title" className="mb-6 text-2xl font-bold text-slate-900">
        Our Happy Customers
      </h2>
      {content}
    </section>
  );
}
