import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useSessionUser } from '@/features/auth/hooks/use-session-user';
import { useLocale } from '@/lib/i18n/locale-context';
import { useT } from '@/lib/i18n/use-t';
import { useGetCartQuery } from '../api/get-cart';

/**
 * On every page of a logged-in user: keeps the cart loaded (once per page load, again after a login, an order, a
 * payment or a change of language, all through the 'Cart' tag), and tells the user about services that left the
 * catalogue.
 */
export function useCartSync() {
  const t = useT();
  const { locale } = useLocale();
  const userId = useSessionUser()?._id ?? null;
  const removed = useGetCartQuery(userId ?? skipToken).data?.removed;

  useEffect(() => {
    // The server reports a removal once; an optimistic change keeps the same list, so this does not repeat.
    if (!removed?.length) return;
    const services = removed.map((item) => item.ServiceName).join(locale === 'ar' ? '، ' : ', ');
    // The toast library loads after the first paint; this notice can wait for it.
    void import('sonner').then(({ toast }) => toast.warning(t('cart.removedNotice', { services })));
    // Told once, in the language of the moment: a later switch does not tell it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [removed]);
}
