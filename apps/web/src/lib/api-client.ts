import { API_PREFIX, CSRF_COOKIE, CSRF_HEADER } from '@khidma/shared/constants';
import type { Envelope, ErrorEnvelope } from '@khidma/shared/api';
import { clearEntry, readEntry } from './session-entry';
import { reportUnauthorized } from './unauthorized';
import { transportMessage } from './transport-messages';

/** A failed call: the HTTP status (0 when the server could not be reached), its message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** The message's key ('errors.slots.taken'), to tell refusals apart in any language. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object goes as JSON; FormData as multipart. */
  body?: unknown;
  params?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

let csrfRequest: Promise<void> | undefined;

/** Asks the server for the XSRF-TOKEN cookie once, however many calls need it at the same time. */
function refreshCsrfToken(): Promise<void> {
  csrfRequest ??= fetch(`${API_PREFIX}/csrf`, { credentials: 'same-origin' })
    .then(() => undefined)
    .finally(() => {
      csrfRequest = undefined;
    });
  return csrfRequest;
}

/** The CSRF header every write carries (design §3), fetching the token first when the cookie is missing. */
export async function csrfHeaders(): Promise<Record<string, string>> {
  if (!readCookie(CSRF_COOKIE)) await refreshCsrfToken();
  return { [CSRF_HEADER]: readCookie(CSRF_COOKIE) ?? '' };
}

export function buildUrl(path: string, params?: ApiRequest['params']): string {
  const url = `${API_PREFIX}/${path.replace(/^\//, '')}`;
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

async function send(path: string, request: ApiRequest, fetchApi: typeof fetch): Promise<Response> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  if (method !== 'GET') Object.assign(headers, await csrfHeaders());
  return fetchApi(buildUrl(path, request.params), {
    method,
    headers,
    body,
    credentials: 'same-origin',
    signal: request.signal,
  });
}

/**
 * Every API call of the web: JSON or multipart, the CSRF header on writes, the envelope parsed once. Resolves to
 * the envelope of a success; rejects with an ApiError. A 401 while an entry is stored ends the stale session.
 * `fetchApi`: the server's own answers when it renders a page (entry-server.tsx).
 */
export async function apiRequest<T>(
  path: string,
  request: ApiRequest = {},
  fetchApi: typeof fetch = fetch,
): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await send(path, request, fetchApi);
    // A stale CSRF secret (cookie expired or cleared): refresh once and retry.
    if (response.status === 403 && request.method && request.method !== 'GET') {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as ErrorEnvelope | null;
      if (body?.reason === 'errors.csrf') {
        await refreshCsrfToken();
        response = await send(path, request, fetchApi);
      }
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, transportMessage('lib.api.networkError'));
  }

  const body = (await response.json().catch(() => null)) as (Envelope<T> & ErrorEnvelope) | null;
  if (response.ok && body) return body;

  if (response.status === 401 && readEntry()) {
    clearEntry();
    reportUnauthorized();
  }
  throw new ApiError(
    response.status,
    body?.message ?? transportMessage('lib.api.unknownError'),
    body?.errors,
    body?.reason,
  );
}
