import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@khidma/shared/schemas/user';
import { useAppDispatch } from '@/lib/store-hooks';
import { api } from '@/lib/api';
import { homeOf } from '@/lib/session-entry';
import { signedIn } from '../state/session-slice';

/**
 * After a login or sign-up (spec §2, §4): store the entry, refetch the address and booking lists (another user's
 * may be cached), and go to the account's start: / for a customer, /admin for an admin, /partner for a partner.
 */
export function useCompleteLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (user: User) => {
      dispatch(signedIn(user));
      dispatch(api.util.invalidateTags(['Address', 'Booking']));
      void navigate(homeOf(user.role), { replace: true });
    },
    [dispatch, navigate],
  );
}
