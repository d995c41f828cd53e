import type { Cart } from '@khidma/shared/schemas/cart';
import type { Service } from '@khidma/shared/schemas/catalog';
import type { StoreDispatch } from '@/lib/store-hooks';
import { api } from '@/lib/api';
import { takePendingBook } from '../pending-book';
import { cartPath, changeCart } from './get-cart';

const addToCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Adding a service twice keeps one line (docs/api.md Cart); the answer is the whole cart. */
    addToCart: build.mutation<Cart, { userId: string; service: Service }>({
      query: ({ userId, service }) => ({ url: cartPath(userId), method: 'POST', body: { serviceId: service._id } }),
      onQueryStarted: ({ userId, service }, lifecycle) =>
        changeCart(
          userId,
          (cart) => {
            if (!cart.items.some((item) => item._id === service._id)) cart.items.push({ ...service, quantity: 1 });
          },
          lifecycle,
        ),
    }),
  }),
});

export const { useAddToCartMutation } = addToCartApi;

/**
 * The Book a guest tapped before logging in (pending-book.ts), added once the user is known. Taken from storage
 * first, so a second login in the tab adds nothing; the server keeps one line per service anyway.
 */
export const addPendingBookToCart = (userId: string) => (dispatch: StoreDispatch) => {
  const service = takePendingBook();
  if (service) void dispatch(addToCartApi.endpoints.addToCart.initiate({ userId, service }));
};
