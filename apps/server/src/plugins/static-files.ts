import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@khidma/shared/languages';
import { NOT_FOUND_TITLE, documentTitle, isPagePath } from '@khidma/shared/pages';
import { isApiPath, routerPath } from '../lib/api-path';
import { translate } from '../lib/i18n';
import type { PageHead } from '../modules/catalog/page-meta';
import { errorBody } from './envelope';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const IMMUTABLE = `public, max-age=${YEAR_SECONDS}, immutable`;

export type StaticFilesOptions = {
  /** `Link` preloads for a deep link's page (the catalogue supplies them), or undefined for none. */
  pagePreloads?: (url: string) => Promise<string | undefined>;
  /** A page's own title and head tags (a service page's, for search engines and link previews), or undefined. */
  pageHead?: (url: string, language: Language) => Promise<PageHead | undefined>;
};

/**
 * Files: the catalogue's images under /images (names never change their content, so they cache for a year), and
 * in production the built SPA: hashed assets cached for a year, index.html revalidated, and every page path of the
 * web (PAGE_PATHS) answered with index.html whatever the Accept header (history fallback), with the page's preloads.
 * Any other path read gets the SPA titled 'Page not found' with status 404; unknown /api paths and other methods
 * get a 404 envelope.
 */
export const staticFilesPlugin = fp(async (app: FastifyInstance, { pagePreloads, pageHead }: StaticFilesOptions) => {
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

  const indexHtml = hasWeb ? readFileSync(path.join(webRoot, 'index.html'), 'utf8') : '';
  const notFoundPage = hasWeb ? pageTitled(indexHtml, NOT_FOUND_TITLE) : '';

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = routerPath(request.url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWeb || !isRead || isApiPath(pathname)) {
      const route = { method: request.method, path: request.url.split('?')[0]! };
      return reply.code(404).send(errorBody(404, translate(request.language, 'errors.routeNotFound', route)));
    }
    reply.header('cache-control', 'no-cache');
    if (!isPagePath(pathname)) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage);
    const links = await pagePreloads?.(request.url);
    if (links) reply.header('link', links);
    const head = await pageHead?.(request.url, request.language).catch(() => undefined);
    if (head) return reply.type('text/html; charset=utf-8').send(withHead(indexHtml, head));
    return reply.sendFile('index.html', webRoot);
  });
});

/** The SPA's page with another document title (the browser tab reads it before any script runs). */
function pageTitled(html: string, title: string): string {
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${documentTitle(title)}</title>`);
}

/** The SPA's page with a page's own title (HTML-escaped) and head tags. Replacers are functions: no `$` patterns. */
function withHead(html: string, head: PageHead): string {
  const title = head.title.replace(/[&<>]/g, (character) => `&#${character.charCodeAt(0)};`);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace('</head>', () => `${head.tags}</head>`);
}
