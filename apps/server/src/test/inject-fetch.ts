import type { InjectOptions } from 'fastify';
import type { FetchLike } from '../adapters/payments/upayments-gateway';
import type { App } from '../app';

/**
 * fetch for a server that does not listen: a request to its own origin goes through app.inject (the sandbox
 * gateway's API, its notification to us); anything else is refused, so no test reaches the network.
 */
export function injectFetch(getApp: () => App, origin: string): FetchLike {
  return async (input, init = {}) => {
    const url = new URL(input);
    if (url.origin !== origin) throw new TypeError(`fetch to ${url.origin} refused in tests`);
    const response = await getApp().inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers: { ...(init.headers as Record<string, string>), host: url.host },
      payload: init.body as string | undefined,
    });
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
    });
  };
}
