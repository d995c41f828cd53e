import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { LoadedLocale } from './i18n/catalogue';
import { I18nProvider } from './i18n/i18n-provider';
import type { AppStore, RootState } from './store';

type ProvidersProps = {
  store: AppStore;
  /** The state a server-rendered page was rendered from: what hydration must see (react-redux `serverState`). */
  serverState?: RootState;
  /** The server's messages for this render; the browser reads its own from the message store. */
  messages?: LoadedLocale;
  children: ReactNode;
};

/** The store and the reader's language, around the app and its router. */
export function Providers({ store, serverState, messages, children }: ProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <I18nProvider messages={messages}>{children}</I18nProvider>
    </Provider>
  );
}
