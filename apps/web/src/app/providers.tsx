import { lazy, Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AfterPaint } from '@/components/ui/after-paint';
import type { LoadedLocale } from './i18n/catalogue';
import { I18nProvider } from './i18n/i18n-provider';
import type { AppStore, RootState } from './store';

// Toasts are never needed for the first paint: their library loads right after it (never on the server).
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

type ProvidersProps = {
  store: AppStore;
  /** The state a server-rendered page was rendered from: what hydration must see (react-redux `serverState`). */
  serverState?: RootState;
  /** The server's messages for this render; the browser reads its own from the message store. */
  messages?: LoadedLocale;
  children: ReactNode;
};

/** The store, the reader's language and toasts, around the app and its router. */
export function Providers({ store, serverState, messages, children }: ProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <I18nProvider messages={messages}>
        {children}
        <AfterPaint>
          <Suspense fallback={null}>
            <Toaster position="top-center" richColors closeButton />
          </Suspense>
        </AfterPaint>
      </I18nProvider>
    </Provider>
  );
}
