import { sql } from 'drizzle-orm';
import { EMPTY_SERVICE_CONTENT, type ServiceContent } from '@khidma/shared/schemas/service-content';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ADDRESS_TYPES,
  GENDERS,
  ORDER_ACTORS,
  PAYMENT_STATUSES,
  USER_ROLES,
  WORK_DAYS_DEFAULT,
} from '@khidma/shared/constants';
import type { AddressSnapshot as SharedAddressSnapshot } from '@khidma/shared/schemas/address';
import { LANGUAGES } from '@khidma/shared/languages';
import { LEDGER_ACCOUNTS, LEDGER_KINDS } from '@khidma/shared/schemas/ledger';
import { NOTIFICATION_CHANNELS, NOTIFY_BY } from '@khidma/shared/schemas/notifications';
import { REFUND_STATUSES } from '@khidma/shared/schemas/refund';

/**
 * The whole data model of spec §3. Column names are snake_case in SQL (drizzle `casing`), API field names are
 * mapped in each module's service. Money is integer fils (1 KD = 1000 fils), never a float.
 */

const id = () => uuid().primaryKey().defaultRandom();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------- catalogue

export const categories = pgTable('categories', {
  id: id(),
  name: text().notNull().unique(),
  /** The Arabic name; the API answers it to an Arabic reader under the same field. */
  nameAr: text().notNull(),
  image: text().notNull(),
  sortOrder: integer().notNull().default(0),
  /** A hidden category leaves the customer pages with everything under it; orders keep their snapshots. */
  active: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const subCategories = pgTable(
  'sub_categories',
  {
    id: id(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    nameAr: text().notNull(),
    image: text().notNull(),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /** The platform's commission on its orders, in basis points (1500 = 15%); null: the settings' default. */
    commissionRateBp: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('sub_categories_category_name_key').on(table.categoryId, table.name)],
);

export const services = pgTable(
  'services',
  {
    id: id(),
    subCategoryId: uuid()
      .notNull()
      .references(() => subCategories.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    description: text().notNull(),
    nameAr: text().notNull(),
    descriptionAr: text().notNull(),
    durationMinutes: integer().notNull(),
    priceFils: integer().notNull(),
    /** The original price, shown struck through; at least the price. */
    displayPriceFils: integer().notNull(),
    image: text().notNull(),
    /** overallRating = ratingTotal / ratingCount; reviewscount = ratingCount. */
    ratingTotal: integer().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    /** Completed bookings, for the best-seller list. */
    salesCount: integer().notNull().default(0),
    /** A retired service stays for order history and carts, but leaves the catalogue. */
    active: boolean().notNull().default(true),
    /** What's included, not included and FAQs, in both languages (the service page; edited in the console). */
    content: jsonb().$type<ServiceContent>().notNull().default(EMPTY_SERVICE_CONTENT),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('services_sub_category_idx').on(table.subCategoryId)],
);

/** 'Our Happy Customers': testimonials shown on the home page. */
export const reviews = pgTable('reviews', {
  id: id(),
  rating: smallint().notNull(),
  review: text().notNull(),
  userName: text().notNull(),
  userTitle: text(),
  /** The testimonial in Arabic, for an Arabic reader (null: the English is shown). */
  reviewAr: text(),
  userNameAr: text(),
  userTitleAr: text(),
  createdAt: createdAt(),
});

export const logos = pgTable('logos', {
  id: id(),
  logo: text().notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    /** Stored lower-cased; unique. */
    email: text().notNull(),
    countryCode: text().notNull(),
    phone: text().notNull(),
    passwordHash: text().notNull(),
    userImage: text().notNull().default(''),
    /** Checked on the server for every operations endpoint; the session carries it (plugins/session.ts). */
    role: text({ enum: USER_ROLES }).notNull().default('customer'),
    /** A blocked customer or a suspended partner: no session is found for them and none can start. */
    blockedAt: timestamp({ withTimezone: true }),
    blockedReason: text(),
    /** The language of every message sent to them: the page's at sign-up, changed in the profile (issue 24). */
    preferredLanguage: text({ enum: LANGUAGES }).notNull().default('en'),
    /** The phone channel of their notifications; email comes besides when notifyEmail. */
    notifyBy: text({ enum: NOTIFY_BY }).notNull().default('sms'),
    notifyEmail: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    // An admin made from ADMIN_EMAIL has no phone: '' is not a number two accounts can share.
    uniqueIndex('users_phone_key')
      .on(table.countryCode, table.phone)
      .where(sql`${table.phone} <> ''`),
    index('users_role_idx').on(table.role, table.createdAt),
  ],
);

/** Server sessions: the cookie holds a random token, the table its SHA-256 (design §3). */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** What an admin did to another account, for the account audit log. */
export const ACCOUNT_ACTIONS = ['admin.disabled', 'admin.enabled'] as const;

/**
 * The audit log of accounts: who (an admin) did what to whom, when. Written in the transaction of the change; kept
 * when either account is deleted (the ids then read null), so the record outlives the people in it.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: id(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text({ enum: ACCOUNT_ACTIONS }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('account_events_subject_idx').on(table.subjectUserId, table.createdAt)],
);

/**
 * A phone's login code: one live code per phone. The challenge token send_otp returns is stored hashed (to find the
 * row) and sealed (to answer a repeated send with the same token); the code is sealed, never stored in plaintext,
 * so a repeated send can text the same code. Both are sealed with DATA_ENCRYPTION_KEY (lib/secret-box).
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    tokenSealed: text().notNull(),
    countryCode: text().notNull(),
    phone: text().notNull(),
    codeSealed: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('otp_challenges_phone_idx').on(table.countryCode, table.phone)],
);

/** Messages of the outbox SMS adapter (the default outside production). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    phone: text().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sms_outbox_phone_idx').on(table.phone, table.createdAt)],
);

/**
 * The notification outbox (issue 24): one row per message and channel, written in the transaction of the change that
 * causes it; a queued job sends it and marks it sent, so a retry after a success sends nothing. `payload` holds what
 * the message says (the texts are rendered when it is sent, in `language`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    kind: text().notNull(),
    channel: text({ enum: NOTIFICATION_CHANNELS }).notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** E.164 phone or email address. */
    recipient: text().notNull(),
    language: text({ enum: LANGUAGES }).notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('notifications_status_idx').on(table.status, table.createdAt)],
);

/** Emails of the outbox email adapter (the default outside production), read at GET dev/mailbox. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    /** The notification it sends: a second send of the same one is not stored twice. */
    key: text().unique(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    attachments: jsonb().$type<Array<{ filename: string; contentType: string; content: string }>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('email_outbox_to_idx').on(table.to, table.createdAt)],
);

/** WhatsApp messages of the outbox adapter (the default outside production), read at GET dev/whatsapp. */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: id(),
    key: text().unique(),
    phone: text().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('whatsapp_outbox_phone_idx').on(table.phone, table.createdAt)],
);

