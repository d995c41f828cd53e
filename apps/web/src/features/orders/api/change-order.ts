import type { Booking, OrderCancel, OrderReschedule } from '@khidma/shared/schemas/order';
import { api } from '@/lib/api';

const changeOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT odm/srv_booking/{ordId}/slot: another free slot, at the fee the customer was shown. */
    rescheduleOrder: build.mutation<Booking, { ordId: string; change: OrderReschedule }>({
      query: ({ ordId, change }) => ({
        url: `odm/srv_booking/${encodeURIComponent(ordId)}/slot`,
        method: 'PUT',
        body: change,
      }),
      // A refusal too: the fee or the free times may have moved, and the page shows them as they are now.
      invalidatesTags: ['Booking', 'Slot'],
    }),
    /** POST odm/srv_booking/{ordId}/cancel, at the fee the customer was shown. */
    cancelOrder: build.mutation<Booking, { ordId: string; change: OrderCancel }>({
      query: ({ ordId, change }) => ({
        url: `odm/srv_booking/${encodeURIComponent(ordId)}/cancel`,
        method: 'POST',
        body: change,
      }),
      invalidatesTags: ['Booking', 'Slot'],
    }),
  }),
});

export const { useRescheduleOrderMutation, useCancelOrderMutation } = changeOrderApi;
