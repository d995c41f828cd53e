import { z } from 'zod';
import { CURRENCY_CODE, GATEWAY_SOURCE } from '@khidma/shared/constants';
import { TRANSACTION_FIELDS } from '@khidma/shared/schemas/payment';

/**
 * The payment gateway as the server sees it: create a charge (a page to send the browser to) and ask what became of
 * a payment attempt. The wire format is UPayments API v1 (spec §7 Notes); the built-in sandbox speaks the same.
 */
export interface PaymentGateway {
  readonly kind: 'upayments' | 'sandbox';
  /** POST {base}/api/v1/charge: the gateway's payment page for this charge. */
  createCharge(request: ChargeRequest): Promise<{ link: string }>;
  /** GET {base}/api/v1/get-payment-status/{track_id}: the attempt as the gateway recorded it. */
  getPaymentStatus(trackId: string): Promise<GatewayTransaction>;
  /**
   * POST {base}/api/v1/create-refund: refund part or all of a capture, named by the refund order id its transaction
   * gave (`refund_order_id`). `reference` is our refund's idempotency key (docs/decisions/2026-11-26-gateway-refunds.md).
   */
  createRefund(request: RefundRequest): Promise<GatewayRefund>;
  /** GET {base}/api/v1/check-refund/{orderId}: the refunds of a capture and whether each is done. */
  checkRefunds(orderId: string): Promise<GatewayRefundState[]>;
}

/** The create-refund body of UPayments API v1; `totalPrice` in KD. */
export const refundRequestSchema = z.object({
  orderId: z.string().min(1).max(255),
  totalPrice: z.number().positive(),
  customerFirstName: z.string().max(255).optional(),
  customerEmail: z.string().max(250).optional(),
  customerMobileNumber: z.string().max(20).optional(),
  reference: z.string().min(1).max(255),
  notifyUrl: z.url().optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** The gateway took the refund: its order id for the refund (check-refund lists it), its refund id and bank ARN. */
export type GatewayRefund = { orderId: string; refundOrderId: string; refundArn: string };

/** One refund of a capture as check-refund lists it. */
export type GatewayRefundState = { orderId: string; refunded: boolean; refundedAt: string | null };

/** The charge body of spec §7 Notes; `order.amount` in KD (a decimal number, as UPayments takes it). */
export const chargeRequestSchema = z.object({
  order: z.object({
    id: z.string().min(1).max(40),
    reference: z.string().max(255).optional(),
    description: z.string().min(1).max(500),
    currency: z.literal(CURRENCY_CODE),
    amount: z.number().positive(),
  }),
  language: z.enum(['en', 'ar']),
  paymentGateway: z.object({ src: z.literal(GATEWAY_SOURCE) }),
  reference: z.object({ id: z.string().min(1).max(255) }),
  customer: z.object({
    uniqueId: z.string().min(1).max(255),
    name: z.string().max(255),
    email: z.string().max(255),
    mobile: z.string().max(20),
  }),
  returnUrl: z.url(),
  cancelUrl: z.url(),
  notificationUrl: z.url(),
});
export type ChargeRequest = z.infer<typeof chargeRequestSchema>;

/** A value of the gateway's transaction: UPayments sends strings, numbers or null; we keep strings. */
const field = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

/** Every name of the list, each with the same schema. */
function fieldsOf<const K extends readonly string[]>(names: K) {
  return Object.fromEntries(names.map((name) => [name, field])) as { [P in K[number]]: typeof field };
}

/**
 * The transaction of get-payment-status (and the fields of the return URLs and the notification): the spec's
 * fields, the amount (`total_price`) and currency, and our charge reference when the gateway echoes it.
 */
export const gatewayTransactionSchema = z.object({
  ...fieldsOf(TRANSACTION_FIELDS),
  total_price: field,
  currency_type: field,
  reference: field,
});
export type GatewayTransaction = z.output<typeof gatewayTransactionSchema>;

/**
 * The gateway failed us: unreachable, timed out, refused our key, or answered something we cannot read
 * (`unavailable`); or it says it has no such payment (`not-found`). Its message stays in the log.
 */
export class GatewayError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'not-found' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/**
 * A gateway amount ("27.500", 27.5) as integer fils, or null when it is not a plain decimal with at most three
 * significant decimals: "1e1", "27.5004" or "" never pass for a price.
 */
export function amountToFils(amount: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return null;
  const decimals = match[2] ?? '';
  if (/[^0]/.test(decimals.slice(3))) return null;
  return Number(match[1]) * 1000 + Number(decimals.slice(0, 3).padEnd(3, '0'));
}

/** Fils as the gateway writes an amount: "27.500". */
export function filsToAmount(fils: number): string {
  return `${Math.floor(fils / 1000)}.${String(fils % 1000).padStart(3, '0')}`;
}