/** A forgotten password's one-time code (issue 24): one live code per account, stored hashed, 15 minutes. */
export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  tries: integer().notNull().default(0),
  createdAt: createdAt(),
});

/**
 * Every file uploads3 stored, and to whom: a photo or a partner document sent back to us must be one the same
 * uploader received (design §3). `userId` when uploaded logged in; always the browser, as the SHA-256 of its CSRF
 * secret cookie, since sign-up and partner registration upload before an account exists.
 */
export const uploads = pgTable('uploads', {
  url: text().primaryKey(),
  userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
  browserHash: text().notNull(),
  /** A partner application's document or photo: read only by admins, never served at its public URL. */
  private: boolean().notNull().default(false),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- addresses and carts

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressType: text({ enum: ADDRESS_TYPES }).notNull(),
    /** Kuwait's form: ids of KUWAIT_AREAS (packages/shared); '' on addresses saved before it. */
    governorate: text().notNull().default(''),
    area: text().notNull().default(''),
    block: text().notNull().default(''),
    street: text().notNull().default(''),
    avenue: text().notNull().default(''),
    house: text().notNull().default(''),
    floor: text().notNull().default(''),
    apartment: text().notNull().default(''),
    /** Directions. */
    landmark: text().notNull(),
    phoneNo: text().notNull(),
    countryCode: text().notNull().default(''),
    /** The spec's fields, optional on the wire. */
    flatNo: text().notNull().default(''),
    address: text().notNull().default(''),
    pincode: text().notNull().default(''),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('addresses_user_idx').on(table.userId)],
);

