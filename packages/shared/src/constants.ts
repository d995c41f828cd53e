/** Business constants of spec §9, in one place for the web and the server. */

export const API_PREFIX = '/api/khidma';

export const SEARCH_DEBOUNCE_MS = 500;
/** The longest search term service_search accepts (a longer one is a 400). */
export const SEARCH_TERM_MAX_LENGTH = 100;
export const RECENT_SEARCHES_KEPT = 5;
export const BEST_SELLERS_INITIAL = 3;
export const SUGGESTIONS_PER_PAGE = 3;
export const SERVICE_SKELETON_COUNT = 6;

/** Carousel page sizes: 3 at >= 1024 px, 2 at >= 640 px, else 1. */
export const BREAKPOINTS = { md: 640, lg: 1024 } as const;
export const CAROUSEL_PAGE_SIZES = { lg: 3, md: 2, sm: 1 } as const;

export const PHONE_DIGITS = 10;
export const COUNTRY_CODE = '+91';
export const PASSWORD_MIN_LENGTH = 6;
export const OTP_LENGTH = 4;
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_TRIES = 5;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The longest review a customer can write. */
export const REVIEW_MAX_LENGTH = 2000;
/** The checkout's steps in order (spec §2: Cart, Address & Payment, Confirm); the web's catalogue names them. */
export const CHECKOUT_STEPS = ['cart', 'addressPayment', 'confirm'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
export const CHECKOUT_MESSAGE_MS = 1000;
export const PASSWORD_MODAL_CLOSE_MS = 1500;
export const PASSWORD_MODAL_ANIMATION_MS = 300;

export const PAYMENT_METHODS = [
  { id: 1, name: 'Online' },
  { id: 2, name: 'COD' },
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];
export const PAYMENT_TYPE_ONLINE = 1;
export const PAYMENT_TYPE_COD = 2;

/** A gateway track id on a return URL: what the server accepts and puts in the gateway's status URL. */
export const TRACK_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const CURRENCY_LABEL = 'KD';
export const CURRENCY_CODE = 'KWD';
export const GATEWAY_SOURCE = 'knet';
export const DATE_LOCALE = 'en-IN';

export const MAP_DEFAULT_CENTER = { lat: 20.5937, lng: 78.9629 } as const;
export const MAP_DEFAULT_ZOOM = 5;
export const MAP_SELECTED_ZOOM = 15;
export const MAP_HEIGHT_PX = 400;
export const ACCOUNT_CONTENT_MAX_WIDTH_PX = 1200;

export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const GENDERS = ['Male', 'Female', 'Other'] as const;

/** Order statuses that have their own badge (spec §4); any other value gets the default badge. */
export const ORDER_STATUSES = [
  'Completed',
  'Pending',
  'Cancelled',
  'Open',
  'Traveling',
  'Started',
  'Reached',
  'Accepted',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const STORAGE_KEYS = {
  entry: 'entry',
  userId: 'userId',
  searchHistory: 'searchHistory',
  cart: (userId: string) => `cart_${userId}`,
} as const;

export const ACCOUNT_TABS = ['details', 'orders', 'address', 'logout'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** Session and CSRF cookie and header names (design §3). */
export const SESSION_COOKIE = 'khidma_sid';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

/** Largest upload (uploads3): 5 MB; a larger file gets 413. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** An order's payment_status (docs/api.md, "Payment statuses"): COD orders need none. */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'NOT_REQUIRED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
