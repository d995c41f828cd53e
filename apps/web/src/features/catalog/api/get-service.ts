import type { Service } from '@khidma/shared/schemas/catalog';
import type { ServiceContentView } from '@khidma/shared/schemas/service-content';
import { api } from '@/lib/api';

const serviceApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Content: what's included, not included and FAQs (only this answer carries it).
    getService: build.query<Service & { Content?: ServiceContentView }, string>({
      query: (serviceId) => `services/${encodeURIComponent(serviceId)}`,
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetServiceQuery } = serviceApi;
export const serviceEndpoints = serviceApi.endpoints;