/** A user's cart: service ids in the order they were added. Prices always come from the catalogue. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** How many of the service (AC units, rooms): 1 to LINE_QUANTITY_MAX; price and duration scale with it. */
    quantity: smallint().notNull().default(1),
    addedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.serviceId] })],
);

// ---------------------------------------------------------------- partners

/** Partner applications (spec §3 registration payload); an approved one is the service partner of bookings. */
export const servicePartners = pgTable(
  'service_partners',
  {
    id: id(),
    status: text({ enum: ['pending_review', 'approved', 'rejected'] })
      .notNull()
      .default('pending_review'),
    name: text().notNull(),
    gender: text({ enum: GENDERS }).notNull(),
    countryCode: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    photo: text().notNull(),
    idProof: text().notNull(),
    categoryId: uuid().references(() => categories.id, { onDelete: 'set null' }),
    categoryName: text().notNull(),
    subCategoryId: uuid().references(() => subCategories.id, { onDelete: 'set null' }),
    subCategoryName: text().notNull(),
    /** 'HH:MM' Kuwait time: the partner's working hours on each working day. */
    workHoursStart: text().notNull(),
    workHoursEnd: text().notNull(),
    /**
     * The weekdays the partner works, a bitmask: bit d (1 << d) set means weekday d works, 0 = Sunday ... 6 =
     * Saturday as Date.getDay numbers them. Default: every day but Friday (Kuwait's weekend day).
     */
    workDays: smallint().notNull().default(WORK_DAYS_DEFAULT),
    /**
     * The areas of Kuwait (KUWAIT_AREAS ids) the partner goes to; none chosen: every area
     * (docs/decisions/2026-11-26-partner-areas.md).
     */
    areas: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skillCertificate: text().notNull(),
    flatNo: text().notNull(),
    area: text().notNull(),
    city: text().notNull(),
    /** The spec's State and pincode: optional since Kuwait (issue 22); null when the applicant sent none. */
    state: text(),
    pincode: text(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    bankName: text().notNull(),
    /** AES-256-GCM ciphertext of the account number (or the IBAN's account part); never returned by any endpoint. */
    acNumberEncrypted: text().notNull(),
    /** AES-256-GCM ciphertext of the IBAN; only its last 4 characters (ibanLast4) ever leave the server. */
    ibanEncrypted: text(),
    ibanLast4: text(),
    /** The bank the IBAN names: its 4-letter code (packages/shared kuwait-banks). */
    bankCode: text(),
    /** AES-256-GCM ciphertext of the applicant's Civil ID; shown to the admins who review the application. */
    civilIdEncrypted: text(),
    /** The spec's IFSC code: optional since Kuwait; null when none was sent. */
    ifscCode: text(),
    branchName: text().notNull(),
    ratingTotal: integer().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    /** The partner's login, made when the application is approved (role 'partner'). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    /** Why an admin rejected the application; told to the applicant by SMS. */
    rejectionReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('service_partners_user_key').on(table.userId),
    index('service_partners_status_idx').on(table.status, table.createdAt),
    uniqueIndex('service_partners_email_key').on(table.email),
    uniqueIndex('service_partners_phone_key').on(table.countryCode, table.phone),
    // Availability (modules/slots): the approved partners with a sub-category as their skill.
    index('service_partners_skill_idx').on(table.subCategoryId, table.status),
  ],
);

/** A Kuwait day ('YYYY-MM-DD') a partner does not work: a day off or a blocked date. */
export const partnerTimeOff = pgTable(
  'partner_time_off',
  {
    id: id(),
    partnerId: uuid()
      .notNull()
      .references(() => servicePartners.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    reason: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('partner_time_off_partner_date_key').on(table.partnerId, table.date)],
);

// ---------------------------------------------------------------- bookings and payments

/** The address as the order was placed (orders placed before Kuwait's fields lack them). */
export type AddressSnapshot = SharedAddressSnapshot;

export type ServiceSnapshot = {
  _id: string;
  ServiceName: string;
  /** The Arabic name at the time of the order (orders placed before Arabic have none: they read the English). */
  ServiceNameAr?: string;
  Price: number;
  Image: string;
  SrvCategoryId: string;
  SrvCategoryName: string;
  SrvSubCategoryId: string;
  SrvSubCategoryName: string;
};

/**
 * One checkout: the orders (visits, one per sub-category) placed together in one transaction, paid by one charge
 * or all cash (docs/decisions/2026-11-26-multi-visit-checkout.md). A retried request's Idempotency-Key finds it.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paymentType: smallint().notNull(),
    /** The sum of its orders' totals when placed; each order keeps its own part (bookings.totalFils). */
    totalFils: integer().notNull(),
    idempotencyKey: text(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('checkouts_idempotency_key').on(table.userId, table.idempotencyKey)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    /** Readable, unique order number shown to the user ("KH-7Q4M2X"). */
    ordId: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ordStatus: text().notNull(),
    /** 1 Online, 2 COD. */
    paymentType: smallint().notNull(),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull(),
    /** What the customer pays: the lines' prices less discountFils. */
    totalFils: integer().notNull(),
    /** What a promo code took off (modules/promotions); 0 without one. */
    discountFils: integer().notNull().default(0),
    addressId: uuid().references(() => addresses.id, { onDelete: 'set null' }),
    /** The address as it was when the order was placed. */
    addressSnapshot: jsonb().$type<AddressSnapshot>().notNull(),
    servicePartnerId: uuid().references(() => servicePartners.id, { onDelete: 'set null' }),
    /**
     * The booked time slot, [slotStart, slotEnd); null for orders placed before slots. `subCategoryId` is the
     * sub-category the slot was held for (its partners' capacity), so availability reads bookings alone.
     */
    slotStart: timestamp({ withTimezone: true }),
    slotEnd: timestamp({ withTimezone: true }),
    subCategoryId: uuid().references(() => subCategories.id, { onDelete: 'set null' }),
    /** Late-change fees (FREE_CHANGE_MINUTES) the customer agreed to when cancelling or rescheduling late. */
    lateChangeFeeFils: integer().notNull().default(0),
    /** The customer cancelled an order paid online: an admin refunds what was paid, less lateChangeFeeFils. */
    refundDue: boolean().notNull().default(false),
    /** Kept at completion (the ledger's completion posting): the rate applied, in basis points, and the amount. */
    commissionRateBp: integer(),
    commissionFils: integer(),
    partnerRating: smallint(),
    partnerReview: text(),
    /**
     * "The same professional": a partner who completed a job for this customer, asked for by Book again.
     * Auto-assignment gives them the order when they are free at its slot; the console shows it.
     */
    preferredPartnerId: uuid().references(() => servicePartners.id, { onDelete: 'set null' }),
    /**
     * The checkout that placed it, and its place there (0 first). The first order carries the checkout's one
     * online charge (payments.bookingId), whose amount is the sum of the checkout's orders.
     */
    checkoutId: uuid().references(() => checkouts.id, { onDelete: 'set null' }),
    checkoutVisit: smallint().notNull().default(0),
    orderedDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('bookings_user_idx').on(table.userId, table.createdAt),
    index('bookings_partner_idx').on(table.servicePartnerId, table.createdAt),
    index('bookings_status_idx').on(table.ordStatus, table.createdAt),
    index('bookings_checkout_idx')
      .on(table.checkoutId)
      .where(sql`${table.checkoutId} is not null`),
    // Availability (modules/slots): a partner's booked slots near a day, and a sub-category's unassigned ones.
    index('bookings_partner_slot_idx')
      .on(table.servicePartnerId, table.slotStart)
      .where(sql`${table.slotStart} is not null`),
    index('bookings_unassigned_slot_idx')
      .on(table.subCategoryId, table.slotStart)
      .where(sql`${table.servicePartnerId} is null and ${table.slotStart} is not null`),
  ],
);

/** One service of a booking, with a snapshot of the service as it was ordered and its per-line rating and review. */
export const bookingLines = pgTable(
  'booking_lines',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    position: integer().notNull(),
    /** How many of the service; priceFils is the line's total (unit price times quantity). */
    quantity: smallint().notNull().default(1),
    priceFils: integer().notNull(),
    serviceSnapshot: jsonb().$type<ServiceSnapshot>().notNull(),
    userRating: smallint(),
    userReview: text(),
    /** When the customer last rated or reviewed this line: the date a service's reviews show, newest first. */
    ratedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('booking_lines_booking_service_key').on(table.bookingId, table.serviceId),
    // GET services/:id/reviews: a service's rated lines, newest first.
    index('booking_lines_service_rated_idx')
      .on(table.serviceId, table.ratedAt)
      .where(sql`${table.userRating} is not null`),
  ],
);

