import type { Service } from '@khidma/shared/schemas/catalog';
import { api } from '@/lib/api';

/** A sub-category's services: the services list page, and the detail page's 'Suggestions'. */
const servicesBySubCategoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServicesBySubCategory: build.query<Service[], string>({
      query: (subCategoryId) => `service_by_sub_category/${encodeURIComponent(subCategoryId)}`,
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetServicesBySubCategoryQuery } = servicesBySubCategoryApi;
export const servicesBySubCategoryEndpoints = servicesBySubCategoryApi.endpoints;
