import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSessionUser } from '@/features/auth/hooks/use-session-user';
import { useT } from '@/lib/i18n/use-t';
import { storedCart, useGetCartQuery } from '../api/get-cart';

/**
 * The header cart link's name and badge (issue 25): "Cart, 3 items" for a screen reader, the number alone on the
 * icon. Loaded after the first paint (header.tsx), as it brings the API client; the stored cart shows at once.
 */
export function CartCount() {
  const t = useT();
  const userId = useSessionUser()?._id ?? null;
  const { data } = useGetCartQuery(userId ?? skipToken);
  const count = userId ? (data?.items ?? storedCart(userId)).length : 0;
  return (
    <>
      <span className="sr-only">{t('layout.header.cartCount', { count })}</span>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </>
  );
}
