import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { ServerResponse } from 'node:http';
import type { Config } from '../config';
import { isApiRequest } from '../lib/api-path';

/**
 * Helmet's header set for our options, computed once. Helmet decides every value; we only apply the result.
 * Running its middleware per request (as @fastify/helmet does) cost a third of the catalogue's throughput here,
 * because the values never change between requests (docs/decisions.md).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, () => {});
  return headers;
}

export function helmetOptions(config: Config, imageOrigins: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts and the map set inline styles; inline scripts stay forbidden.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    // Same-origin images and API; a cross-origin embedder policy would only break map tiles.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction,
  };
}

/**
 * What a JSON answer of the API needs (OWASP REST Security): no sniffing, no framing, no content of its own, and
 * HSTS in production. `private, no-store` by default: most answers are someone's (a cart, addresses, bookings,
 * the session's user), and a shared cache or the browser's disk must not keep them; the catalogue's cached reads
 * (ResponseCache) and the few public answers set their own Cache-Control over it. A browser applies a CSP only to a document, so the page's long policy would be 850 bytes
 * of every API answer for nothing (a third of a catalogue read's throughput here; bench/README.md).
 */
export function apiSecurityHeaders(config: Config): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'private, no-store',
    ...(config.isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Security headers on every response: the API's set on /api/khidma answers, and helmet's on everything else (the
 * SPA, files, docs), with a CSP that the built SPA passes (its own scripts and API, images from us, data and blob
 * URLs for previews, and the image origins configuration adds: map tiles, S3).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config, imageOrigins }: { config: Config; imageOrigins: string[] }) => {
    const documentHeaders = securityHeaders(helmetOptions(config, imageOrigins));
    const apiHeaders = apiSecurityHeaders(config);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiRequest(request) ? apiHeaders : documentHeaders);
      done();
    });
  },
);
