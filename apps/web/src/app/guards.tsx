import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath } from '@khidma/shared/return-to';
import type { UserRole } from '@khidma/shared/constants';
import { useReturnTo } from '@/features/auth/hooks/use-return-to';
import { useSessionUser } from '@/features/auth/hooks/use-session-user';
import { homeOf } from '@/lib/session-entry';
import { ForbiddenPage } from './routes/forbidden-page';

/** /auth with the page the guest asked for as `returnTo`, so the login brings them back (issue 25). */
function ToLogin() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={loginPath(pathname + search + hash)} replace />;
}

/** Protected routes (spec §2): without a stored entry, go to /auth, and back here after the login. */
export function RequireUser() {
  return useSessionUser() ? <Outlet /> : <ToLogin />;
}

/**
 * The operations apps (/admin, /partner): a guest goes to /auth like any protected page; an account of another
 * role sees 'You do not have access to this page.' (the server refuses its calls with 403 anyway). `standalone`:
 * the route is outside the site's layout (the console), so the refusal is its own main landmark.
 */
export function RequireRole({ role, standalone = false }: { role: UserRole; standalone?: boolean }) {
  const user = useSessionUser();
  if (!user) return <ToLogin />;
  if (user.role === role) return <Outlet />;
  return standalone ? (
    <main id="main">
      <ForbiddenPage />
    </main>
  ) : (
    <ForbiddenPage />
  );
}

/**
 * Guest-only routes: a stored entry goes back to `returnTo` (this site's paths only), else to its role's start (/,
 * /admin, /partner). The login form's own navigation races this redirect as the entry is stored, so both must lead
 * to the same place (use-complete-login.ts).
 */
export function GuestOnly() {
  const user = useSessionUser();
  const returnTo = useReturnTo();
  return user ? <Navigate to={returnTo ?? homeOf(user.role)} replace /> : <Outlet />;
}