/** One gateway charge for a booking; a booking may be charged again after a failed attempt. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Our reference sent to the gateway: the order id plus a timestamp. */
    reference: text().notNull().unique(),
    amountFils: integer().notNull(),
    /**
     * The orders this charge pays when it pays a checkout of several (bookingId, its first, among them); null for
     * a charge of bookingId alone. Captured, each covered order is paid, and a refund of one is its own total.
     */
    coversBookingIds: uuid().array(),
    link: text(),
    trackId: text().unique(),
    paymentId: text(),
    /** CREATED until verified, then the gateway's result (CAPTURED, NOT CAPTURED, CANCELED...). */
    status: text().notNull().default('CREATED'),
    /** The verified transaction as the gateway reported it (auth, tran_id, post_date, invoice_id ...). */
    transaction: jsonb().$type<Record<string, string>>(),
    verifiedAt: timestamp({ withTimezone: true }),
    /** A capture for an order another capture had already paid: the operator owes the customer this refund. */
    refundDue: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('payments_booking_idx').on(table.bookingId)],
);

/**
 * One refund of a capture through the gateway (modules/payments/refunds.ts): its own idempotency key, sent to the
 * gateway as the refund's reference. PENDING until the gateway takes it (SENT, with its refund id), REFUNDED when the
 * gateway confirms (the ledger's `refund` posting), FAILED when it refuses. A PENDING or SENT refund counts against
 * what is refundable, so two refunds racing cannot exceed what was paid.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    key: text().notNull().unique(),
    amountFils: integer().notNull(),
    reason: text().notNull(),
    status: text({ enum: REFUND_STATUSES }).notNull().default('PENDING'),
    /** The gateway's refund order id and its bank reference (ARN). */
    gatewayRefundId: text(),
    gatewayReference: text(),
    /** Why the gateway refused, for the console. */
    error: text(),
    /** The admin who asked; null: the system (a capture on a cancelled order). */
    requestedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('refunds_booking_idx').on(table.bookingId, table.createdAt)],
);

