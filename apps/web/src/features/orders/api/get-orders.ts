import type { Booking } from '@khidma/shared/schemas/order';
import { api } from '@/lib/api';

const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<Booking[], string>({
      query: (userId) => `odm/user_srv_booking/${userId}`,
      providesTags: ['Booking'],
    }),
  }),
});

export const { useGetOrdersQuery } = ordersApi;
export const useGetOrdersQueryState = ordersApi.endpoints.getOrders.useQueryState;
