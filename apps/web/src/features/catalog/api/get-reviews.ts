import type { Review } from '@khidma/shared/schemas/catalog';
import { api } from '@/lib/api';

const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<Review[], void>({
      query: () => 'reviews_list',
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetReviewsQuery } = reviewsApi;
