import { combineSlices, configureStore, createAction, createDynamicMiddleware, type Store } from '@reduxjs/toolkit';
import { persistSession, sessionSlice } from '@/features/auth/state/session-slice';
import type { SearchHistoryState } from '@/features/search/state/search-history-slice';
import type { api } from '@/lib/api';
import type { ApiTransport } from '@/lib/rendered-queries';
import { takeStoreParts, type StorePart } from '@/lib/store-parts';
import type { StoreState } from '@/lib/store-hooks';

/** The parts that join the store with a later chunk (lib/store-parts.ts): RTK Query's cache, the search history. */
type LaterParts = { [api.reducerPath]: ReturnType<typeof api.reducer>; searchHistory: SearchHistoryState };

const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<LaterParts>();

/** A part's reducer joined the store: its first state is made at once, before anything reads it. */
const storePartJoined = createAction<string>('app/storePartJoined');

function configure(transport: ApiTransport | undefined, partsMiddleware: ReturnType<typeof createDynamicMiddleware>) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: transport } }).concat(partsMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof configure>;

type StoreOptions = {
  /** How queries reach the API: the browser's fetch unless the server renders a page. */
  transport?: ApiTransport;
  /** Runs when a part joins the store (main.tsx hands RTK Query the server's answers then). */
  onPart?: (part: StorePart, store: AppStore) => void;
};

/** The store: the session from the start, each later part as soon as its chunk has loaded. */
export function createStore({ transport, onPart }: StoreOptions = {}): AppStore {
  const partsMiddleware = createDynamicMiddleware();
  const store = configure(transport, partsMiddleware);
  persistSession(store);
  takeStoreParts((part) => {
    rootReducer.inject(part.slice);
    if (part.middleware) partsMiddleware.addMiddleware(part.middleware);
    store.dispatch(storePartJoined(part.slice.reducerPath));
    part.start?.(store as Store);
    onPart?.(part, store);
  });
  return store;
}

/**
 * Fails to compile when the store built here lacks what lib/store-hooks promises the features. The later parts
 * are there for every component that reads them: it comes in the chunk that brings them.
 */
type Keeps<Promised, Built extends Promised> = Built;
export type RootState = Keeps<StoreState, Required<ReturnType<AppStore['getState']>>>;
