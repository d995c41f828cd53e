import type { ServiceReviewsPage } from '@khidma/shared/schemas/service-reviews';
import { api } from '@/lib/api';

/** One page of a service's reviews (newest first) with its rating summary; a rating or review written refetches. */
const serviceReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServiceReviews: build.query<ServiceReviewsPage, { serviceId: string; page: number }>({
      query: ({ serviceId, page }) => `services/${serviceId}/reviews?page=${page}`,
      providesTags: ['ServiceReviews'],
    }),
  }),
});

export const { useGetServiceReviewsQuery } = serviceReviewsApi;
