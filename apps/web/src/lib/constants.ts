/** The web's own constants of spec §9 (timings, list sizes, the map, storage keys); shared ones are in packages/shared. */

export const SEARCH_DEBOUNCE_MS = 500;
export const RECENT_SEARCHES_KEPT = 5;
export const BEST_SELLERS_INITIAL = 3;
export const SUGGESTIONS_PER_PAGE = 3;
export const SERVICE_SKELETON_COUNT = 6;

/** The checkout's steps in order (spec §2: Cart, Address & Payment, Confirm); the web's catalogue names them. */
export const CHECKOUT_STEPS = ['cart', 'addressPayment', 'confirm'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
export const CHECKOUT_MESSAGE_MS = 1000;
export const PASSWORD_MODAL_CLOSE_MS = 1500;
export const PASSWORD_MODAL_ANIMATION_MS = 300;

/** The address map before its configuration arrives: Kuwait City (GET map_config says the same). */
export const MAP_DEFAULT_CENTER = { lat: 29.3759, lng: 47.9774 } as const;
export const MAP_DEFAULT_ZOOM = 11;
/** Where the map goes when an area is chosen: the area's centre, close enough to see its blocks. */
export const MAP_AREA_ZOOM = 14;
export const MAP_SELECTED_ZOOM = 15;
export const MAP_HEIGHT_PX = 400;
export const ACCOUNT_CONTENT_MAX_WIDTH_PX = 1200;

/** What the browser keeps in localStorage (spec §5). */
export const STORAGE_KEYS = {
  entry: 'entry',
  userId: 'userId',
  searchHistory: 'searchHistory',
  cart: (userId: string) => `cart_${userId}`,
} as const;

export const ACCOUNT_TABS = ['details', 'orders', 'address', 'logout'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
