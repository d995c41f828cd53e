import { api } from '@/lib/api';

type Target = 'service' | 'partner';
type Feedback = { target: Target; targetId: string; userId: string; ordId: string };

const paths = {
  service: { rating: 'serviceRating', review: 'serviceReview' },
  partner: { rating: 'service_partner_Rating', review: 'service_partner_Review' },
} as const;

/** The four rating and review calls of spec §7, for a service or the partner of a Completed order. */
const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveRating: build.mutation<null, Feedback & { rating: number }>({
      query: ({ target, targetId, ...body }) => ({ url: `${paths[target].rating}/${targetId}`, method: 'PUT', body }),
      // The service's overallRating changes in the catalogue too, and its list of reviews.
      invalidatesTags: (_result, error) => (error ? [] : ['Booking', 'Catalog', 'ServiceReviews']),
    }),
    saveReview: build.mutation<null, Feedback & { review: string }>({
      query: ({ target, targetId, ...body }) => ({ url: `${paths[target].review}/${targetId}`, method: 'PUT', body }),
      // A customer's own review shows on the service page at once.
      invalidatesTags: (_result, error) => (error ? [] : ['ServiceReviews']),
    }),
  }),
});

export const { useSaveRatingMutation, useSaveReviewMutation } = feedbackApi;
