import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import { english, loadMessages } from './app/i18n/catalogue';
import type { LoadedLocale } from './app/i18n/i18n-provider';
import { Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { createStore } from './app/store';
import { applyLocaleToDocument, detectLocale } from './lib/i18n/locale';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const store = createStore();
setupListeners(store.dispatch);

const render = (language: LoadedLocale) => {
  applyLocaleToDocument(language.locale);
  createRoot(root).render(
    <StrictMode>
      <Providers store={store} language={language}>
        <AppRoutes />
      </Providers>
    </StrictMode>,
  );
};

const locale = detectLocale();
// The page and the reader's catalogue download together. A failed preload renders all the same (the route's own
// loading and error handling take over); a catalogue that failed falls back to English.
const language = loadMessages(locale).then(
  (messages): LoadedLocale => ({ locale, messages }),
  (): LoadedLocale => ({ locale: 'en', messages: english }),
);
void Promise.all([language, preloadPage(window.location.pathname).catch(() => undefined)]).then(([loaded]) =>
  render(loaded),
);
