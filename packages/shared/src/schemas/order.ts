import { z } from 'zod';
import { idSchema } from '../api';
import { PAYMENT_METHODS, PAYMENT_STATUSES, RATING_MAX, RATING_MIN, REVIEW_MAX_LENGTH } from '../constants';
import { addressSnapshotSchema } from './address';
import { CART_MAX_ITEMS } from '../cart-lines';
import { quantitySchema } from './cart';
import { text } from './fields';
import { promoCodeFormSchema, promoCodeText } from './promo';
import { customerRefundSchema } from './refund';

const paymentTypeSchema = z.union(
  PAYMENT_METHODS.map((method) => z.literal(method.id)),
  { error: 'validation.paymentType.required' },
);

/**
 * The start of the booked time slot, an instant in ISO 8601 with an offset, as GET slots answers it
 * ('2026-11-26T09:30:00+03:00'). One order is one visit by one partner, so its services are all of one
 * sub-category (a cart mixing them is refused: errors.orders.oneSubCategoryPerVisit).
 */
export const slotStartSchema = z.iso.datetime({ offset: true, error: 'validation.slotStart.required' });

/** One line of the order-creation payload (spec §3); the server trusts only serviceId and checks the price. */
export const orderLineInputSchema = z.object({
  serviceId: idSchema,
  serviceName: text('serviceName').max(200).optional(),
  srvCategoryId: text('categoryId').max(64).optional(),
  /** The unit price the customer saw (KD); the line costs it times quantity. */
  servicePrice: z.number().nonnegative(),
  quantity: quantitySchema.default(1),
  srvCategoryName: text('categoryName').max(200).optional(),
  srvSubCategoryId: text('subCategoryId').max(64).optional(),
  srvSubCategoryName: text('subCategoryName').max(200).optional(),
});

/** POST odm/srv_booking (spec §3 order-creation payload). */
export const orderCreateSchema = z.object({
  userId: idSchema,
  services_json: z.array(orderLineInputSchema).min(1, 'validation.cart.empty').max(CART_MAX_ITEMS),
  paymentType: paymentTypeSchema,
  addressId: z.uuid({ message: 'validation.addressId.required' }),
  /** The total the customer saw; a different server total is a 409. */
  totalPrice: z.number().nonnegative(),
  discount_price: z.union([z.literal(''), z.number()]).optional(),
  payment_status: text('paymentStatus').max(20).optional(),
  slotStart: slotStartSchema,
  /** A promo code (issue 26): the server takes its discount off, and totalPrice is the discounted total. */
  promoCode: promoCodeText.optional(),
  /**
   * "The same professional" (Book again): a partner who completed a job for this customer (else 400). Auto-assignment
   * gives them the order when they are free at its slot; otherwise another partner gets it.
   */
  preferredPartnerId: idSchema.optional(),
});
export type OrderCreate = z.infer<typeof orderCreateSchema>;

/** POST promo/check: what a code takes off these services for the signed-in customer (the order's own lines). */
export const promoCheckSchema = promoCodeFormSchema.extend({ services_json: orderCreateSchema.shape.services_json });
export type PromoCheck = z.infer<typeof promoCheckSchema>;

/** A checkout holds at most this many visits (one per sub-category). */
export const CHECKOUT_MAX_VISITS = 5;

/** One visit of a checkout: services of one sub-category, at one time. */
export const checkoutVisitSchema = orderCreateSchema.pick({ services_json: true, slotStart: true });
export type CheckoutVisit = z.infer<typeof checkoutVisitSchema>;

/**
 * POST odm/checkout: the cart's visits placed together, all or none, paid by one Online charge or all cash.
 * totalPrice is the sum over every visit, less a promo code's discount (one code for the whole checkout).
 */
export const checkoutCreateSchema = orderCreateSchema
  .pick({
    userId: true,
    addressId: true,
    paymentType: true,
    totalPrice: true,
    promoCode: true,
    preferredPartnerId: true,
  })
  .extend({
    visits: z.array(checkoutVisitSchema).min(1, 'validation.cart.empty').max(CHECKOUT_MAX_VISITS),
  });
export type CheckoutCreate = z.infer<typeof checkoutCreateSchema>;
/** The body as a client sends it (a line's quantity may be left out: 1). */
export type CheckoutCreateInput = z.input<typeof checkoutCreateSchema>;

