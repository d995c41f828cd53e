import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { translate } from '../lib/i18n';
import { errorBody } from './envelope';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const IMMUTABLE = `public, max-age=${YEAR_SECONDS}, immutable`;

export type StaticFilesOptions = {
  /** `Link` preloads for a deep link's page (the catalogue supplies them), or undefined for none. */
  pagePreloads?: (url: string) => Promise<string | undefined>;
};

/**
 * Files: the catalogue's images under /images (names never change their content, so they cache for a year), and
 * in production the built SPA: hashed assets cached for a year, index.html revalidated, and every other GET that
 * accepts HTML answered with index.html (history fallback), with the page's preloads. Unknown /api paths get a 404
 * envelope.
 */
export const staticFilesPlugin = fp(async (app: FastifyInstance, { pagePreloads }: StaticFilesOptions) => {
  await app.register(fastifyStatic, {
    root: path.join(app.config.serverRoot, 'assets'),
    prefix: '/images/',
    decorateReply: false,
    wildcard: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });

  const webRoot = app.config.WEB_DIST_DIR;
  const hasWeb = existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const acceptsHtml = request.headers.accept?.includes('text/html') ?? false;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml;
    if (hasWeb && isPage && !request.url.startsWith('/api/')) {
      const links = await pagePreloads?.(request.url);
      if (links) reply.header('link', links);
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot);
    }
    const route = { method: request.method, path: request.url.split('?')[0]! };
    return reply.code(404).send(errorBody(404, translate(request.language, 'errors.routeNotFound', route)));
  });
});
