import csrf from '@fastify/csrf-protection';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { API_PREFIX, CSRF_COOKIE, CSRF_HEADER } from '@khidma/shared/constants';
import { isApiPath, routerPath } from '../lib/api-path';
import { ok, responses } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for the few endpoints that other servers call (the gateway's notification). */
    csrf?: boolean;
  }
}

/** The httpOnly cookie holding the browser's CSRF secret: it also tells one anonymous browser from another. */
export const CSRF_SECRET_COOKIE = '_csrf';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF (design §3): a readable XSRF-TOKEN cookie that every POST/PUT/PATCH/DELETE under the API must echo in
 * X-XSRF-TOKEN, else 403. The token is an HMAC of a secret kept in an httpOnly cookie (@fastify/csrf-protection),
 * so a token cannot be forged without that cookie.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  const secure = app.config.isProduction;
  await app.register(csrf, {
    cookieKey: CSRF_SECRET_COOKIE,
    cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true, secure },
    getToken: (request) => request.headers[CSRF_HEADER] as string | undefined,
  });

  // Decided by the route matched, not the URL's spelling: /%61pi/khidma/logout is the same route.
  app.addHook('onRequest', (request, reply, done) => {
    const guarded =
      UNSAFE_METHODS.has(request.method) &&
      isApiPath(request.routeOptions.url ?? routerPath(request.url)) &&
      request.routeOptions.config.csrf !== false;
    if (guarded) return app.csrfProtection(request, reply, done);
    done();
  });

  app.get(
    `${API_PREFIX}/csrf`,
    {
      schema: {
        tags: ['session'],
        summary: 'Issue the CSRF token (also set as the XSRF-TOKEN cookie)',
        response: responses(z.object({ token: z.string() })),
      },
    },
    async (_request, reply) => {
      const token = reply.generateCsrf();
      reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: false, secure });
      reply.header('cache-control', 'no-store');
      return ok({ token });
    },
  );
});
