import type { SubCategory } from '@khidma/shared/schemas/catalog';
import { api } from '@/lib/api';

/** srv_sub_by_category/{categoryId}: the sub-categories the applicant may pick for a category. */
const endpoints = api.injectEndpoints({
  endpoints: (build) => ({
    getPartnerSubCategories: build.query<SubCategory[], string>({
      query: (categoryId) => `srv_sub_by_category/${encodeURIComponent(categoryId)}`,
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetPartnerSubCategoriesQuery } = endpoints;
