import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from '@khidma/shared/constants';

/**
 * A URL's path as the router reads it: no query, percent-escapes decoded. `/%61pi/khidma/logout` reaches the
 * same handler as `/api/khidma/logout`, so a check on the raw URL would miss it.
 */
export function routerPath(url: string): string {
  const path = url.split('?', 1)[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    // A malformed escape: the router matches nothing with it either.
    return path;
  }
}

/** Whether a path, as the router reads it, is under /api (the API and its docs). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Whether a request is the API's (/api/khidma), decided by the route it matched rather than by its spelling;
 * a request no route matched is judged by its decoded path.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? routerPath(request.url);
  return path.startsWith(`${API_PREFIX}/`);
}
