import type { SubCategory } from '@khidma/shared/schemas/catalog';
import { api } from '@/lib/api';

const subCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubCategories: build.query<SubCategory[], string>({
      query: (categoryId) => `srv_sub_by_category/${encodeURIComponent(categoryId)}`,
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetSubCategoriesQuery } = subCategoriesApi;
