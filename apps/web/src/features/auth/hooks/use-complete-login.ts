import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@khidma/shared/schemas/user';
import { addPendingBookToCart } from '@/features/cart/api/add-to-cart';
import { useAppDispatch } from '@/lib/store-hooks';
import { api } from '@/lib/api';
import { homeOf } from '@/lib/session-entry';
import { signedIn } from '../state/session-slice';
import { useReturnTo } from './use-return-to';

/**
 * After a login or sign-up (spec §2, §4; issue 25): store the entry, refetch the address and booking lists
 * (another user's may be cached), add the Book a guest tapped before logging in, and go back where the login was
 * asked for (`returnTo`, this site's paths only), else to the account's start: / for a customer, /admin for an
 * admin, /partner for a partner. GuestOnly (app/guards.tsx) reads the same place, as it races this navigation.
 */
export function useCompleteLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  return useCallback(
    (user: User) => {
      dispatch(signedIn(user));
      dispatch(api.util.invalidateTags(['Address', 'Booking']));
      if (user.role === 'customer') dispatch(addPendingBookToCart(user._id));
      void navigate(returnTo ?? homeOf(user.role), { replace: true });
    },
    [dispatch, navigate, returnTo],
  );
}
