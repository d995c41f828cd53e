import type { Page } from '@khidma/shared/schemas/operations';
import type { PromoCode, PromoCodeInput } from '@khidma/shared/schemas/promo';
import { adminApi, wholeList } from './admin-api';

/** The console's promo codes (issue 26): a few dozen rows, answered whole. */
const promoCodesApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminPromoCode'] }).injectEndpoints({
  endpoints: (build) => ({
    getPromoCodes: build.query<Page<PromoCode>, void>({
      query: () => 'admin/promo-codes',
      transformResponse: wholeList<PromoCode>,
      providesTags: ['AdminPromoCode'],
    }),
    savePromoCode: build.mutation<PromoCode, { id?: string; body: PromoCodeInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `admin/promo-codes/${id}`, method: 'PUT', body }
          : { url: 'admin/promo-codes', method: 'POST', body },
      invalidatesTags: ['AdminPromoCode'],
    }),
  }),
});

export const { useGetPromoCodesQuery, useSavePromoCodeMutation } = promoCodesApi;
