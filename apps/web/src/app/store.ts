import { configureStore } from '@reduxjs/toolkit';
import { sessionSlice, sessionStorageListener, signedIn, signedOut } from '@/features/auth/state/session-slice';
import { cartListener, cartSlice, cartUserChanged } from '@/features/cart/state/cart-slice';
import { searchHistoryListener, searchHistorySlice } from '@/features/search/state/search-history-slice';
import { api } from '@/lib/api';
import type { StoreState } from '@/lib/store-hooks';

// The cart follows the session: a login loads that user's cart, a logout empties it (spec §4).
sessionStorageListener.startListening({
  actionCreator: signedIn,
  effect: (action, api) => void api.dispatch(cartUserChanged(action.payload._id)),
});
sessionStorageListener.startListening({
  actionCreator: signedOut,
  effect: (_action, api) => void api.dispatch(cartUserChanged(null)),
});

export function createStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [sessionSlice.name]: sessionSlice.reducer,
      [cartSlice.name]: cartSlice.reducer,
      [searchHistorySlice.name]: searchHistorySlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault()
        .prepend(sessionStorageListener.middleware, cartListener.middleware, searchHistoryListener.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
/** Fails to compile when the store built here lacks what lib/store-hooks promises the features. */
type Keeps<Promised, Built extends Promised> = Built;
export type RootState = Keeps<StoreState, ReturnType<AppStore['getState']>>;
