import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { pageRendered } from '@/lib/rendered-queries';
import { App, preloadApp } from './app/app';
import { messageStore } from './app/i18n/catalogue';
import { Providers } from './app/providers';
import { usePageShown } from './app/page-shown';
import { readRenderedPage } from './app/rendered-page';
import { createStore, type AppStore, type RootState } from './app/store';
import { detectLocale, applyLocaleToDocument } from './lib/i18n/locale';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A catalogue page the server rendered (entry-server.tsx) is hydrated, from the answers it was rendered from. A
// reader whose stored language is not the one the server chose (a lost cookie) gets the page rendered here.
const rendered = readRenderedPage(document);
const locale = detectLocale();
const hydrated = rendered?.language === locale ? rendered : undefined;

/**
 * What the server rendered: a guest's page. Hydration reads it (react-redux's `serverState`), and the stored user
 * shows right after each part is hydrated. The query cache joins it once RTK Query has loaded, before any part
 * that queries can hydrate.
 */
const serverState = hydrated && ({} as RootState);
const asServerRendered = (current: AppStore) =>
  serverState && Object.assign(serverState, current.getState(), { session: { user: null } });
const store = createStore({
  onPart: (part, current) => {
    if (hydrated && part.slice.reducerPath === 'api') current.dispatch(pageRendered(hydrated.queries));
    asServerRendered(current);
  },
});
asServerRendered(store);

/**
 * Moves between pages are transitions (the page on screen stays until the next one's code is here), but not before
 * the first page is shown: a transition that reaches the page's boundary while it still holds the server's HTML
 * waits on its hydration, and a footer link pressed then changed the address and left Home on screen for good
 * (legal.spec: 6 in 40 runs on a phone). Sooner than that, the move renders at once, over the server's page.
 */
function Router({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={usePageShown()}>{children}</BrowserRouter>;
}

const app = (
  <StrictMode>
    <Providers store={store} serverState={serverState}>
      <Router>
        <App />
      </Router>
    </Providers>
  </StrictMode>
);

// The page's code and the reader's catalogue download together. A server-rendered page hydrates as soon as its
// messages are here: the header first, the page itself when its code arrives (until then its HTML stays as the
// server sent it). A page rendered here waits for its code, so it paints with its content rather than a loading
// screen; a failed preload renders all the same (the route's own loading and error handling take over).
const page = preloadApp(window.location.pathname).catch(() => undefined);
void messageStore.begin(locale).then(async () => {
  applyLocaleToDocument(messageStore.snapshot().locale);
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task per part.
  if (hydrated) startTransition(() => void hydrateRoot(root, app));
  else {
    await page;
    createRoot(root).render(app);
  }
});
