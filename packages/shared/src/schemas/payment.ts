import { z } from 'zod';
import { TRACK_ID_PATTERN } from '../constants';
import { bookingSchema } from './order';

/** A gateway track id as it comes back on the return URL: short, and safe to put in a URL path. */
export const trackIdSchema = z.string().trim().regex(TRACK_ID_PATTERN, 'validation.trackId.invalid');

/**
 * PUT odm/payment_status_success/{ordId} and odm/payment_status_failed/{ordId}: the track id the gateway put on the
 * return URL, when there is one. Every other query parameter is ignored: the server asks the gateway.
 */
export const paymentReturnSchema = z.object({ track_id: trackIdSchema.optional() });
export type PaymentReturn = z.infer<typeof paymentReturnSchema>;

/** One payment attempt as the gateway confirmed it (spec §2 Payment pages: the rows the pages show). */
export const paymentSchema = z.object({
  /** Our reference sent to the gateway: the order id plus a timestamp. */
  reference: z.string(),
  /** KD, exact to the fils. */
  amount: z.number(),
  /** CREATED until verified, then the gateway's result: CAPTURED, NOT CAPTURED, CANCELED ... */
  status: z.string(),
  track_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  result: z.string().nullable(),
  payment_type: z.string().nullable(),
  auth: z.string().nullable(),
  tran_id: z.string().nullable(),
  ref: z.string().nullable(),
  post_date: z.string().nullable(),
  invoice_id: z.string().nullable(),
  receipt_id: z.string().nullable(),
  transaction_date: z.string().nullable(),
  order_id: z.string().nullable(),
  requested_order_id: z.string().nullable(),
  refund_order_id: z.string().nullable(),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * The answer of both return endpoints: the order as it is now, the payment the gateway confirmed (or the latest
 * one, or none), and whether the gateway was asked and answered for this request.
 */
export const paymentVerificationSchema = z.object({
  order: bookingSchema,
  payment: paymentSchema.nullable(),
  verified: z.boolean(),
});
export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;

/** The transaction fields of a return URL and of the gateway's answer (spec §2 Payment pages). */
export const TRANSACTION_FIELDS = [
  'payment_id',
  'result',
  'post_date',
  'tran_id',
  'ref',
  'track_id',
  'auth',
  'order_id',
  'requested_order_id',
  'refund_order_id',
  'payment_type',
  'invoice_id',
  'transaction_date',
  'receipt_id',
] as const;
export type TransactionField = (typeof TRANSACTION_FIELDS)[number];
