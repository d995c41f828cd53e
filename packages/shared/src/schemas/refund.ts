import { z } from 'zod';
import { requiredText } from './fields';

/**
 * Refunds through the gateway (docs/decisions/2026-11-26-gateway-refunds.md). PENDING until the gateway takes the
 * refund (SENT), REFUNDED when it confirms, FAILED when it refuses.
 */
export const REFUND_STATUSES = ['PENDING', 'SENT', 'REFUNDED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

const REFUND_AMOUNT_INVALID = 'validation.refundAmount.invalid';

/** POST admin/orders/{ordId}/refunds: KD above 0, a whole number of fils; the reason is required. */
export const refundInputSchema = z.object({
  amount: z
    .number({ error: REFUND_AMOUNT_INVALID })
    .gt(0, REFUND_AMOUNT_INVALID)
    .max(10_000, REFUND_AMOUNT_INVALID)
    .multipleOf(0.001, REFUND_AMOUNT_INVALID),
  reason: requiredText('reason', 500),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

/** A refund as the console lists it. */
export const refundSchema = z.object({
  _id: z.string(),
  /** KD. */
  amount: z.number(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** The payment refunded (our reference sent to the gateway). */
  paymentReference: z.string(),
  /** The gateway's refund id and bank reference, once it took the refund. */
  gatewayRefundId: z.string().nullable(),
  gatewayReference: z.string().nullable(),
  error: z.string().nullable(),
  /** Who asked: an admin's name, or null for the system (a capture on a cancelled order). */
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** What the customer sees of a refund the gateway confirmed: "Refunded KD … on <date>". */
export const customerRefundSchema = z.object({ amount: z.number(), refundedAt: z.string() });
export type CustomerRefund = z.infer<typeof customerRefundSchema>;