/**
 * The audit log of an order: every status move and (re)assignment, by whom, when, from, to and why. Written in the
 * same transaction as the change it records.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Null for the system (the payment flow) or an account since deleted. */
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorRole: text({ enum: ORDER_ACTORS }).notNull(),
    fromStatus: text().notNull(),
    toStatus: text().notNull(),
    fromPartnerId: uuid(),
    toPartnerId: uuid(),
    reason: text(),
    createdAt: createdAt(),
  },
  (table) => [index('order_events_booking_idx').on(table.bookingId, table.createdAt)],
);

/** Operations settings an admin changes in the console (admin/settings), one row a setting; absent: its default. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- ledger

/**
 * The money ledger (modules/ledger, docs/decisions/2026-11-26-ledger.md): one posting per money event, written in
 * the transaction of the event; its entries sum to zero. Balances are sums of entries, never stored totals.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: id(),
    /** One key per event (`capture:<paymentId>`, `refund:<refundId>` ...): posting it again changes nothing. */
    key: text().notNull().unique(),
    kind: text({ enum: LEDGER_KINDS }).notNull(),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'restrict' }),
    servicePartnerId: uuid().references(() => servicePartners.id, { onDelete: 'restrict' }),
    memo: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_postings_booking_idx').on(table.bookingId),
    index('ledger_postings_created_idx').on(table.createdAt),
  ],
);

