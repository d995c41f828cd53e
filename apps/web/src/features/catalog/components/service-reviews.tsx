import { useState } from 'react';
import type { RatingSummary, ServiceReview } from '@khidma/shared/schemas/service-reviews';
import { formatRating, Stars } from '@/components/ui/stars';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { useGetServiceReviewsQuery } from '../api/get-service-reviews';

/** The average, the count, and one bar per star (5 to 1) with how many gave it. */
function Summary({ summary }: { summary: RatingSummary }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
      <div className="flex flex-col items-start gap-1">
        <p className="text-4xl font-bold text-slate-900" aria-hidden="true">
          {formatRating(summary.average)}
        </p>
        <Stars rating={summary.average} />
        <p className="text-sm text-slate-600">{t('catalog.reviewsList.count', { count: summary.count })}</p>
      </div>
      <ul className="flex w-full max-w-sm flex-col gap-1">
        {[5, 4, 3, 2, 1].map((star) => {
          const n = summary.stars[star - 1] ?? 0;
          const share = summary.count ? Math.round((n / summary.count) * 100) : 0;
          return (
            <li key={star} className="flex items-center gap-2 text-sm text-slate-700">
              <span className="sr-only">{t('catalog.reviewsList.starCount', { star, count: n })}</span>
              <span aria-hidden="true" className="w-6 shrink-0">
                {star}★
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded bg-slate-200">
                <span className="block h-full bg-amber-500" style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden="true" className="w-8 shrink-0 text-end">
                {n}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewItem({ review }: { review: ServiceReview }) {
  const t = useT();
  const { longDate } = useFormat();
  return (
    <li className="flex flex-col gap-1 border-b border-slate-200 py-4 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3">
        <Stars rating={review.rating} />
        <bdi className="font-semibold text-slate-900">{review.firstName}</bdi>
        <time dateTime={review.date} className="text-sm text-slate-600">
          {longDate(review.date)}
        </time>
      </div>
      {review.review ? (
        <p dir="auto" className="text-slate-700">
          {review.review}
        </p>
      ) : null}
      {review.partnerName ? (
        <p className="text-sm text-slate-600">{t('catalog.reviewsList.by', { partner: review.partnerName })}</p>
      ) : null}
    </li>
  );
}

/** Page `page` of the list; the last page shown offers "More reviews" while the service has more. */
function ReviewsPage({
  serviceId,
  page,
  last,
  onMore,
}: {
  serviceId: string;
  page: number;
  last: boolean;
  onMore: () => void;
}) {
  const t = useT();
  const { data, isLoading, isFetching, isError, refetch } = useGetServiceReviewsQuery({ serviceId, page });
  if (isLoading) return page === 1 ? <p className="py-4 text-slate-600">{t('catalog.reviewsList.loading')}</p> : null;
  if (isError || !data)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-semibold">{t('catalog.reviewsList.failed')}</p>
        <button type="button" className="mt-2 text-sm font-semibold underline" onClick={() => void refetch()}>
          {t('catalog.reviewsList.retry')}
        </button>
      </div>
    );
  if (page === 1 && data.summary.count === 0)
    return <p className="py-4 text-slate-600">{t('catalog.reviewsList.empty')}</p>;
  const more = last && page * data.pageSize < data.total;
  return (
    <>
      {page === 1 ? <Summary summary={data.summary} /> : null}
      <ul aria-busy={isFetching}>
        {data.items.map((review) => (
          <ReviewItem key={review._id} review={review} />
        ))}
      </ul>
      {more ? (
        <button
          type="button"
          className="self-start rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          onClick={onMore}
        >
          {t('catalog.reviewsList.more')}
        </button>
      ) : null}
    </>
  );
}

/** "Reviews" on the service page: the rating summary, then the reviews newest first, ten at a time. */
export function ServiceReviews({ serviceId }: { serviceId: string }) {
  const t = useT();
  const [pages, setPages] = useState(1);
  return (
    <section aria-labelledby="service-reviews" className="mt-10 flex flex-col gap-4">
      <h2 id="service-reviews" className="text-xl font-bold">
        {t('catalog.reviewsList.title')}
      </h2>
      {Array.from({ length: pages }, (_, index) => (
        <ReviewsPage
          key={index}
          serviceId={serviceId}
          page={index + 1}
          last={index + 1 === pages}
          onMore={() => setPages((count) => count + 1)}
        />
      ))}
    </section>
  );
}
