import type { Logo } from '@khidma/shared/schemas/catalog';
import { api } from '@/lib/api';

const logosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLogos: build.query<Logo[], void>({
      query: () => 'logo_list',
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetLogosQuery } = logosApi;
export const logosEndpoints = logosApi.endpoints;
