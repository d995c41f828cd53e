import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo } from 'react';
import { filsToKd } from '@khidma/shared/money';
import type { CartItem } from '@khidma/shared/schemas/cart';
import type { Service } from '@khidma/shared/schemas/catalog';
import { useSessionUser } from '@/features/auth/hooks/use-session-user';
import { refusalMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { useAddToCartMutation } from '../api/add-to-cart';
import { storedCart, useGetCartQuery } from '../api/get-cart';
import { useRemoveFromCartMutation } from '../api/remove-from-cart';
import { useSetCartQuantityMutation } from '../api/set-cart-quantity';
import { lineFils } from '@khidma/shared/cart-lines';

const NO_ITEMS: CartItem[] = [];

/**
 * The cart as every page uses it (spec §4 Cart operations): kept on the server for the session's user, shown at
 * once from the stored cart_{userId} until the server answers. A guest's cart is empty and cannot be added to.
 */
export function useCart() {
  const t = useT();
  const userId = useSessionUser()?._id ?? null;
  const { data, isError } = useGetCartQuery(userId ?? skipToken);
  const items = useMemo(() => (userId ? (data?.items ?? storedCart(userId)) : NO_ITEMS), [data, userId]);
  const ids = useMemo(() => new Set(items.map((item) => item._id)), [items]);
  const [addToCart] = useAddToCartMutation();
  const [removeFromCart] = useRemoveFromCartMutation();
  const [setCartQuantity] = useSetCartQuantityMutation();

  // The change is already undone (api/get-cart.ts); the toast says why: a refusal in the server's words (a full
  // cart, a retired service), anything else in ours.
  const failed = useCallback(
    (error: unknown) => {
      const message = refusalMessage(error, t('cart.changeFailed'));
      void import('sonner').then(({ toast }) => toast.error(message));
    },
    [t],
  );
  const add = useCallback(
    (service: Service) => {
      if (!userId) return false;
      addToCart({ userId, service }).unwrap().catch(failed);
      return true;
    },
    [addToCart, failed, userId],
  );
  const remove = useCallback(
    (serviceId: string) => {
      if (userId) removeFromCart({ userId, serviceId }).unwrap().catch(failed);
    },
    [failed, removeFromCart, userId],
  );
  const setQuantity = useCallback(
    (serviceId: string, quantity: number) => {
      if (userId) setCartQuantity({ userId, serviceId, quantity }).unwrap().catch(failed);
    },
    [failed, setCartQuantity, userId],
  );

  return useMemo(
    () => ({
      items,
      count: items.length,
      // Summed in fils, never as floats.
      subtotal: filsToKd(items.reduce((sum, item) => sum + lineFils(item), 0)),
      /** The spec's 'Failed to load cart': the server could not be asked (the stored cart still shows). */
      loadFailed: isError,
      /** False for a guest: adding needs a logged-in user (the caller shows 'Login Required'). */
      canAdd: userId !== null,
      has: (serviceId: string) => ids.has(serviceId),
      /** Adds the service; false (and nothing added) for a guest. */
      add,
      remove,
      /** How many of a service in the cart (1 to 10). */
      setQuantity,
    }),
    [add, ids, isError, items, remove, setQuantity, userId],
  );
}
