import type { Booking, OrderCreate } from '@khidma/shared/schemas/order';
import { api } from '@/lib/api';

const placeOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The idempotency key makes a retried click or a flaky network place one order, not two. */
    placeOrder: build.mutation<Booking, { order: OrderCreate; idempotencyKey: string }>({
      query: ({ order, idempotencyKey }) => ({
        url: 'odm/srv_booking',
        method: 'POST',
        body: order,
        headers: { 'idempotency-key': idempotencyKey },
      }),
      transformResponse: (results: Booking[]) => results[0]!,
      invalidatesTags: ['Booking', 'Cart'],
    }),
  }),
});

export const { usePlaceOrderMutation } = placeOrderApi;
