import type { z } from 'zod';
import type { partnerReviewSchema } from '@khidma/shared/schemas/operations';
import { api } from '@/lib/api';

export type PartnerReview = z.infer<typeof partnerReviewSchema>;

const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartnerReviews: build.query<PartnerReview[], void>({ query: () => 'partner/reviews' }),
  }),
});

export const { useGetPartnerReviewsQuery } = reviewsApi;
