import { z } from 'zod';
import { idSchema } from '../api';
import { ORDER_ACTORS, ORDER_STATUSES, PAYMENT_STATUSES } from '../constants';
import { addressSnapshotSchema } from './address';
import { adminPassword, atMost, emailText, requiredText, text } from './fields';
import { PARTNER_MESSAGES, timeOfDay } from './partner';
import { refundSchema } from './refund';

/**
 * The operations API (issue 13): what the admin console (/admin) and the partner portal (/partner) read and send.
 * One schema per shape, used by the server's routes and the web's screens. Money is KD numbers (fils exact), times
 * are ISO 8601 strings.
 */

// ---------------------------------------------------------------- lists

/** Server-side paging and sorting of every console table: `page` from 1, `pageSize` up to 100. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/** One page of a list, and how many rows the whole list holds. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/**
 * A console search box, at most `max` characters: no control characters (a NUL reaches SQL as a 500 on PGlite and
 * PostgreSQL alike), a 400 naming the search term instead.
 */
const searchBox = (max = 100) => text('searchTerm').max(max, atMost(max)).optional();

// ---------------------------------------------------------------- orders

export const ORDER_SORTS = ['orderedDate', 'totalPrice', 'ordStatus'] as const;

/** GET admin/orders: by status, ordered-date range (Kuwait days, YYYY-MM-DD), partner; `q` is an ordId or a phone. */
export const adminOrdersQuerySchema = pageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  partnerId: idSchema.optional(),
  /** `refundDue`: the orders needing attention, whose money is owed back. */
  attention: z.enum(['refundDue']).optional(),
  q: searchBox(40),
  sort: z.enum(ORDER_SORTS).default('orderedDate'),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

const personRefSchema = z.object({ _id: z.string(), name: z.string() });

/** One row of the console's orders table. */
export const adminOrderSchema = z.object({
  _id: z.string(),
  ordId: z.string(),
  ordStatus: z.enum(ORDER_STATUSES),
  orderedDate: z.string(),
  totalPrice: z.number(),
  /** 1 Online, 2 COD. */
  paymentType: z.number().int(),
  payment_status: z.enum(PAYMENT_STATUSES),
  customer: personRefSchema.extend({ phone: z.string(), country_code: z.string() }),
  partner: personRefSchema.nullable(),
  /** The booked slot (ISO 8601, Kuwait offset); null for orders placed before time slots. */
  slotStart: z.string().nullable(),
  slotEnd: z.string().nullable(),
  /** Money is owed back to the customer (a capture after a cancel, a paid order cancelled, a second capture). */
  refundDue: z.boolean(),
  /** Service names in English (the console's data language is the catalogue's own), and their sub-categories. */
  services: z.array(
    z.object({ ServiceName: z.string(), SrvSubCategoryId: z.string(), SrvSubCategoryName: z.string() }),
  ),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** One entry of an order's audit log: who, when, from, to, why. */
export const orderEventSchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ role: z.enum(ORDER_ACTORS), name: z.string().nullable() }),
  fromStatus: z.string(),
  toStatus: z.string(),
  fromPartner: personRefSchema.nullable(),
  toPartner: personRefSchema.nullable(),
  reason: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** One charge of an order at the gateway: what an admin needs to find it there and refund it. */
