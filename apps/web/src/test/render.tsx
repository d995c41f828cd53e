import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { english, loadMessages, loadOperationsMessages } from '@/app/i18n/catalogue';
import { I18nProvider } from '@/app/i18n/i18n-provider';
import { createStore } from '@/app/store';
import { applyLocaleToDocument, type Locale } from '@/lib/i18n/locale';

/**
 * The Arabic catalogue, loaded the way the app loads it (every folder registered in app/i18n/catalogue.ts); the
 * operations apps' own messages too, so their screens render here without their WithCatalogue.
 */
const catalogues = {
  en: { ...english, ...(await loadOperationsMessages('partnerPortal', 'en')) },
  ar: { ...(await loadMessages('ar')), ...(await loadOperationsMessages('partnerPortal', 'ar')) },
};

/**
 * Renders with a fresh store, a language (English unless `locale: 'ar'`) and a router at `path`, as the app would.
 * `<html lang dir>` follow the language, as in the app.
 */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', locale = 'en' }: { path?: string; locale?: Locale } = {},
) {
  const store = createStore();
  applyLocaleToDocument(locale);
  const result = render(
    <Provider store={store}>
      <I18nProvider initial={{ locale, messages: catalogues[locale] }}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  return { store, ...result };
}

/** A fetch stub that answers each API path with an envelope (or a failure), and records the calls. */
export function stubApi(routes: Record<string, { status?: number; body: unknown } | (() => never)>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const path = url.replace(/^\/api\/khidma\//, '').split('?')[0] ?? '';
    const route = routes[path];
    if (!route) return new Response(JSON.stringify({ code: 404, message: 'Not found' }), { status: 404 });
    if (typeof route === 'function') return route();
    const status = route.status ?? 200;
    return new Response(JSON.stringify(route.body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetchStub };
}
