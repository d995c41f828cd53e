import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@khidma/shared/languages';
import type { ResponseCache } from '../catalog/response-cache';

/** What the web's server build (apps/web/src/entry-server.tsx) renders for a page; see its types there. */
export type RenderedPage = {
  status: 200 | 404;
  /** Head tags React hoisted out of the page (its `<title>`). */
  head: string;
  /** The markup of `#root`. */
  html: string;
  /** The API answers the page was rendered from, for the browser's store. */
  queries: unknown;
};

type WebRenderer = {
  renderPage(request: {
    pathname: string;
    language: Language;
    fetchApi: typeof fetch;
  }): Promise<RenderedPage | undefined>;
};

/** Renders a catalogue page for a guest in a language: undefined for a page the web renders itself. */
export type RenderCataloguePage = (pathname: string, language: Language) => Promise<RenderedPage | undefined>;

/** Rendered pages kept (a page per language); the least recently opened goes first. */
const PAGES_KEPT = 2000;
/** Longer paths are no catalogue page a link would hold: the browser renders them. */
const MAX_RENDERED_PATH = 512;

export const WEB_RENDERER_FILE = 'entry-server.js';

/** The web's server build, if it was built (`npm run build`); tests and `npm run dev` run without it. */
export async function loadWebRenderer(ssrDir: string): Promise<WebRenderer | undefined> {
  const file = path.join(ssrDir, WEB_RENDERER_FILE);
  if (!ssrDir || !existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as WebRenderer;
}

/**
 * The catalogue pages as HTML (issue 16): the web's own components render them here from the API's answers,
 * fetched in-process (`app.inject`, so an answer is exactly what the browser would get), and each render is kept
 * until the catalogue changes (the same signal that empties `catalogCache`). Concurrent first requests for a page
 * share one render. A render that fails (the database away) is not kept, and the page goes to the browser as before.
 */
export function createPageRenderer(
  app: FastifyInstance,
  web: WebRenderer,
  catalogCache: ResponseCache,
  log: FastifyBaseLogger,
): RenderCataloguePage {
  const pages = new LRUCache<string, Promise<RenderedPage | undefined>>({ max: PAGES_KEPT });
  catalogCache.onInvalidate(() => pages.clear());

  const fetchIn = (language: Language): typeof fetch =>
    (async (input: string | URL) => {
      const answer = await app.inject({
        method: 'GET',
        url: String(input),
        headers: { accept: 'application/json', cookie: `locale=${language}` },
      });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    }) as typeof fetch;

  return (pathname, language) => {
    if (pathname.length > MAX_RENDERED_PATH) return Promise.resolve(undefined);
    const key = `${language} ${pathname}`;
    let page = pages.get(key);
    if (!page) {
      page = web.renderPage({ pathname, language, fetchApi: fetchIn(language) });
      pages.set(key, page);
      page.catch((error: unknown) => {
        if (pages.get(key) === page) pages.delete(key);
        log.warn({ err: error, page: pathname }, 'page render failed; the browser renders it');
      });
    }
    return page.catch(() => undefined);
  };
}
