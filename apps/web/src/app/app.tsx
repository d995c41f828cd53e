import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { signedOut } from '@/features/auth/state/session-slice';
import { onUnauthorized } from '@/lib/api-client';
import { useAppDispatch } from '@/lib/store-hooks';
import { AppRoutes } from './router';

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
      <AppRoutes />
    </>
  );
}