export const paymentAttemptSchema = z.object({
  reference: z.string(),
  amount: z.number(),
  /** CREATED until verified, then the gateway's result (CAPTURED, NOT CAPTURED, CANCELED...). */
  status: z.string(),
  trackId: z.string().nullable(),
  paymentId: z.string().nullable(),
  /** A capture for an order another capture had already paid: refund this one. */
  refundDue: z.boolean(),
  /** KD refunded through the gateway (confirmed); the console shows Refunded / Partially refunded. */
  refunded: z.number(),
  createdAt: z.string(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/** GET admin/orders/{ordId}: the row, the address, the audit log, every charge, and whether a refund is owed. */
export const adminOrderDetailSchema = adminOrderSchema.extend({
  ServiceAddress: addressSnapshotSchema,
  events: z.array(orderEventSchema),
  payments: z.array(paymentAttemptSchema),
  /** A charge to refund: a second capture, or the customer cancelled an order paid online. */
  refundDue: z.boolean(),
  /** Late-change fees the customer incurred (KD); a refund owed is what they paid less these. */
  lateChangeFees: z.number(),
  /** The professional the customer asked for again (Book again); auto-assign gave it to them when they were free. */
  preferredPartner: personRefSchema.nullable(),
  /** KD owed back (the ledger's customer credit of a cancelled order, or a second capture); 0 when none. */
  refundDueAmount: z.number(),
  /** KD an admin can refund now: the refund due, else what was paid online less refunds (sent or done). */
  refundable: z.number(),
  refunds: z.array(refundSchema),
  /** Kept at completion: the commission rate (percent) and amount (KD); null before. */
  commissionPercent: z.number().nullable(),
  commission: z.number().nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** A reason an admin or partner gives: why an order was cancelled, an application rejected, a job declined. */
export const reasonSchema = requiredText('reason', 500);

/**
 * PUT admin/orders/{ordId}: assign a partner and/or move the status (Cancelled needs a `reason`). A move the state
 * machine (order-flow.ts) forbids is a 409 with the reason; a partner without the order's skill is a 409 too.
 */
export const adminOrderUpdateSchema = z
  .object({
    servicePartnerId: idSchema.optional(),
    ordStatus: z.enum(ORDER_STATUSES).optional(),
    reason: reasonSchema.optional(),
    /** Move along the visit outside its time rules (too early); needs a `reason`, kept in the audit log. */
    overrideTiming: z.boolean().optional(),
  })
  .refine((body) => body.servicePartnerId || body.ordStatus, {
    message: 'validation.orderUpdate.empty',
    path: ['ordStatus'],
  })
  .refine((body) => body.ordStatus !== 'Cancelled' || body.reason, {
    message: 'validation.reason.required',
    path: ['reason'],
  })
  .refine((body) => !body.overrideTiming || body.reason, {
    message: 'errors.orders.overrideNeedsReason',
    path: ['reason'],
  });
export type AdminOrderUpdate = z.infer<typeof adminOrderUpdateSchema>;

/**
 * GET admin/orders/{ordId}/partners: approved, active partners with the order's skill; those free at the order's
 * slot first (the console suggests them), best rated first within each group.
 */
export const assignablePartnerSchema = personRefSchema.extend({
  SrvSubCategoryName: z.string(),
  rating: z.number(),
  activeJobs: z.number().int(),
  /** Working, not on a day off and not booked (travel buffer included) for the order's whole slot. */
  freeAtSlot: z.boolean(),
});
export type AssignablePartner = z.infer<typeof assignablePartnerSchema>;

/**
 * GET and PUT admin/settings: how operations run. `autoAssign`: a new order (or a rescheduled one whose partner is
 * not free) goes at once to the free partner with the best rating, instead of waiting for an admin.
 */
/** A commission rate in percent, 0 to 100 with at most 2 decimals (kept as basis points). */
export const commissionPercentSchema = z
  .number({ error: 'validation.commission.invalid' })
  .min(0, 'validation.commission.invalid')
  .max(100, 'validation.commission.invalid')
  .multipleOf(0.01, 'validation.commission.invalid');

/** The commission when a sub-category sets none (docs/decisions/2026-11-26-gateway-refunds.md). */
export const DEFAULT_COMMISSION_PERCENT = 15;

export const operationsSettingsSchema = z.object({
  autoAssign: z.boolean(),
  commissionPercent: commissionPercentSchema.default(DEFAULT_COMMISSION_PERCENT),
});
export type OperationsSettings = z.infer<typeof operationsSettingsSchema>;

// ---------------------------------------------------------------- dashboard

/** GET admin/dashboard: today in Kuwait time. */
export const dashboardSchema = z.object({
  ordersToday: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /** KD: online = orders paid online today; cash = COD orders completed today. */
  revenueToday: z.object({ online: z.number(), cash: z.number() }),
  applicationsWaiting: z.number().int(),
  partnersActive: z.number().int(),
  /** Needs attention: orders whose money is owed back to the customer (all days). */
  refundsDue: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---------------------------------------------------------------- partner applications

export const APPLICATION_STATUSES = ['pending_review', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationsQuerySchema = pageQuerySchema.extend({
  status: z.enum(APPLICATION_STATUSES).default('pending_review'),
});

export const applicationRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  country_code: z.string(),
  phone: z.string(),
  SrvCategoryName: z.string(),
  SrvSubCategoryName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

/**
 * GET admin/partner_applications/{id}. The files are admin-only: `photo`, `idProof` and `skillCertificate` are
 * URLs of GET admin/partner_applications/{id}/files/{file}, never the public upload. The IBAN and the bank account
 * number are never answered; their last 4 characters are.
 */
export const applicationDetailSchema = applicationRowSchema.extend({
  gender: z.string(),
  workHoursStart: z.string(),
  workHoursEnd: z.string(),
  address: z.object({
    flatNo: z.string(),
    area: z.string(),
    city: z.string(),
    /** The spec's State and pincode: null when the applicant sent none (Kuwait needs neither). */
    state: z.string().nullable(),
    pincode: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** The applicant's Civil ID (null for an application from before issue 22). */
  civilId: z.string().nullable(),
  bank: z.object({
    /** The bank's English name ('NBOK' in bankCode names it in either language). */
    bankName: z.string(),
    bankCode: z.string().nullable(),
    /** The IBAN's last 4 characters: the IBAN itself never leaves the server. */
    ibanLast4: z.string().nullable(),
    accountLast4: z.string(),
    ifscCode: z.string().nullable(),
    branchName: z.string(),
  }),
  files: z.object({ photo: z.string(), idProof: z.string(), skillCertificate: z.string() }),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;
export const APPLICATION_FILES = ['photo', 'idProof', 'skillCertificate'] as const;

/** POST admin/partner_applications/{id}/reject. */
export const rejectApplicationSchema = z.object({ reason: reasonSchema });

// ---------------------------------------------------------------- people

export const peopleQuerySchema = pageQuerySchema.extend({
  /** Name, email or phone, any part. */
  q: searchBox(),
  sort: z.enum(['createdAt', 'name']).default('createdAt'),
});

export const customerRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  country_code: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  orders: z.number().int(),
  blocked: z.boolean(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

/** `_id` is the partner (service partner) id that orders name; `userId` their login. */
export const partnerRowSchema = z.object({
  _id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  country_code: z.string(),
  phone: z.string(),
  SrvCategoryName: z.string(),
  SrvSubCategoryId: z.string().nullable(),
  SrvSubCategoryName: z.string(),
  workHoursStart: z.string(),
  workHoursEnd: z.string(),
  /** Working weekdays, 0 = Sunday ... 6 = Saturday, ascending. */
  workDays: z.array(z.number().int()),
  rating: z.number(),
  jobs: z.number().int(),
  suspended: z.boolean(),
});
export type PartnerRow = z.infer<typeof partnerRowSchema>;

/** PUT admin/customers/{id} and admin/partners/{id}: block or suspend (their sessions end), or lift it. */
export const blockSchema = z.object({ blocked: z.boolean(), reason: reasonSchema.optional() });

/** GET admin/admins: an admin; `active` false once another admin disabled them (no session, no login). */
export const adminRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  active: z.boolean(),
});
export type AdminRow = z.infer<typeof adminRowSchema>;

/** PUT admin/admins/{id}: disable another admin (their sessions end at once) or enable them again. */
export const adminStatusSchema = z.object({ active: z.boolean() });
export type AdminStatus = z.infer<typeof adminStatusSchema>;

/** POST admin/admins: a further admin, who logs in with this email and password. */
export const newAdminSchema = z.object({
  name: requiredText('name', 120),
  /** As a sign-up's email (at most 254 characters). */
  email: emailText(254),
  password: adminPassword,
});
export type NewAdmin = z.infer<typeof newAdminSchema>;

// ---------------------------------------------------------------- partner portal

export const JOB_VIEWS = ['today', 'upcoming', 'past'] as const;
export const jobsQuerySchema = z.object({ view: z.enum(JOB_VIEWS).default('today') });

/** A job as its partner sees it: enough to get there and do it, nothing more of the customer. */
export const jobSchema = z.object({
  _id: z.string(),
  ordId: z.string(),
  ordStatus: z.enum(ORDER_STATUSES),
  orderedDate: z.string(),
  /**
   * The customer's first name, the number to call (the address's phone) and the address: null once the job is
   * cancelled or 7 days after its completion (the partner keeps only `area` and the services).
   */
  customerFirstName: z.string().nullable(),
  phone: z.string().nullable(),
  ServiceAddress: addressSnapshotSchema.nullable(),
  /** Where the job is: the address's area (its key in the Kuwait areas list). */
  area: z.string(),
  /** When to be there (ISO 8601, Kuwait offset); null for orders placed before time slots. */
  slotStart: z.string().nullable(),
  slotEnd: z.string().nullable(),
  services: z.array(z.object({ ServiceName: z.string(), ServiceTime: z.string() })),
  /** 1 Online, 2 COD (cash to collect). */
  paymentType: z.number().int(),
  payment_status: z.enum(PAYMENT_STATUSES),
  totalPrice: z.number(),
});
export type Job = z.infer<typeof jobSchema>;

/**
 * PUT partner/jobs/{ordId}: Accepted, Traveling, Reached, Started, Completed, one step at a time. Completing a COD
 * job needs `cashCollected: true`.
 */
export const jobUpdateSchema = z.object({
  ordStatus: z.enum(['Accepted', 'Traveling', 'Reached', 'Started', 'Completed']),
  cashCollected: z.boolean().optional(),
});

/** POST partner/jobs/{ordId}/decline: the job goes back to the admin, unassigned. */
export const jobDeclineSchema = z.object({ reason: reasonSchema });

/** Weekdays a partner works, 0 = Sunday ... 6 = Saturday: at least one, each once. */
export const workDaysSchema = z
  .array(z.number().int().min(0).max(6), { error: 'validation.workDays.required' })
  .min(1, 'validation.workDays.required')
  .max(7)
  .refine((days) => new Set(days).size === days.length, 'validation.workDays.required');

/**
 * PUT partner/me and admin/partners/{id}/hours: working hours, "HH:MM" in Kuwait time with the end after the
 * start (the application's rules), and working weekdays.
 */
export const workHoursSchema = z
  .object({
    workHoursStart: timeOfDay('validation.workHoursStart.required'),
    workHoursEnd: timeOfDay('validation.workHoursEnd.required'),
    workDays: workDaysSchema,
  })
  .refine((hours) => hours.workHoursEnd > hours.workHoursStart, {
    message: PARTNER_MESSAGES.endAfterStart,
    path: ['workHoursEnd'],
  });

/**
 * POST partner/me/time_off and admin/partners/{id}/time_off: a day off or blocked date (a Kuwait day, today or
 * later). A date already off is a 409.
 */
export const timeOffInputSchema = z.object({
  date: z.iso.date({ error: 'validation.timeOff.date' }),
  reason: text('reason').max(200, atMost(200)).optional(),
});
export type TimeOffInput = z.infer<typeof timeOffInputSchema>;

/**
 * One day off, as GET partner/me/time_off and admin/partners/{id}/time_off list them (today and later, soonest
 * first); DELETE .../time_off/{_id} gives it back.
 */
export const timeOffSchema = z.object({ _id: z.string(), date: z.string(), reason: z.string() });
export type TimeOff = z.infer<typeof timeOffSchema>;

/** GET partner/me. */
export const partnerProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  country_code: z.string(),
  phone: z.string(),
  photo: z.string(),
  SrvCategoryName: z.string(),
  SrvSubCategoryName: z.string(),
  workHoursStart: z.string(),
  workHoursEnd: z.string(),
  workDays: z.array(z.number().int()),
  rating: z.number(),
  reviewsCount: z.number().int(),
  /** Where the partner is paid: the bank and the IBAN's last 4 characters (the IBAN never leaves the server). */
  bank: z.object({ bankCode: z.string().nullable(), bankName: z.string(), ibanLast4: z.string().nullable() }),
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;

/** GET partner/reviews: what customers said of this partner. */
export const partnerReviewSchema = z.object({
  ordId: z.string(),
  rating: z.number().int().nullable(),
  review: z.string().nullable(),
  customerFirstName: z.string(),
  at: z.string(),
});

// ---------------------------------------------------------------- catalogue

const name = requiredText('name', 120);
const image = requiredText('image', 500);

/** POST admin/categories, PUT admin/categories/{id}: names in both languages; a hidden one leaves the site. */
export const categoryInputSchema = z.object({
  name,
  nameAr: name,
  image,
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const subCategoryInputSchema = categoryInputSchema.extend({
  categoryId: idSchema,
  /** Null or absent: the settings' default. */
  commissionPercent: commissionPercentSchema.nullable().optional(),
});
export type SubCategoryInput = z.infer<typeof subCategoryInputSchema>;

/** KD with at most 3 decimals (a whole number of fils), from 0 to 10,000. */
const kd = z
  .number({ error: 'validation.price.invalid' })
  .min(0, 'validation.price.invalid')
  .max(10_000, 'validation.price.invalid')
  .multipleOf(0.001, 'validation.price.invalid');

/** POST admin/services, PUT admin/services/{id}. Price is what the customer pays; DisplayPrice (struck) >= Price. */
export const serviceInputSchema = z
  .object({
    subCategoryId: idSchema,
    name,
    nameAr: name,
    description: requiredText('description', 2000),
    descriptionAr: requiredText('description', 2000),
    durationMinutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60),
    Price: kd,
    DisplayPrice: kd,
    image,
    active: z.boolean().default(true),
  })
  .refine((service) => service.DisplayPrice >= service.Price, {
    message: 'validation.price.displayBelowPrice',
    path: ['DisplayPrice'],
  });
export type ServiceInput = z.infer<typeof serviceInputSchema>;

/** The console's rows: both languages, hidden ones too. */
export const adminCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameAr: z.string(),
  image: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminSubCategorySchema = adminCategorySchema.extend({
  categoryId: z.string(),
  /** The commission on its orders; null: the settings' default. */
  commissionPercent: z.number().nullable(),
});
export type AdminSubCategory = z.infer<typeof adminSubCategorySchema>;
export const adminServiceSchema = z.object({
  _id: z.string(),
  subCategoryId: z.string(),
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  durationMinutes: z.number().int(),
  Price: z.number(),
  DisplayPrice: z.number(),
  image: z.string(),
  active: z.boolean(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

/** GET admin/services: by sub-category, and `q` in either language's name. */
export const adminServicesQuerySchema = pageQuerySchema.extend({
  subCategoryId: idSchema.optional(),
  q: searchBox(),
  sort: z.enum(['name', 'Price', 'createdAt']).default('name'),
});
export type AdminServicesQuery = z.infer<typeof adminServicesQuerySchema>;
