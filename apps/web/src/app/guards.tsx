import { Navigate, Outlet } from 'react-router';
import { useSessionUser } from '@/features/auth/hooks/use-session-user';

/** Protected routes (spec §2): without a stored entry, go to /auth. */
export function RequireUser() {
  return useSessionUser() ? <Outlet /> : <Navigate to="/auth" replace />;
}

/** Guest-only routes: a stored entry goes to /. */
export function GuestOnly() {
  return useSessionUser() ? <Navigate to="/" replace /> : <Outlet />;
}
