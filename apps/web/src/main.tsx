import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import { messageStore } from './app/i18n/catalogue';
import { Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { createStore } from './app/store';
import { applyLocaleToDocument, detectLocale } from './lib/i18n/locale';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const store = createStore();
setupListeners(store.dispatch);

const render = () => {
  applyLocaleToDocument(messageStore.snapshot().locale);
  createRoot(root).render(
    <StrictMode>
      <Providers store={store}>
        <AppRoutes />
      </Providers>
    </StrictMode>,
  );
};

// The page and the reader's catalogue download together (a page other than `/` brings every page's messages). A
// failed preload renders all the same (the route's own loading and error handling take over); a catalogue that
// failed falls back to the first chunk's English.
void Promise.all([
  messageStore.begin(detectLocale()),
  preloadPage(window.location.pathname).catch(() => undefined),
]).then(render);
