import { api } from '@/lib/api';
import { cartPath } from '@/features/cart/api/get-cart';

const bookAgainApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Book again: each service of a past order into the cart (one line per service, as Book adds it), one after the
     * other so the server's cart answers in order; the first refusal (a retired service, a full cart) stops it.
     */
    bookAgain: build.mutation<null, { userId: string; serviceIds: string[] }>({
      async queryFn({ userId, serviceIds }, _api, _extra, baseQuery) {
        for (const serviceId of serviceIds) {
          const added = await baseQuery({ url: cartPath(userId), method: 'POST', body: { serviceId } });
          if (added.error) return { error: added.error };
        }
        return { data: null };
      },
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useBookAgainMutation } = bookAgainApi;
