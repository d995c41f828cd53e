import type { Service } from '@khidma/shared/schemas/catalog';
import { api } from '@/lib/api';

const serviceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getService: build.query<Service, string>({
      query: (serviceId) => `services/${encodeURIComponent(serviceId)}`,
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetServiceQuery } = serviceApi;
export const serviceEndpoints = serviceApi.endpoints;
