import { documentTitle } from '@khidma/shared/pages';
import { formatRating, Stars } from '@/components/ui/stars';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { useGetPartnerProfileQuery } from '../api/get-profile';
import { useGetPartnerReviewsQuery } from '../api/get-reviews';
import { Empty, Failure, Loading } from '../components/states';

/** /partner/reviews: the partner's rating, and what customers wrote after their jobs, newest first. */
export function ReviewsPage() {
  const t = useT();
  const { longDate } = useFormat();
  const profile = useGetPartnerProfileQuery().data;
  const { data, isLoading, error, refetch } = useGetPartnerReviewsQuery();

  return (
    <section className="pt-4">
      <title>{documentTitle(t('partner-portal.reviews.title'))}</title>
      <h1 className="text-2xl font-bold">{t('partner-portal.reviews.title')}</h1>
      {profile ? (
        <div className="mt-2 flex items-center gap-2 text-slate-700">
          <Stars rating={profile.rating} />
          <span>
            {t('partner-portal.reviews.summary', {
              rating: formatRating(profile.rating),
              count: profile.reviewsCount,
            })}
          </span>
        </div>
      ) : null}
      {isLoading ? (
        <Loading label={t('partner-portal.reviews.loading')} />
      ) : error || !data ? (
        <Failure error={error} fallback={t('partner-portal.reviews.failed')} retry={() => void refetch()} />
      ) : !data.length ? (
        <Empty title={t('partner-portal.reviews.empty')} text={t('partner-portal.reviews.emptyText')} />
      ) : (
        <ul className="mt-4 space-y-3">
          {data.map((review) => (
            <li key={review.ordId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-center justify-between gap-3">
                <p className="font-semibold">
                  {t('partner-portal.reviews.by', { name: review.customerFirstName, ordId: review.ordId })}
                </p>
                {review.rating === null ? null : <Stars rating={review.rating} />}
              </div>
              {/* A customer's words read in their own direction ("Great job." keeps its full stop at the end). */}
              <p dir={review.review ? 'auto' : undefined} className="mt-2 text-slate-800">
                {review.review ?? t('partner-portal.reviews.noText')}
              </p>
              <p className="mt-1 text-sm text-slate-600">{longDate(review.at)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
