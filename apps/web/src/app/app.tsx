import { Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { signedOut } from '@/features/auth/state/session-slice';
import { onUnauthorized } from '@/lib/unauthorized';
import { useAppDispatch } from '@/lib/store-hooks';
import { lazyComponent } from './lazy-component';

/**
 * The routes and the site's frame (header, footer), with the storefront's messages: they load beside the first
 * chunk, as each page does (issue 16). The first chunk is what runs them: React, the router, the store and the
 * messages' runtime. A page the server rendered shows at once and hydrates when this code is here.
 */
const AppRoutes = lazyComponent(() => import('./router'), 'AppRoutes', ['storefront']);

/** The routes, the frame and the page at `pathname`, fetched before the first render or the hydration. */
export function preloadApp(pathname: string): Promise<unknown> {
  return Promise.all([AppRoutes.preload(), import('./router').then(({ preloadPage }) => preloadPage(pathname))]);
}

/** A 401 on a stored entry: the server session is gone, so the browser forgets the user and asks for a login. */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  useEffect(
    () =>
      onUnauthorized(() => {
        dispatch(signedOut());
        void navigate('/auth');
      }),
    [navigate, dispatch],
  );
  return null;
}

/** The server's mark of a signed-in request (index.css `signed-in:`) has done its work once the page is hydrated. */
function useSignedInMarkDropped() {
  useEffect(() => {
    delete document.documentElement.dataset.signedIn;
  }, []);
}

/** The whole app inside its router: the browser's (main.tsx) or the server's, for one URL (entry-server.tsx). */
export function App() {
  useSignedInMarkDropped();
  return (
    <>
      <UnauthorizedRedirect />
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </>
  );
}
