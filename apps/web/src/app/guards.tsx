import { Navigate, Outlet } from 'react-router';
import type { UserRole } from '@khidma/shared/constants';
import { useSessionUser } from '@/features/auth/hooks/use-session-user';
import { homeOf } from '@/lib/session-entry';
import { ForbiddenPage } from './routes/forbidden-page';

/** Protected routes (spec §2): without a stored entry, go to /auth. */
export function RequireUser() {
  return useSessionUser() ? <Outlet /> : <Navigate to="/auth" replace />;
}

/**
 * The operations apps (/admin, /partner): a guest goes to /auth like any protected page; an account of another
 * role sees 'You do not have access to this page.' (the server refuses its calls with 403 anyway). `standalone`:
 * the route is outside the site's layout (the console), so the refusal is its own main landmark.
 */
export function RequireRole({ role, standalone = false }: { role: UserRole; standalone?: boolean }) {
  const user = useSessionUser();
  if (!user) return <Navigate to="/auth" replace />;
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
 * Guest-only routes: a stored entry goes to its role's start (/, /admin, /partner). The login form's own navigation
 * races this redirect as the entry is stored, so both must lead to the same place.
 */
export function GuestOnly() {
  const user = useSessionUser();
  return user ? <Navigate to={homeOf(user.role)} replace /> : <Outlet />;
}
