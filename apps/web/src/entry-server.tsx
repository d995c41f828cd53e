/**
 * The catalogue pages rendered on the server (issue 16; docs/decisions/2026-11-25-catalogue-pages-render-on-the-
 * server.md): Home, a services list and a service detail arrive as HTML with their content, and the browser
 * hydrates them (main.tsx). The API server imports this module from the web's server build (dist-ssr/) and caches
 * what it returns until the catalogue changes, so the render is the same for every guest.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { PAGE_PATHS } from '@khidma/shared/pages';
import type { Language } from '@khidma/shared/languages';
import { catalogPageQueries, type PageQueriesOutcome } from '@/features/catalog/api/page-queries';
import type { RenderedQueries } from '@/lib/rendered-queries';
import { App } from './app/app';
import { loadMessages } from './app/i18n/catalogue';
import { Providers } from './app/providers';
import { createStore, type AppStore } from './app/store';

export type RenderRequest = {
  /** The page's path, without its query (the catalogue pages read none). */
  pathname: string;
  language: Language;
  /** The server's own answers to the page's API reads (`/api/khidma/...` URLs), as fetch would give them. */
  fetchApi: typeof fetch;
};

export type RenderedPage = {
  status: 200 | 404;
  /** What React hoisted out of the page (its `<title>`), for the document's head. */
  head: string;
  /** The markup of `#root`. */
  html: string;
  /** The query cache the page was rendered from (`pageRendered`'s payload). */
  queries: RenderedQueries;
};

/** The pages rendered here, and the answers each fetches first; any other path is left to the browser. */
function pageQueries(pathname: string): ((store: AppStore) => Promise<PageQueriesOutcome>) | undefined {
  if (matchPath(PAGE_PATHS.home, pathname)) return (store) => catalogPageQueries.home(store.dispatch);
  const list = matchPath(PAGE_PATHS.servicesList, pathname);
  if (list) return (store) => catalogPageQueries.servicesList(store.dispatch, list.params.subCategoryId!);
  const detail = matchPath(PAGE_PATHS.serviceDetail, pathname);
  if (detail) {
    const { serviceId, subCategoryId } = detail.params;
    return (store) => catalogPageQueries.serviceDetail(store.dispatch, serviceId!, subCategoryId);
  }
  return undefined;
}

export function rendersPage(pathname: string): boolean {
  return pageQueries(pathname) !== undefined;
}

/** React hoists a page's `<title>` (and any head tags) to the start of what it renders. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)*/;

/** The page at `pathname` for a guest reading `language`; undefined for a page this module does not render. */
export async function renderPage({ pathname, language, fetchApi }: RenderRequest): Promise<RenderedPage | undefined> {
  const fetchQueries = pageQueries(pathname);
  if (!fetchQueries) return undefined;
  const store = createStore({ transport: { fetch: fetchApi } });
  const [outcome, messages] = await Promise.all([fetchQueries(store), loadMessages(language, ['storefront', 'pages'])]);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers store={store} messages={messages}>
        <StaticRouter location={pathname}>
          <App />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    // One document, no streaming: every Suspense boundary inline (a larger one would come outlined with an inline
    // script to reveal it, which the page's CSP forbids).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const decoder = new TextDecoder();
  let markup = '';
  for await (const chunk of prelude) markup += decoder.decode(chunk as Uint8Array, { stream: true });
  markup += decoder.decode();
  const head = HOISTED.exec(markup)?.[0] ?? '';
  const { queries, provided } = store.getState().api!;
  return {
    status: outcome === 'missing' ? 404 : 200,
    head,
    html: markup.slice(head.length),
    queries: { queries, provided },
  };
}
