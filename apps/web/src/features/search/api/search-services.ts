import type { Service } from '@khidma/shared/schemas/catalog';
import { api } from '@/lib/api';

const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchServices: build.query<Service[], string>({
      query: (searchTerm) => ({ url: 'service_search', params: { searchTerm } }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useSearchServicesQuery } = searchApi;
