import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@khidma/shared/languages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reader's language: their choice (the `locale` cookie the web sets), else Accept-Language, else English. */
    language: Language;
  }
}

export function requestLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(cookie)) return cookie;
  const [best] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages([...LANGUAGES]);
  return isLanguage(best) ? best : DEFAULT_LANGUAGE;
}

/** Decides each request's language once, before its handler and its error answer read it. */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.addHook('onRequest', async (request) => {
      request.language = requestLanguage(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
    });
  },
  { name: 'language', dependencies: ['@fastify/cookie'] },
);
