import { useCallback } from 'react';
import type { User } from '@khidma/shared/schemas/user';
import { useAppDispatch } from '@/lib/store-hooks';
import { profileUpdated } from '../state/session-slice';

/** After a profile save: the stored entry takes the server's new record (spec §2 Profile Settings). */
export function useProfileUpdated() {
  const dispatch = useAppDispatch();
  return useCallback((user: User) => dispatch(profileUpdated(user)), [dispatch]);
}
