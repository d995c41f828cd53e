import { configureStore } from '@reduxjs/toolkit';
import { sessionSlice, sessionStorageListener } from '@/features/auth/state/session-slice';
import { searchHistoryListener, searchHistorySlice } from '@/features/search/state/search-history-slice';
import { api, type ApiTransport } from '@/lib/api';
import type { StoreState } from '@/lib/store-hooks';

/** `transport`: how queries reach the API (the browser's fetch unless the server renders a page). */
export function createStore({ transport }: { transport?: ApiTransport } = {}) {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [sessionSlice.name]: sessionSlice.reducer,
      [searchHistorySlice.name]: searchHistorySlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: transport } })
        .prepend(sessionStorageListener.middleware, searchHistoryListener.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
/** Fails to compile when the store built here lacks what lib/store-hooks promises the features. */
type Keeps<Promised, Built extends Promised> = Built;
export type RootState = Keeps<StoreState, ReturnType<AppStore['getState']>>;
