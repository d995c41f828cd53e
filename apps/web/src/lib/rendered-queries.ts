import { createAction } from '@reduxjs/toolkit';

/**
 * How a store's queries reach the API: the browser's fetch, or, when the server renders a page, a fetch of its own
 * in-process answers. Given to the store as the thunk's extra argument.
 */
export type ApiTransport = { fetch: typeof fetch };

/**
 * The query cache a server render filled (RTK Query's `queries` and `provided`), which the browser's store starts
 * from before it hydrates the page. Kept apart from lib/api.ts so the first chunk names it without RTK Query.
 */
export type RenderedQueries = { queries: Record<string, unknown>; provided: unknown };

/** Fills the browser's query cache with what the server rendered the page from, so hydration needs no request. */
export const pageRendered = createAction<RenderedQueries>('app/pageRendered');
