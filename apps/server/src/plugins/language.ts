import { fastifyCookie } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@khidma/shared/languages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reader's language: their choice (the `locale` cookie the web sets), else Accept-Language, else English. */
    language: Language;
  }
}

/** Accept-Language values seen, with the language each chose: browsers send a handful of distinct values. */
const negotiated = new Map<string | undefined, Language>();
/** Past this many distinct values (a client making them up) the map starts again rather than growing. */
const NEGOTIATED_KEPT = 500;
const SUPPORTED = [...LANGUAGES];

export function requestLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(cookie)) return cookie;
  let language = negotiated.get(acceptLanguage);
  if (!language) {
    const [best] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages(SUPPORTED);
    language = isLanguage(best) ? best : DEFAULT_LANGUAGE;
    if (negotiated.size >= NEGOTIATED_KEPT) negotiated.clear();
    negotiated.set(acceptLanguage, language);
  }
  return language;
}

/**
 * requestLanguage from the raw headers, for what answers before the hooks have parsed the cookies: the router's
 * own refusals and the kept catalogue reads.
 */
export function headersLanguage(headers: IncomingHttpHeaders): Language {
  const cookie = headers.cookie ? fastifyCookie.parse(headers.cookie)[LANGUAGE_COOKIE] : undefined;
  return requestLanguage(cookie, headers['accept-language']);
}

/** Decides each request's language once, before its handler and its error answer read it. */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    // Synchronous: an async hook would cost every request a promise turn for work that never waits.
    app.addHook('onRequest', (request, _reply, done) => {
      request.language = requestLanguage(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
      done();
    });
  },
  { name: 'language', dependencies: ['@fastify/cookie'] },
);
