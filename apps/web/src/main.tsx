import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { setupListeners } from '@reduxjs/toolkit/query';
import { pageRendered } from '@/lib/api';
import { App } from './app/app';
import { messageStore } from './app/i18n/catalogue';
import { Providers } from './app/providers';
import { readRenderedPage } from './app/rendered-page';
import { preloadPage } from './app/router';
import { createStore, type RootState } from './app/store';
import { applyLocaleToDocument, detectLocale } from './lib/i18n/locale';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const store = createStore();
setupListeners(store.dispatch);

// A catalogue page the server rendered (entry-server.tsx) is hydrated from the answers it was rendered from. A
// reader whose stored language is not the one the server chose (a cookie lost) gets the page rendered here.
const rendered = readRenderedPage(document);
const locale = detectLocale();
const hydrate = rendered?.language === locale ? rendered : undefined;

function start() {
  applyLocaleToDocument(messageStore.snapshot().locale);
  let serverState: RootState | undefined;
  if (hydrate) {
    store.dispatch(pageRendered(hydrate.queries));
    // What the server rendered: a guest's page. The stored user (and their searches) show once it is hydrated.
    serverState = { ...store.getState(), session: { user: null }, searchHistory: { items: [] } };
  }
  const app = (
    <StrictMode>
      <Providers store={store} serverState={serverState}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  if (hydrate) hydrateRoot(root!, app);
  else createRoot(root!).render(app);
}

// The page and the reader's catalogue download together (a page other than `/` brings every page's messages). A
// failed preload renders all the same (the route's own loading and error handling take over); a catalogue that
// failed falls back to the first chunk's English.
void Promise.all([messageStore.begin(locale), preloadPage(window.location.pathname).catch(() => undefined)]).then(
  start,
);
