import type { User } from '@khidma/shared/schemas/user';
import { useAppSelector } from '@/lib/store-hooks';

/** The logged-in user as this browser knows it (the stored entry), or null for a guest. */
export function useSessionUser(): User | null {
  return useAppSelector((state) => state.session.user);
}
