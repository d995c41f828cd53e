import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE } from '@khidma/shared/constants';
import type { Language } from '@khidma/shared/languages';
import { NOT_FOUND_TITLE, isPagePath } from '@khidma/shared/pages';
import { isApiPath, routerPath } from '../lib/api-path';
import { translate } from '../lib/i18n';
import type { PageHead } from '../modules/catalog/page-meta';
import type { CatalogPagePaths, PageTarget } from '../modules/catalog/page-paths';
import type { PagePreloads } from '../modules/catalog/page-preloads';
import { pageDocument, pageTitled } from '../modules/pages/document';
import type { RenderCataloguePage } from '../modules/pages/renderer';
import { errorBody } from './envelope';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const IMMUTABLE = `public, max-age=${YEAR_SECONDS}, immutable`;
/** What a page's document depends on besides its URL: its language (cookie or header) and the session cookie. */
const PAGE_VARY = 'Cookie, Accept-Language';

export type StaticFilesOptions = {
  /** `Link` preloads for a deep link's page (the catalogue supplies them), or undefined for none. */
  pagePreloads?: PagePreloads;
  /** A page's own title and head tags (a service page's, for search engines and link previews), or undefined. */
  pageHead?: (url: string, language: Language) => Promise<PageHead | undefined>;
  /** The catalogue pages' HTML, rendered by the web's own components (issue 16), or undefined for the others. */
  renderPage?: RenderCataloguePage;
  /** Which page paths are a catalogue page to render, a misspelling to redirect, or a subject not on the site. */
  pagePaths?: CatalogPagePaths;
};

/** '/x?a=1' -> ['/x', '?a=1']. */
function splitQuery(url: string): [string, string?] {
  const mark = url.indexOf('?');
  return mark === -1 ? [url] : [url.slice(0, mark), url.slice(mark)];
}

/**
 * Files: the catalogue's images under /images (names never change their content, so they cache for a year), and
 * in production the built SPA: hashed assets cached for a year, index.html revalidated, and every page path of the
 * web (PAGE_PATHS) answered with index.html whatever the Accept header (history fallback), in the reader's
 * language, with the page's preloads; a catalogue page comes rendered at its canonical path, with its content, and
 * any other spelling of it is a 301 there. A service or sub-category not on the site, and any other path read, gets
 * the SPA titled 'Page not found' with status 404 (no render); unknown /api paths and other methods get a 404
 * envelope.
 */
export const staticFilesPlugin = fp(
  async (app: FastifyInstance, { pagePreloads, pageHead, renderPage, pagePaths }: StaticFilesOptions) => {
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
      // The document is in the reader's language (the locale cookie, else Accept-Language) and marks a session:
      // a shared cache keys it by both headers.
      reply.header('cache-control', 'no-cache').header('vary', PAGE_VARY).type('text/html; charset=utf-8');
      const { language } = request;
      const notFound = () => reply.code(404).send(pageDocument(notFoundPage, { language }));
      if (!isPagePath(pathname)) return notFound();
      const [path, query = ''] = splitQuery(request.url);
      const target: PageTarget = pagePaths
        ? await pagePaths(path, language).catch(() => ({ kind: 'browser' }) as const)
        : { kind: 'browser' };
      if (target.kind === 'redirect') return reply.code(301).header('location', `${target.location}${query}`).send();
      if (target.kind === 'missing') return notFound();
      const [head, rendered] = await Promise.all([
        pageHead?.(request.url, language).catch(() => undefined),
        target.kind === 'render' ? renderPage?.(target.pathname, language) : undefined,
      ]);
      const links = await pagePreloads?.(request.url, { rendered: rendered !== undefined });
      if (links) reply.header('link', links);
      if (rendered) reply.code(rendered.status);
      const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
      return reply.send(pageDocument(indexHtml, { language, signedIn, head, rendered }));
    });
  },
);
