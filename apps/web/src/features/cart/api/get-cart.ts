import type { Cart, CartItem } from '@khidma/shared/schemas/cart';
import { api } from '@/lib/api';
import { STORAGE_KEYS } from '@/lib/constants';
import { readJson, writeJson } from '@/lib/storage';

export const cartPath = (userId: string, serviceId?: string) =>
  `cart/${encodeURIComponent(userId)}${serviceId ? `/${encodeURIComponent(serviceId)}` : ''}`;

const isServiceList = (value: unknown): value is Array<Omit<CartItem, 'quantity'> & { quantity?: number }> =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && '_id' in item);

/**
 * `cart_{userId}` (spec §3): the copy a page shows at once, before the server answers. A copy kept before lines
 * had quantities counts one of each.
 */
export function storedCart(userId: string): CartItem[] {
  const items = readJson(STORAGE_KEYS.cart(userId), isServiceList) ?? [];
  return items.map((item) => ({ ...item, quantity: item.quantity ?? 1 }));
}

/**
 * A read of the cart and a change to it may race: the page asks for the cart as it loads, the reader presses Book,
 * and the server reads the cart before the Book is written but answers after it. Each user's changes answered in
 * this tab are counted, and a read asked before the latest of them is older than the cart on screen: it is dropped.
 */
const changesAnswered = new Map<string, number>();
const changesWhenAsked = new Map<string, number>();
const askedBeforeLatestChange = (userId: string, requestId: string) =>
  (changesWhenAsked.get(requestId) ?? Infinity) < (changesAnswered.get(userId) ?? 0);

const getCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The user's whole cart, in the reader's language: 'Cart' is invalidated by an order, a payment and a change
     * of language. Each answer is kept as `cart_{userId}` for the next page.
     */
    getCart: build.query<Cart, string>({
      query: (userId) => cartPath(userId),
      providesTags: ['Cart'],
      merge: (shown, answer, { arg: userId, requestId }) =>
        askedBeforeLatestChange(userId, requestId) ? shown : answer,
      async onQueryStarted(userId, { queryFulfilled, requestId }) {
        changesWhenAsked.set(requestId, changesAnswered.get(userId) ?? 0);
        try {
          const { data } = await queryFulfilled;
          if (!askedBeforeLatestChange(userId, requestId)) writeJson(STORAGE_KEYS.cart(userId), data.items);
        } catch {
          // The query's own error state tells the user ('Failed to load cart').
        } finally {
          changesWhenAsked.delete(requestId);
        }
      },
    }),
  }),
});

export const { useGetCartQuery } = getCartApi;

/** The parts of a mutation's lifecycle that changeCart uses. */
type CartChange = { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Cart }> };

/**
 * Book and Remove show their result at once (`change` applied to the cached cart); the server's answer, the whole
 * cart, then replaces it. A failed call puts the cart back and asks the server for the truth, in case other
 * changes raced with this one.
 */
export async function changeCart(
  userId: string,
  change: (cart: Cart) => void,
  { dispatch, queryFulfilled }: CartChange,
) {
  const patch = dispatch(getCartApi.util.updateQueryData('getCart', userId, change)) as { undo: () => void };
  try {
    const { data } = await queryFulfilled;
    changesAnswered.set(userId, (changesAnswered.get(userId) ?? 0) + 1);
    await dispatch(getCartApi.util.upsertQueryData('getCart', userId, data));
    writeJson(STORAGE_KEYS.cart(userId), data.items);
  } catch {
    patch.undo();
    dispatch(api.util.invalidateTags(['Cart']));
  }
}
