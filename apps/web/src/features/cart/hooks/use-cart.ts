import { useCallback, useMemo } from 'react';
import { filsToKd, kdToFils } from '@khidma/shared/money';
import type { Service } from '@khidma/shared/schemas/catalog';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { addToCart, loadCart, removeFromCart } from '../state/cart-slice';

/**
 * The cart as every page uses it (spec §4 Cart operations): kept on the server per user, shown at once from the
 * cached cart_{userId}. A guest's cart is empty and cannot be added to.
 */
export function useCart() {
  const dispatch = useAppDispatch();
  const { cart: items, loading, error, userId } = useAppSelector((state) => state.cart);
  const ids = useMemo(() => new Set(items.map((item) => item._id)), [items]);

  const add = useCallback(
    (service: Service) => {
      if (!userId) return false;
      void dispatch(addToCart(service));
      return true;
    },
    [dispatch, userId],
  );
  const remove = useCallback((serviceId: string) => void dispatch(removeFromCart(serviceId)), [dispatch]);
  const reload = useCallback(() => {
    if (userId) void dispatch(loadCart(userId));
  }, [dispatch, userId]);

  return useMemo(
    () => ({
      items,
      count: items.length,
      // Summed in fils, never as floats.
      subtotal: filsToKd(items.reduce((sum, item) => sum + kdToFils(item.Price), 0)),
      loading,
      error,
      /** False for a guest: adding needs a logged-in user (the caller shows 'Login Required'). */
      canAdd: userId !== null,
      has: (serviceId: string) => ids.has(serviceId),
      /** Adds the service; false (and nothing added) for a guest. */
      add,
      remove,
      /** Asks the server again (after an order, or when prices changed). */
      reload,
    }),
    [add, error, ids, items, loading, reload, remove, userId],
  );
}
