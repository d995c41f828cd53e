import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@khidma/shared/languages';
import { scriptJson } from '../../lib/html';
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

/** A rendered page as it is kept and served: its answers serialized once, with the language, for the browser. */
export type ServedPage = Omit<RenderedPage, 'queries'> & {
  /** The JSON of `#rendered-page`: `{ language, queries }`, safe inside a script element. */
  state: string;
};

/** A page as served: its answers serialized here once (escaped: no catalogue text can close the script). */
export function servedPage({ queries, ...markup }: RenderedPage, language: Language): ServedPage {
  return { ...markup, state: scriptJson({ language, queries }) };
}

type WebRenderer = {
  renderPage(request: {
    pathname: string;
    language: Language;
    fetchApi: typeof fetch;
  }): Promise<RenderedPage | undefined>;
};

/**
 * Renders a catalogue page at its canonical path (catalog/page-paths.ts decides which paths those are) for a guest
 * in a language: undefined for a page the web renders itself, or when the render failed.
 */
export type RenderCataloguePage = (pathname: string, language: Language) => Promise<ServedPage | undefined>;

export const WEB_RENDERER_FILE = 'entry-server.js';

/**
 * Memory a kept page takes, as V8 holds its strings at most: two bytes a UTF-16 unit (Arabic text takes two; Latin
 * text one, so this over-counts English pages up to twice, on the safe side).
 */
export const pageBytes = (page: ServedPage) => 2 * (page.head.length + page.html.length + page.state.length);

/** The web's server build, if it was built (`npm run build`); tests and `npm run dev` run without it. */
export async function loadWebRenderer(ssrDir: string): Promise<WebRenderer | undefined> {
  const file = path.join(ssrDir, WEB_RENDERER_FILE);
  if (!ssrDir || !existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as WebRenderer;
}

/** The pages kept, bounded in bytes: what the test of the memory bound and an operator read. */
export type PageCacheStats = { pages: number; bytes: number; maxBytes: number };

/**
 * The catalogue pages as HTML (issue 16): the web's own components render them here from the API's answers,
 * fetched in-process (`app.inject`, so an answer is exactly what the browser would get), and each render is kept
 * until the catalogue changes (the same signal that empties `catalogCache`), within `maxBytes` of memory (the least
 * recently read page leaves first; a page larger than the budget is served and not kept). Concurrent first requests
 * for a page share one render. A render that fails (the database away) is not kept, and the page goes to the
 * browser as before. Only canonical paths reach here (static-files asks catalog/page-paths.ts first), so the pages
 * kept are bounded by the catalogue, not by what clients make up.
 */
export function createPageRenderer(
  app: FastifyInstance,
  web: WebRenderer,
  catalogCache: ResponseCache,
  log: FastifyBaseLogger,
  maxBytes: number,
): { render: RenderCataloguePage; stats: () => PageCacheStats } {
  const pages = new LRUCache<string, ServedPage>({ maxSize: maxBytes, sizeCalculation: pageBytes });
  const rendering = new Map<string, Promise<ServedPage | undefined>>();
  // A render that started before the catalogue changed is served to its own requests, never kept.
  let generation = 0;
  catalogCache.onInvalidate(() => {
    generation += 1;
    pages.clear();
    rendering.clear();
  });

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

  async function renderOnce(key: string, pathname: string, language: Language): Promise<ServedPage | undefined> {
    const started = generation;
    try {
      const rendered = await web.renderPage({ pathname, language, fetchApi: fetchIn(language) });
      if (!rendered) return undefined;
      const page = servedPage(rendered, language);
      if (generation === started) pages.set(key, page);
      return page;
    } catch (error) {
      log.warn({ err: error, page: pathname }, 'page render failed; the browser renders it');
      return undefined;
    }
  }

  const render: RenderCataloguePage = (pathname, language) => {
    const key = `${language} ${pathname}`;
    const kept = pages.get(key);
    if (kept) return Promise.resolve(kept);
    let page = rendering.get(key);
    if (!page) {
      const settling: Promise<ServedPage | undefined> = renderOnce(key, pathname, language).finally(() => {
        if (rendering.get(key) === settling) rendering.delete(key);
      });
      page = settling;
      rendering.set(key, page);
    }
    return page;
  };
  return { render, stats: () => ({ pages: pages.size, bytes: pages.calculatedSize, maxBytes }) };
}
