import { createAsyncThunk, createListenerMiddleware, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '@/lib/constants';
import type { Service } from '@khidma/shared/schemas/catalog';
import type { Cart } from '@khidma/shared/schemas/cart';
import { apiRequest } from '@/lib/api-client';
import { readEntry } from '@/lib/session-entry';
import { readJson, writeJson } from '@/lib/storage';

/**
 * The cart of spec §3/§4 (cart, loading, userId, error), kept on the server per user. `cart_{userId}` in
 * localStorage is the copy a page starts from, so the cart shows at once and then refreshes from the server.
 */
export type CartState = {
  cart: Service[];
  loading: boolean;
  userId: string | null;
  error: string | null;
  /** Services that left the catalogue and were taken out of the cart, to tell the user once. */
  removed: string[];
};

const isServiceList = (value: unknown): value is Service[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && '_id' in item);

function initialState(): CartState {
  const userId = readEntry()?._id ?? null;
  const cached = userId ? readJson(STORAGE_KEYS.cart(userId), isServiceList) : null;
  return { cart: cached ?? [], loading: false, userId, error: null, removed: [] };
}

type ThunkApi = { state: { cart: CartState } };

const cartPath = (userId: string, serviceId?: string) => `cart/${userId}${serviceId ? `/${serviceId}` : ''}`;

export const loadCart = createAsyncThunk('cart/load', async (userId: string) => {
  const { results } = await apiRequest<Cart>(cartPath(userId));
  return { userId, ...results };
});

export const addToCart = createAsyncThunk<Cart, Service, ThunkApi>('cart/add', async (service, { getState }) => {
  const { userId } = getState().cart;
  if (!userId) throw new Error('Login Required');
  return (await apiRequest<Cart>(cartPath(userId), { method: 'POST', body: { serviceId: service._id } })).results;
});

export const removeFromCart = createAsyncThunk<Cart, string, ThunkApi>(
  'cart/remove',
  async (serviceId, { getState }) => {
    const { userId } = getState().cart;
    if (!userId) throw new Error('Login Required');
    return (await apiRequest<Cart>(cartPath(userId, serviceId), { method: 'DELETE' })).results;
  },
);

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Login starts from the user's cached cart; logout empties the cart (spec §4). */
    cartUserChanged: (state, action: PayloadAction<string | null>) => {
      const userId = action.payload;
      state.userId = userId;
      state.cart = userId ? (readJson(STORAGE_KEYS.cart(userId), isServiceList) ?? []) : [];
      state.error = null;
      state.removed = [];
    },
    removedNoticeSeen: (state) => {
      state.removed = [];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadCart.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(loadCart.fulfilled, (state, action) => {
        if (action.payload.userId !== state.userId) return;
        state.loading = false;
        state.cart = action.payload.items;
        state.removed = action.payload.removed.map((item) => item.ServiceName);
      })
      .addCase(loadCart.rejected, (state) => {
        state.loading = false;
        state.error = 'Failed to load cart';
      })
      // Book and Remove show their result at once; a failed call puts the cart back.
      .addCase(addToCart.pending, (state, action) => {
        if (!state.cart.some((item) => item._id === action.meta.arg._id)) state.cart.push(action.meta.arg);
      })
      .addCase(removeFromCart.pending, (state, action) => {
        state.cart = state.cart.filter((item) => item._id !== action.meta.arg);
      })
      .addMatcher(isAnyOf(addToCart.fulfilled, removeFromCart.fulfilled), (state, action) => {
        state.cart = action.payload.items;
      });
  },
});

export const { cartUserChanged, removedNoticeSeen } = cartSlice.actions;

/** Keeps `cart_{userId}` in step with the cart, and loads the server's cart when a user logs in. */
export const cartListener = createListenerMiddleware<{ cart: CartState }>();
cartListener.startListening({
  predicate: (_action, current, previous) => current.cart.cart !== previous.cart.cart,
  effect: (_action, api) => {
    const { userId, cart } = api.getState().cart;
    if (userId) writeJson(STORAGE_KEYS.cart(userId), cart);
  },
});
cartListener.startListening({
  actionCreator: cartUserChanged,
  effect: (action, api) => {
    if (action.payload) void api.dispatch(loadCart(action.payload));
  },
});
cartListener.startListening({
  matcher: isAnyOf(addToCart.rejected, removeFromCart.rejected),
  effect: (_action, api) => {
    const { userId } = api.getState().cart;
    if (userId) void api.dispatch(loadCart(userId));
  },
});

declare module '@/lib/store-hooks' {
  interface StoreState {
    cart: CartState;
  }
}