/** A booking as the API returns it (spec §3): totals in KD, services as they were ordered. */
export const bookingSchema = z.object({
  _id: z.string(),
  ordId: z.string(),
  ordStatus: z.string(),
  createdAt: z.string(),
  orderedDate: z.string(),
  totalPrice: z.number(),
  TotalPrice: z.number(),
  /** What a promo code took off (KD; spec's discount_price), 0 without one. totalPrice is after it. */
  discount_price: z.number(),
  paymentType: z.number().int(),
  payment_status: z.enum(PAYMENT_STATUSES),
  ServiceAddress: addressSnapshotSchema,
  services_json: z.array(
    z.object({
      serviceDetail: z.object({ _id: z.string(), ServiceName: z.string(), Price: z.number(), Image: z.string() }),
      /** How many of the service; the line cost Price times quantity. */
      quantity: z.number().int(),
      userRating: z.number().int().nullable(),
      userReview: z.string().nullable(),
    }),
  ),
  servicePartnerId: z.string().nullable(),
  servicePartnerName: z.string().nullable(),
  rating: z.number().int().nullable(),
  review: z.string().nullable(),
  /** The booked slot (ISO 8601, Kuwait offset); null for orders placed before time slots. */
  slotStart: z.string().nullable(),
  slotEnd: z.string().nullable(),
  /** The sub-category the slot was held for: a reschedule asks GET slots for it, with the slot's length. */
  subCategoryId: z.string().nullable(),
  /** The checkout that placed it with its other visits (one payment covers them all); null before checkouts. */
  checkoutId: z.string().nullable(),
  /**
   * What cancelling or rescheduling costs now, in KD: 0 while free (more than FREE_CHANGE_MINUTES before the slot
   * and before Traveling), the late-change fee after; null once the customer can no longer change the order.
   */
  changeFee: z.number().nullable(),
  /** Late-change fees this order has incurred, in KD. */
  lateChangeFees: z.number(),
  /**
   * KD we owe the customer back (money captured for a cancelled order, less its late-change fees, or a second
   * capture); null when nothing is owed. The order page says "We will refund KD ...".
   */
  refundDue: z.number().nullable(),
  /** Refunds the gateway confirmed, oldest first: "Refunded KD … on <date>". */
  refunds: z.array(customerRefundSchema),
  /** Only in the answer that starts an online payment: the gateway's page to send the browser to. */
  paymentLink: z.string().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** POST odm/checkout's answer: the orders in the order of the visits, and (Online) the one charge's page. */
export const checkoutPlacedSchema = z.object({ orders: bookingSchema.array(), paymentLink: z.string().optional() });
export type CheckoutPlaced = z.infer<typeof checkoutPlacedSchema>;

/** An order's public id (ordId), as a path or a rating names it. */
export const ordIdSchema = text('orderId').min(1, 'validation.orderId.required').max(40, 'validation.orderId.invalid');

const CHOOSE_STARS = 'validation.rating.range';

/** PUT serviceRating/{serviceId} and service_partner_Rating/{servicePartnerId}. */
export const ratingInputSchema = z.object({
  userId: idSchema,
  ordId: ordIdSchema,
  rating: z.number({ error: CHOOSE_STARS }).int().min(RATING_MIN, CHOOSE_STARS).max(RATING_MAX, CHOOSE_STARS),
});

/** PUT serviceReview/{serviceId} and service_partner_Review/{servicePartnerId}: free text (spec §5). */
export const reviewInputSchema = z.object({
  userId: idSchema,
  ordId: ordIdSchema,
  review: text('review', { multiline: true })
    .min(1, 'validation.review.required')
    .max(REVIEW_MAX_LENGTH, 'validation.review.tooLong'),
});

/**
 * The fee the customer was shown (KD) and agreed to; a different fee now (the slot came closer, the partner left)
 * is a 409 errors.orders.changeFeeChanged that changes nothing.
 */
const agreedFee = z.number({ error: 'validation.changeFee.required' }).nonnegative().max(10_000);

/** PUT odm/srv_booking/{ordId}/slot: move the order to another free slot of its sub-category. */
export const orderRescheduleSchema = z.object({ userId: idSchema, slotStart: slotStartSchema, fee: agreedFee });
export type OrderReschedule = z.infer<typeof orderRescheduleSchema>;

/** POST odm/srv_booking/{ordId}/cancel: the customer cancels; an online-paid order is marked for refund. */
export const orderCancelSchema = z.object({
  userId: idSchema,
  fee: agreedFee,
  reason: text('reason').max(500).optional(),
});
export type OrderCancel = z.infer<typeof orderCancelSchema>;

/** The steps of an order's timeline, from its audit log (docs/decisions/2026-11-26-order-page.md). */
export const TIMELINE_STEPS = [
  'placed',
  'paid',
  'assigned',
  'accepted',
  'onTheWay',
  'arrived',
  'started',
  'completed',
  'cancelled',
  'rescheduled',
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/** One step that happened, at an instant (ISO 8601, Kuwait offset). */
export const timelineEntrySchema = z.object({ step: z.enum(TIMELINE_STEPS), at: z.string() });
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/**
 * The order's partner as its customer sees them: first name and rating; their phone (E.164) only from the Kuwait day
 * of the visit while the order is active, else null (the server decides; it never leaves it earlier).
 */
export const orderPartnerSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  /** Average stars, one decimal; 0 before any rating. */
  rating: z.number(),
  phone: z.string().nullable(),
});
export type OrderPartner = z.infer<typeof orderPartnerSchema>;

/** GET odm/srv_booking/{id}: the order with its timeline (oldest first), partner card and preferred partner. */
export const bookingDetailSchema = bookingSchema.extend({
  timeline: z.array(timelineEntrySchema),
  partner: orderPartnerSchema.nullable(),
  preferredPartnerId: z.string().nullable(),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;
