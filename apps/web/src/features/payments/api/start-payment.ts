import type { Booking } from '@khidma/shared/schemas/order';
import { api } from '@/lib/api';

const startPaymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST odm/payment_charge/{ordId} ('Pay now'): a new gateway charge for an unpaid Online order. */
    startPayment: build.mutation<Booking, string>({
      query: (ordId) => ({ url: `odm/payment_charge/${encodeURIComponent(ordId)}`, method: 'POST' }),
    }),
  }),
});

export const { useStartPaymentMutation } = startPaymentApi;
