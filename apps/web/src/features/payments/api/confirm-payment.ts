import type { PaymentVerification } from '@khidma/shared/schemas/payment';
import { api } from '@/lib/api';

export type PaymentOutcome = 'success' | 'failed';

const confirmPaymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PUT odm/payment_status_success|failed/{ordId}: the server asks the gateway about the attempt (track_id) and
     * answers the order's truth; the page shows that answer, never its own query parameters.
     */
    confirmPayment: build.mutation<PaymentVerification, { ordId: string; outcome: PaymentOutcome; trackId?: string }>({
      query: ({ ordId, outcome, trackId }) => ({
        url: `odm/payment_status_${outcome}/${encodeURIComponent(ordId)}`,
        method: 'PUT',
        body: trackId ? { track_id: trackId } : {},
      }),
      invalidatesTags: ['Booking', 'Cart'],
    }),
  }),
});

export const { useConfirmPaymentMutation } = confirmPaymentApi;
