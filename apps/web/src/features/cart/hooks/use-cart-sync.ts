import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { useLocale } from '@/lib/i18n/locale-context';
import { useT } from '@/lib/i18n/use-t';
import { loadCart, removedNoticeSeen } from '../state/cart-slice';

/**
 * Once per page load, and again when the reader changes language (the server names the services in it): refresh
 * the cart a logged-in user starts from (the cached `cart_{userId}`) from the server, and tell the user about
 * services that left the catalogue.
 */
export function useCartSync() {
  const t = useT();
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => state.cart.userId);
  const removed = useAppSelector((state) => state.cart.removed);

  useEffect(() => {
    if (userId) void dispatch(loadCart(userId));
    // Only the user present at load: a later login loads its cart through the cart listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, locale]);

  useEffect(() => {
    if (!removed.length) return;
    // The toast library loads after the first paint; this notice can wait for it.
    const services = removed.join(locale === 'ar' ? '، ' : ', ');
    void import('sonner').then(({ toast }) => toast.warning(t('cart.removedNotice', { services })));
    dispatch(removedNoticeSeen());
    // Told once, in the language of the moment: a later switch does not tell it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, removed]);
}
