import type { Category } from '@khidma/shared/schemas/catalog';
import { api } from '@/lib/api';

const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => 'srv_category_list',
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetCategoriesQuery } = categoriesApi;
export const categoriesEndpoints = categoriesApi.endpoints;
