import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate } from 'react-router';
import { signedOut } from '@/features/auth/state/session-slice';
import { onUnauthorized } from '@/lib/api-client';
import { I18nProvider } from './i18n/i18n-provider';
import type { AppStore } from './store';

// Toasts are never needed for the first paint: their library loads right after it.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** A 401 on a stored entry: the server session is gone, so the browser forgets the user and asks for a login. */
function UnauthorizedRedirect({ store }: { store: AppStore }) {
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorized(() => {
        store.dispatch(signedOut());
        void navigate('/auth');
      }),
    [navigate, store],
  );
  return null;
}

type ProvidersProps = { store: AppStore; children: ReactNode };

export function Providers({ store, children }: ProvidersProps) {
  return (
    <Provider store={store}>
      <I18nProvider>
        <BrowserRouter>
          <UnauthorizedRedirect store={store} />
          {children}
        </BrowserRouter>
        <Suspense fallback={null}>
          <Toaster position="top-center" richColors closeButton />
        </Suspense>
      </I18nProvider>
    </Provider>
  );
}
