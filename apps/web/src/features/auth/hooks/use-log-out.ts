import { useCallback } from 'react';
import { useAppDispatch } from '@/lib/store-hooks';
import { useLogOutMutation } from '../api/log-out';
import { signedOut } from '../state/session-slice';

/**
 * Logout (spec §2): end the server session, forget the stored entry (and with it the cart), and reload the page.
 * A failed call still logs this browser out: the user asked to leave, and the cookie is httpOnly.
 */
export function useLogOut() {
  const dispatch = useAppDispatch();
  const [logOut, { isLoading }] = useLogOutMutation();
  const run = useCallback(async () => {
    await logOut()
      .unwrap()
      .catch(() => undefined);
    dispatch(signedOut());
    window.location.reload();
  }, [dispatch, logOut]);
  return [run, isLoading] as const;
}
