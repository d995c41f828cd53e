import type { Cart } from '@khidma/shared/schemas/cart';
import { api } from '@/lib/api';
import { cartPath, changeCart } from './get-cart';

const removeFromCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    removeFromCart: build.mutation<Cart, { userId: string; serviceId: string }>({
      query: ({ userId, serviceId }) => ({ url: cartPath(userId, serviceId), method: 'DELETE' }),
      onQueryStarted: ({ userId, serviceId }, lifecycle) =>
        changeCart(
          userId,
          (cart) => {
            cart.items = cart.items.filter((item) => item._id !== serviceId);
          },
          lifecycle,
        ),
    }),
  }),
});

export const { useRemoveFromCartMutation } = removeFromCartApi;
