import { lazy, Suspense, useEffect, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { AfterPaint } from '@/components/ui/after-paint';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { retryFailedComponents } from '../lazy-component';
import { PageShown } from '../page-shown';
import { RouteErrorPage } from '../routes/route-error-page';
import { Footer } from './footer';
import { Header } from './header';

// The signed-in user's cart, kept loaded on every page: it needs the API client, which the first paint does not.
const CartSync = lazy(async () => ({ default: (await import('@/features/cart/components/cart-sync')).CartSync }));

export function RootLayout() {
  const { pathname } = useLocation();
  const t = useT();
  // A new page starts at the top (a hash link or a same-page state change does not move); the first page keeps
  // where the reader already scrolled the server's HTML to. The braces matter: current Chromium's scrollTo
  // returns a Promise, and an effect that returns one crashes React on the cleanup.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('app.skipToContent')}
      </a>
      <AfterPaint>
        <Suspense fallback={null}>
          <CartSync />
        </Suspense>
      </AfterPaint>
      <Header />
      <main id="main" className="flex-1">
        <PageOutlet />
      </main>
      <Footer />
    </div>
  );
}

/**
 * The page of the route: a loading screen while its code downloads, the error page if it fails (reset by going
 * elsewhere). Inside the site's layout, and around the admin console, which brings its own frame.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[pathname]} onReset={retryFailedComponents}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <PageShown />
      </Suspense>
    </ErrorBoundary>
  );
}

/** A full screen while a page's code loads, so the footer is not in sight and does not jump when the page arrives. */
function PageLoading() {
  const t = useT();
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-700">
      <Spinner label={t('app.loadingPage')} className="size-8" />
    </div>
  );
}
