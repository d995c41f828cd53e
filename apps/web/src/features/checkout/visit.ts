import { SLOT_DURATION_MIN_MINUTES } from '@khidma/shared/constants';
import { filsToKd } from '@khidma/shared/money';
import type { CartItem } from '@khidma/shared/schemas/cart';
import { lineFils } from '@khidma/shared/cart-lines';

/**
 * One visit of the checkout: the cart's services of one sub-category (one partner's skill), at one time. `key`
 * changes when the visit's kind or length does (a quantity or a service added), which drops a time chosen for it.
 */
export type Visit = {
  key: string;
  subCategoryId: string;
  subCategoryName: string;
  items: CartItem[];
  /** Minutes: each service's duration times its quantity, summed. */
  duration: number;
  /** KD: each line's price times its quantity, summed in fils. */
  subtotal: number;
};

/** The cart grouped into visits, one per sub-category, in the order their first service was added. */
export function visitsOf(items: CartItem[]): Visit[] {
  const groups = new Map<string, CartItem[]>();
  for (const item of items) groups.set(item.SrvSubCategoryId, [...(groups.get(item.SrvSubCategoryId) ?? []), item]);
  return [...groups].map(([subCategoryId, lines]) => {
    // A cart stored before services had durations counts as the shortest visit until the server's cart replaces
    // it; the server sums the real durations when the order is placed.
    const minutes = lines.reduce(
      (sum, item) => sum + (Number.isInteger(item.DurationMinutes) ? item.DurationMinutes * item.quantity : 0),
      0,
    );
    const duration = Math.max(minutes, SLOT_DURATION_MIN_MINUTES);
    return {
      key: `${subCategoryId}/${duration}`,
      subCategoryId,
      subCategoryName: lines[0]!.SrvSubCategoryName,
      items: lines,
      duration,
      subtotal: filsToKd(lines.reduce((sum, item) => sum + lineFils(item), 0)),
    };
  });
}
