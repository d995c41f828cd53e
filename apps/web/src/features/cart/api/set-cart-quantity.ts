import type { Cart } from '@khidma/shared/schemas/cart';
import { api } from '@/lib/api';
import { cartPath, changeCart } from './get-cart';

const setCartQuantityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** How many of a service in the cart (1 to 10): shown at once, the server's whole cart replaces it. */
    setCartQuantity: build.mutation<Cart, { userId: string; serviceId: string; quantity: number }>({
      query: ({ userId, serviceId, quantity }) => ({
        url: cartPath(userId, serviceId),
        method: 'PUT',
        body: { quantity },
      }),
      onQueryStarted: ({ userId, serviceId, quantity }, lifecycle) =>
        changeCart(
          userId,
          (cart) => {
            const line = cart.items.find((item) => item._id === serviceId);
            if (line) line.quantity = quantity;
          },
          lifecycle,
        ),
    }),
  }),
});

export const { useSetCartQuantityMutation } = setCartQuantityApi;