/** One side of a posting: fils on an account, positive a debit, negative a credit. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    postingId: uuid()
      .notNull()
      .references(() => ledgerPostings.id, { onDelete: 'restrict' }),
    account: text({ enum: LEDGER_ACCOUNTS }).notNull(),
    /** The order a `customer` entry belongs to (and, for reports, the order of any entry of an order's event). */
    bookingId: uuid().references(() => bookings.id, { onDelete: 'restrict' }),
    /** The partner a `partner` entry belongs to. */
    servicePartnerId: uuid().references(() => servicePartners.id, { onDelete: 'restrict' }),
    fils: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_posting_idx').on(table.postingId),
    index('ledger_entries_booking_idx').on(table.bookingId, table.account),
    index('ledger_entries_partner_idx').on(table.servicePartnerId, table.createdAt),
  ],
);

// ---------------------------------------------------------------- promotions

/**
 * A promo code (modules/promotions). `code` is stored upper-cased (codes are case-insensitive); `value` is a percent
 * (kind 'percent') or fils ('fixed'); the window is [validFrom, validTo). Null limits are no limit; no
 * sub-categories is every sub-category.
 */
export const promoCodes = pgTable('promo_codes', {
  id: id(),
  code: text().notNull().unique(),
  kind: text({ enum: ['percent', 'fixed'] }).notNull(),
  value: integer().notNull(),
  minOrderFils: integer().notNull().default(0),
  validFrom: timestamp({ withTimezone: true }).notNull(),
  validTo: timestamp({ withTimezone: true }).notNull(),
  maxUses: integer(),
  maxUsesPerCustomer: integer(),
  subCategoryIds: uuid()
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  active: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One use of a code: the order that used it. It counts while its order is not Cancelled. */
export const promoUses = pgTable(
  'promo_uses',
  {
    id: id(),
    promoCodeId: uuid()
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid()
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    discountFils: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('promo_uses_code_user_idx').on(table.promoCodeId, table.userId)],
);

// ---------------------------------------------------------------- payouts

/**
 * A payout batch (modules/finance, docs/decisions/2026-11-26-payouts-and-finance.md): what partners were owed up to
 * `periodTo`, drafted, sent to the bank as a CSV, then marked paid (which posts a `payout` per line to the ledger).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    /** The Kuwait day of the earliest entry the batch pays, and the last day it covers (inclusive). */
    periodFrom: date({ mode: 'string' }).notNull(),
    periodTo: date({ mode: 'string' }).notNull(),
    status: text({ enum: ['draft', 'paid'] })
      .notNull()
      .default('draft'),
    /** The bank's reference of the transfer, given when marked paid. */
    bankReference: text(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paidBy: uuid().references(() => users.id, { onDelete: 'restrict' }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('payouts_created_idx').on(table.createdAt)],
);

/** One partner's transfer in a batch; the IBAN is copied sealed as it stood when the batch was drafted. */
export const payoutLines = pgTable(
  'payout_lines',
  {
    id: id(),
    payoutId: uuid()
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    servicePartnerId: uuid()
      .notNull()
      .references(() => servicePartners.id, { onDelete: 'restrict' }),
    amountFils: integer().notNull(),
    /** Sealed with DATA_ENCRYPTION_KEY as service_partners.ibanEncrypted; null when the partner gave no IBAN. */
    ibanSealed: text(),
    ibanLast4: text(),
    /** The transfer's reference for the partner's statement (KHP-<batch>-<n>). */
    reference: text().notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payout_lines_partner_once').on(table.payoutId, table.servicePartnerId),
    index('payout_lines_partner_idx').on(table.servicePartnerId),
  ],
);
