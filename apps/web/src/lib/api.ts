import { setupListeners } from '@reduxjs/toolkit/query';
import { createApi, type BaseQueryFn, type CombinedState } from '@reduxjs/toolkit/query/react';
import { ApiError, apiRequest, type ApiRequest } from './api-client';
import { announceStorePart } from './store-parts';
import { pageRendered, type ApiTransport } from './rendered-queries';

export type ApiArgs = string | (ApiRequest & { url: string });

const TAG_TYPES = ['Catalog', 'User', 'Cart', 'Address', 'Booking', 'PartnerJob', 'PartnerProfile', 'Slot', 'Area'] as const;
type ApiState = CombinedState<Record<string, never>, (typeof TAG_TYPES)[number], 'api'>;

/**
 * What a failed query or mutation holds: the status (0: unreachable), the message, any field errors, and the
 * message's key (`reason`) to tell one refusal from another.
 */
export type ApiFailure = { status: number; message: string; errors?: Record<string, string>; reason?: string };

const envelopeBaseQuery: BaseQueryFn<ApiArgs, unknown, ApiFailure> = async (args, { signal, extra }) => {
  const { url, ...request } = typeof args === 'string' ? { url: args } : args;
  try {
    const envelope = await apiRequest<unknown>(url, { ...request, signal }, (extra as ApiTransport | undefined)?.fetch);
    return { data: envelope.results };
  } catch (error) {
    if (error instanceof ApiError)
      return { error: { status: error.status, message: error.message, errors: error.errors, reason: error.reason } };
    throw error;
  }
};

/**
 * The one RTK Query API. Its cache is the spec's data slices (loading, data, error per list); each feature adds
 * its endpoints with `api.injectEndpoints` in its own api/ folder, one file per endpoint.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  // Data follows the world while the tab was away or offline (setupListeners, below, feeds these events).
  refetchOnFocus: true,
  refetchOnReconnect: true,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  // Rehydration reads the queries, mutations and tags; the rest of the state (subscriptions, config) is the
  // browser's own.
  extractRehydrationInfo: (action) =>
    pageRendered.match(action) ? ({ ...action.payload, mutations: {} } as ApiState) : undefined,
});

announceStorePart({ slice: api, middleware: api.middleware, start: (store) => setupListeners(store.dispatch) });

/** The user-facing message of a failed call, or the screen's own fallback text. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return fallback;
}

/** Whether a failure is the server's refusal with this message key ('errors.slots.taken'). */
export function isRefusal(error: unknown, key: string): boolean {
  return (error as Partial<ApiFailure> | undefined)?.reason === key;
}

/** A refusal's (4xx) own reason, from the server in the reader's language; the screen's text for anything else. */
export function refusalMessage(error: unknown, fallback: string): string {
  const { status = 0 } = (error ?? {}) as Partial<ApiFailure>;
  return status >= 400 && status < 500 ? failureMessage(error, fallback) : fallback;
}
