import type { ServiceContent } from '@khidma/shared/schemas/service-content';
import { adminApi } from './admin-api';

/** One service's page content (both languages), read and replaced whole; a save shows on the customer's page at once. */
const serviceContentApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getServiceContent: build.query<ServiceContent, string>({
      query: (id) => `admin/services/${id}/content`,
      providesTags: (_result, _error, id) => [{ type: 'AdminCatalogue', id }],
    }),
    saveServiceContent: build.mutation<ServiceContent, { id: string; body: ServiceContent }>({
      query: ({ id, body }) => ({ url: `admin/services/${id}/content`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'AdminCatalogue', id }, 'Catalog'],
    }),
  }),
});

export const { useGetServiceContentQuery, useSaveServiceContentMutation } = serviceContentApi;
