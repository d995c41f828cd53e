import type { BookingDetail } from '@khidma/shared/schemas/order';
import { api } from '@/lib/api';

const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The order with its timeline and its partner's card (docs/api.md). */
    getOrder: build.query<BookingDetail, string>({
      query: (id) => `odm/srv_booking/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
  }),
});

export const { useGetOrderQuery } = orderApi;
/** The cached order without subscribing: what the page reads to decide whether to keep polling. */
export const useGetOrderQueryState = orderApi.endpoints.getOrder.useQueryState;
