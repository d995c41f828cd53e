import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createPagePreloads } from '../modules/catalog/page-preloads';
import { getService, listServicesBySubCategory } from '../modules/catalog/service';
import { errorBody } from './envelope';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const IMMUTABLE = `public, max-age=${YEAR_SECONDS}, immutable`;

/**
 * Files: the catalogue's images under /images (names never change their content, so they cache for a year), and
 * in production the built SPA: hashed assets cached for a year, index.html revalidated, and every other GET that
 * accepts HTML answered with index.html (history fallback). Unknown /api paths get a 404 envelope.
 */
export const staticFilesPlugin = fp(async (app: FastifyInstance) => {
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

  const pagePreloads = createPagePreloads(webRoot, async (page, id) =>
    page === 'service' ? (await getService(app.db, id)).Image : (await listServicesBySubCategory(app.db, id))[0]?.Image,
  );
  app.setNotFoundHandler(async (request, reply) => {
    const acceptsHtml = request.headers.accept?.includes('text/html') ?? false;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml;
    if (hasWeb && isPage && !request.url.startsWith('/api/')) {
      const links = await pagePreloads(request.url);
      if (links) reply.header('link', links);
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot);
    }
    return reply.code(404).send(errorBody(404, `Not found: ${request.method} ${request.url.split('?')[0]}`));
  });
});
