import type { PromoCheck } from '@khidma/shared/schemas/order';
import type { PromoQuote } from '@khidma/shared/schemas/promo';
import { api } from '@/lib/api';

const promoCheckApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What a code takes off the cart's services: the server's quote, or its 409 saying why not. */
    checkPromo: build.mutation<PromoQuote, PromoCheck>({
      query: (body) => ({ url: 'promo/check', method: 'POST', body }),
    }),
  }),
});

export const { useCheckPromoMutation } = promoCheckApi;
