import type { CheckoutCreateInput, CheckoutPlaced } from '@khidma/shared/schemas/order';
import { api } from '@/lib/api';

const placeCheckoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST odm/checkout: the cart's visits placed together, all or none. The idempotency key makes a retried click
     * or a flaky network place them once, not twice.
     */
    placeCheckout: build.mutation<CheckoutPlaced, { checkout: CheckoutCreateInput; idempotencyKey: string }>({
      query: ({ checkout, idempotencyKey }) => ({
        url: 'odm/checkout',
        method: 'POST',
        body: checkout,
        headers: { 'idempotency-key': idempotencyKey },
      }),
      invalidatesTags: ['Booking', 'Cart'],
    }),
  }),
});

export const { usePlaceCheckoutMutation } = placeCheckoutApi;
