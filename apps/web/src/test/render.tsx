import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { loadMessages, messageStore } from '@/app/i18n/catalogue';
import { I18nProvider } from '@/app/i18n/i18n-provider';
import { createStore } from '@/app/store';
import { applyLocaleToDocument, type Locale } from '@/lib/i18n/locale';

/** Every page's messages in each language, loaded the way the app loads them (app/i18n/catalogue.ts). */
const catalogues = {
  en: await loadMessages('en', ['storefront', 'pages', 'operations']),
  ar: await loadMessages('ar', ['storefront', 'pages', 'operations']),
};
const storefrontEnglish = await loadMessages('en', ['storefront']);

/**
 * Renders with a fresh store, a language (English unless `locale: 'ar'`) and a router at `path`, as the app would.
 * `<html lang dir>` follow the language, as in the app.
 */
export function renderWithApp(
  ui: ReactElement,
  {
    path = '/',
    locale = 'en',
    storefrontOnly = false,
  }: {
    path?: string;
    locale?: Locale;
    /** English as the catalogue pages have it: the first chunk's and the storefront's, no other page's. */
    storefrontOnly?: boolean;
  } = {},
) {
  const store = createStore();
  messageStore.start(storefrontOnly ? storefrontEnglish : catalogues[locale]);
  applyLocaleToDocument(locale);
  const result = render(
    <Provider store={store}>
      <I18nProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  return { store, ...result };
}

/**
 * A fetch stub that answers each API path with an envelope (or a failure), and records the calls. A key may name
 * the method ('PUT admin/orders/KH-1'), which wins over the bare path for that method.
 */
export function stubApi(routes: Record<string, { status?: number; body: unknown } | (() => never)>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const path = url.replace(/^\/api\/khidma\//, '').split('?')[0] ?? '';
    const route = routes[`${init?.method ?? 'GET'} ${path}`] ?? routes[path];
    if (!route) return new Response(JSON.stringify({ code: 404, message: 'Not found' }), { status: 404 });
    if (typeof route === 'function') return route();
    const status = route.status ?? 200;
    return new Response(JSON.stringify(route.body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetchStub };
}
