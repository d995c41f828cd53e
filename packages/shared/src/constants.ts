/** Business constants of spec §9 that the web and the server share; the web's own are in apps/web/src/lib/constants.ts. */

export const API_PREFIX = '/api/khidma';

/** The longest search term service_search accepts (a longer one is a 400). */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** The most digits a phone number has (E.164's longest, country code included). */
export const PHONE_DIGITS = 15;
/** The phone country a form starts on, and the API's when a payload names none: Kuwait. */
export const COUNTRY_CODE = '+965';
export const PASSWORD_MIN_LENGTH = 6;
/** An admin's password, wherever it is set (the console, POST admin/admins, ADMIN_PASSWORD): the console is the business. */
export const ADMIN_PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 4;
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_TRIES = 5;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The longest review a customer can write. */
export const REVIEW_MAX_LENGTH = 2000;

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
/** The Arabic label, written after the amount: "28.000 د.ك". */
export const CURRENCY_LABEL_AR = 'د.ك';
export const CURRENCY_CODE = 'KWD';
export const GATEWAY_SOURCE = 'knet';

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

/** What an account may do: customers book, partners serve their jobs, admins run the console (issue 13). */
export const USER_ROLES = ['customer', 'partner', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Who moved an order, in its audit log: a person by role, or the system (the payment flow). */
export const ORDER_ACTORS = [...USER_ROLES, 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** Session and CSRF cookie and header names (design §3). */
export const SESSION_COOKIE = 'khidma_sid';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

/** Largest upload (uploads3): 5 MB; a larger file gets 413. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** An order's payment_status (docs/api.md, "Payment statuses"): COD orders need none. */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'NOT_REQUIRED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Time slots (issue 14): bookable from today to today + SLOT_BOOKING_DAYS - 1, Kuwait days. */
export const SLOT_BOOKING_DAYS = 14;
/** A slot starts at least this long after the order is placed. */
export const SLOT_MIN_LEAD_MINUTES = 120;
/** Slots start every SLOT_STEP_MINUTES from a Kuwait midnight. */
export const SLOT_STEP_MINUTES = 30;
/** The shortest and longest order duration a slot is asked for (an order's total ServiceTime). */
export const SLOT_DURATION_MIN_MINUTES = 15;
export const SLOT_DURATION_MAX_MINUTES = 720;
/**
 * A customer cancels or reschedules free of charge until this long before the slot and until the partner is on the
 * way (Traveling); later, the late-change fee (server config LATE_CHANGE_FEE_KD, default KD 1.000) applies.
 */
export const FREE_CHANGE_MINUTES = 180;
/** A day off can be taken from today (Kuwait) to a year ahead: a later date is more likely a typo than a plan. */
export const TIME_OFF_MAX_DAYS_AHEAD = 365;
/** A partner's working weekdays as a bitmask, bit d = weekday d (0 = Sunday): every day but Friday (bit 5). */
export const WORK_DAYS_DEFAULT = 0b1011111;
