import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStore } from 'react-redux';
import { loginPath } from '@khidma/shared/return-to';
import { signedOut, type SessionState } from '@/features/auth/state/session-slice';
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

/**
 * A 401 on a stored entry: the server session is gone, so the browser forgets the user and asks for a login, which
 * brings them back to this page (issue 25). The page is read when the 401 comes, not registered anew on each move.
 */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  const here = useRef(pathname);
  useEffect(() => {
    here.current = pathname + search + hash;
  }, [pathname, search, hash]);
  useEffect(
    () =>
      onUnauthorized(() => {
        dispatch(signedOut());
        void navigate(loginPath(here.current));
      }),
    [navigate, dispatch],
  );
  return null;
}

/**
 * `<html data-signed-in>` (index.css `signed-in:`) as the browser knows the session: the server marks a request
 * that carried one, and the mark then follows the store, read directly rather than through a render, so it is
 * right at once, even while the page's parts still show the guest's page they were hydrated from.
 */
function useSignedInMark() {
  const store = useStore<{ session: SessionState }>();
  useEffect(() => {
    const mark = () =>
      document.documentElement.toggleAttribute('data-signed-in', store.getState().session.user !== null);
    mark();
    return store.subscribe(mark);
  }, [store]);
}

/** The whole app inside its router: the browser's (main.tsx) or the server's, for one URL (entry-server.tsx). */
export function App() {
  useSignedInMark();
  return (
    <>
      <UnauthorizedRedirect />
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </>
  );
}
