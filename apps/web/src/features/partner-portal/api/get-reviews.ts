import type { z } from 'zod';
import type { Page, partnerReviewSchema } from '@khidma/shared/schemas/operations';
import { api } from '@/lib/api';

export type PartnerReview = z.infer<typeof partnerReviewSchema>;

const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartnerReviews: build.query<Page<PartnerReview>, void>({ query: () => 'partner/reviews' }),
  }),
});

export const { useGetPartnerReviewsQuery } = reviewsApi;
