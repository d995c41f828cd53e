import type { Middleware, Reducer, Store } from '@reduxjs/toolkit';

/**
 * A part of the store that comes with a chunk loaded after the first one (issue 16): its reducer, under its own
 * key, its middleware, and what it starts once it is in a store (listeners, persistence).
 */
export type StorePart = {
  slice: { reducerPath: string; reducer: Reducer };
  middleware?: Middleware;
  start?: (store: Store) => void;
};

const loaded: StorePart[] = [];
const takers = new Set<(part: StorePart) => void>();

/**
 * The first chunk holds the store with the session only; RTK Query (lib/api.ts) and the search history join it
 * when a chunk that uses them loads. Such a module announces its part here when it is evaluated, before any of its
 * chunk's components renders, and every store takes the part in at once (app/store.ts).
 */
export function announceStorePart(part: StorePart): void {
  loaded.push(part);
  for (const take of takers) take(part);
}

/** Calls `take` with every part loaded so far, and with each one that loads later. */
export function takeStoreParts(take: (part: StorePart) => void): void {
  loaded.forEach(take);
  takers.add(take);
}
