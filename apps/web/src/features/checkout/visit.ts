import { SLOT_DURATION_MIN_MINUTES } from '@khidma/shared/constants';
import type { Service } from '@khidma/shared/schemas/catalog';

/**
 * What the cart asks of a slot: its one sub-category (null when it has none or mixes them: `mixed`) and its length
 * in minutes.
 */
export type Visit = { subCategoryId: string | null; mixed: boolean; subCategoryNames: string[]; duration: number };

export function visitOf(items: Service[]): Visit {
  const names = new Map<string, string>();
  for (const item of items) names.set(item.SrvSubCategoryId, item.SrvSubCategoryName);
  // A cart stored before services had durations counts as the shortest visit until the server's cart replaces it;
  // the server sums the real durations when the order is placed.
  const minutes = items.reduce(
    (sum, item) => sum + (Number.isInteger(item.DurationMinutes) ? item.DurationMinutes : 0),
    0,
  );
  return {
    subCategoryId: names.size === 1 ? [...names.keys()][0]! : null,
    mixed: names.size > 1,
    subCategoryNames: [...names.values()],
    duration: Math.max(minutes, SLOT_DURATION_MIN_MINUTES),
  };
}
