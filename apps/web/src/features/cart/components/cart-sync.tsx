import { useCartSync } from '../hooks/use-cart-sync';

/** useCartSync as a component of its own, so the layout can load it (and the API client) after the first paint. */
export function CartSync() {
  useCartSync();
  return null;
}
