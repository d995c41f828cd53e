import type { FastifyServerFactory } from 'fastify';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { API_PREFIX } from '@khidma/shared/constants';
import type { OneLineRequestLog } from '../../logger';
import { headersLanguage } from '../../plugins/language';
import type { ResponseCache, Variant } from './response-cache';

export type KeptReadsOptions = {
  /** The catalogue's answers, kept under their routes' paths below API_PREFIX ('services/{id}', 'logo_list'). */
  cache: ResponseCache;
  /** Answers to a query string (search), found by their request targets (ResponseCache's byTarget). */
  byTarget: ResponseCache;
  /** What every API answer carries (plugins/security.ts): the kept answer's own headers go over them. */
  apiHeaders: Record<string, string>;
  log: OneLineRequestLog;
  /** The client's address as Fastify's request.ip reads it (the socket's, or X-Forwarded-For's trusted hops). */
  clientAddress: (request: IncomingMessage) => string | undefined;
  /** True once the app is closing: an answer then closes its connection, as app.ts's onSend does. */
  closing: () => boolean;
};

const PATH_PREFIX = `${API_PREFIX}/`;

/**
 * A catalogue read the cache holds, answered before Fastify routes the request (issue 23, docs/decisions/
 * 2026-11-26-kept-catalogue-reads-answer-before-the-router.md). Fastify's request cycle (request and reply objects,
 * the router, five onRequest hooks, onSend) cost more than the answer itself: a kept read took about 31 µs through it
 * at LOG_LEVEL=warn where a bare node:http server sends the same bytes in 18 µs.
 *
 * Taken here only what the route itself would answer with the same bytes: a GET whose path, without a query, is a
 * key the route kept (a key is kept only after the route validated its input, so an exact match is valid input),
 * or whose target with its query is one a route validated and answered from a byTarget cache (a search), in the
 * reader's language, already compressed in the encoding asked. Its headers are the route's (the API's
 * security headers, then the answer's own), its 304 the route's, its log line the route's. Anything else goes on to
 * Fastify unchanged. kept-reads.test.ts holds both paths to the same answer.
 */
export class KeptReads {
  /** Each kept answer's whole header set for writeHead, made on its first send. */
  private readonly headers = new WeakMap<Variant, OutgoingHttpHeaders>();

  constructor(private readonly options: KeptReadsOptions) {}

  /** Answers the request when the cache holds its answer; false hands it on. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const { method, url } = request;
    if (method !== 'GET' || !url?.startsWith(PATH_PREFIX)) return false;
    const started = performance.now();
    const variant = this.variantFor(request, url);
    if (!variant) return false;

    const notModified = request.headers['if-none-match'] === variant.etag;
    const statusCode = notModified ? 304 : 200;
    if (this.options.closing()) response.setHeader('connection', 'close');
    response.writeHead(statusCode, this.headersOf(variant, notModified));
    response.end(notModified ? undefined : variant.body);
    const elapsed = performance.now() - started;
    this.options.log.answered(randomUUID(), method, url, this.options.clientAddress(request), statusCode, elapsed);
    return true;
  }

  private variantFor(request: IncomingMessage, url: string): Variant | undefined {
    const { cache, byTarget } = this.options;
    const acceptEncoding = request.headers['accept-encoding'];
    const language = headersLanguage(request.headers);
    // A query's answer only by the exact target its route validated; a path's by the route's key.
    if (url.includes('?')) return byTarget.keptForTarget(`${language}:${url}`, acceptEncoding);
    const path = url.slice(PATH_PREFIX.length);
    return cache.kept(`${language}:${path}`, acceptEncoding) ?? cache.kept(path, acceptEncoding);
  }

  private headersOf(variant: Variant, notModified: boolean): OutgoingHttpHeaders {
    let headers = this.headers.get(variant);
    if (!headers) {
      headers = { ...this.options.apiHeaders, ...variant.headers, 'content-length': variant.body.length };
      this.headers.set(variant, headers);
    }
    if (!notModified) return headers;
    // A 304 has no body, and Fastify's says nothing of the body's length.
    const { 'content-length': _length, ...withoutLength } = headers;
    return withoutLength;
  }
}

/**
 * Fastify's serverFactory: the HTTP server Fastify would make (same timeouts), with the kept reads in front of its
 * handler. app.inject() calls the handler directly, so tests that inject exercise the routes behind.
 */
export function serverWithKeptReads(keptReads: KeptReads): FastifyServerFactory {
  return (handler, options) => {
    const server = createServer((request, response) => {
      if (!keptReads.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    return server;
  };
}
