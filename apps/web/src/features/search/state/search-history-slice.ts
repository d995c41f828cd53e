import { createSlice, type PayloadAction, type Store } from '@reduxjs/toolkit';
import { RECENT_SEARCHES_KEPT, STORAGE_KEYS } from '@/lib/constants';
import type { Service } from '@khidma/shared/schemas/catalog';
import { readJson, writeJson } from '@/lib/storage';
import { announceStorePart } from '@/lib/store-parts';

/** A recent search (spec §3 "the last chosen services"): enough to show it and to open its detail page. */
export type RecentSearch = Pick<Service, '_id' | 'ServiceName' | 'SrvSubCategoryId'>;

const isRecentSearchList = (value: unknown): value is RecentSearch[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as RecentSearch)._id === 'string' &&
      typeof (item as RecentSearch).ServiceName === 'string',
  );

export type SearchHistoryState = { items: RecentSearch[] };

const initialState = (): SearchHistoryState => ({
  items: (readJson(STORAGE_KEYS.searchHistory, isRecentSearchList) ?? []).slice(0, RECENT_SEARCHES_KEPT),
});

/** The last five chosen services, newest first, each once; kept in localStorage under searchHistory. */
export const searchHistorySlice = createSlice({
  name: 'searchHistory',
  initialState,
  reducers: {
    searchChosen: (state, action: PayloadAction<RecentSearch>) => {
      const { _id, ServiceName, SrvSubCategoryId } = action.payload;
      const others = state.items.filter((item) => item._id !== _id);
      state.items = [{ _id, ServiceName, SrvSubCategoryId }, ...others].slice(0, RECENT_SEARCHES_KEPT);
    },
    searchHistoryCleared: (state) => {
      state.items = [];
    },
  },
});

export const { searchChosen, searchHistoryCleared } = searchHistorySlice.actions;

/** Writes the history to localStorage after it changes, outside the reducer. */
function persistSearchHistory(store: Store<{ searchHistory: SearchHistoryState }>): void {
  let items = store.getState().searchHistory.items;
  store.subscribe(() => {
    const next = store.getState().searchHistory.items;
    if (next === items) return;
    items = next;
    writeJson(STORAGE_KEYS.searchHistory, next);
  });
}

// The history joins the store with the search box, which loads after the first paint.
announceStorePart({
  slice: searchHistorySlice,
  start: (store) => persistSearchHistory(store as Store<{ searchHistory: SearchHistoryState }>),
});

declare module '@/lib/store-hooks' {
  interface StoreState {
    searchHistory: SearchHistoryState;
  }
}
