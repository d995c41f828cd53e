import type { Service } from '@khidma/shared/schemas/catalog';
import { api } from '@/lib/api';

const bestSellersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBestSellers: build.query<Service[], void>({
      query: () => 'best_seller_service_list',
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetBestSellersQuery } = bestSellersApi;
