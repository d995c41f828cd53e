import type { Service } from '@khidma/shared/schemas/catalog';
import { api } from '@/lib/api';

const topRatedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTopRated: build.query<Service[], void>({
      query: () => 'top_rated_service_list',
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetTopRatedQuery } = topRatedApi;
