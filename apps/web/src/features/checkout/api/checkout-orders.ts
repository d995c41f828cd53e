import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import type { Booking } from '@khidma/shared/schemas/order';
import { useSessionUser } from '@/features/auth/hooks/use-session-user';
import { useGetOrdersQuery } from '@/features/orders/api/get-orders';

/**
 * Every order the checkout of `order` placed (its visits), earliest visit first: read from the user's orders when
 * the order came with others; the order alone until they are known or when it came alone.
 */
export function useCheckoutOrders(order: Booking | undefined): Booking[] {
  const userId = useSessionUser()?._id;
  const { data: all } = useGetOrdersQuery(order?.checkoutId && userId ? userId : skipToken);
  return useMemo(() => {
    if (!order) return [];
    const visits = (all ?? []).filter((one) => one.checkoutId === order.checkoutId);
    if (!visits.some((one) => one._id === order._id)) return [order];
    return visits.sort((a, b) => (a.slotStart ?? '').localeCompare(b.slotStart ?? ''));
  }, [all, order]);
}
