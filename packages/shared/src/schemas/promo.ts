import { z } from 'zod';
import { idSchema } from '../api';
import { atMost, text } from './fields';

/**
 * Promo codes (issue 26). An admin makes them in the console; the customer applies one in checkout and the server
 * computes the discount (docs/decisions/2026-11-26-promo-codes.md). Money is KD here, integer fils on the server.
 */

export const PROMO_KINDS = ['percent', 'fixed'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

export const PROMO_CODE_MAX = 30;
/** A code's letters once upper-cased: what a customer may type in any case. */
const CODE_SHAPE = /^[A-Z0-9-]+$/;

/** A code as typed: trimmed, upper-cased (codes are case-insensitive), A-Z, 0-9 and '-'. */
export const promoCodeText = text('promoCode', { error: 'validation.promoCode.required' })
  .min(1, 'validation.promoCode.required')
  .max(PROMO_CODE_MAX, atMost(PROMO_CODE_MAX))
  .transform((value) => value.toUpperCase())
  .refine((value) => CODE_SHAPE.test(value), 'validation.promoCode.shape');

/** Checkout's promo code field (its Apply sends promoCheckSchema, this and the order's lines). */
export const promoCodeFormSchema = z.object({ code: promoCodeText });
export type PromoCodeForm = z.infer<typeof promoCodeFormSchema>;

/** A Kuwait wall-clock time as a datetime-local field gives it: '2026-12-01T00:00'. */
export const kuwaitLocalTimeSchema = z
  .string({ error: 'validation.promoTime.invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'validation.promoTime.invalid');

const kd = z
  .number({ error: 'validation.price.invalid' })
  .min(0, 'validation.price.invalid')
  .max(10_000, 'validation.price.invalid')
  .multipleOf(0.001, 'validation.price.invalid');

/** A count of uses, or null for no limit (an empty number box, NaN, is no limit too). */
const usesLimit = z.preprocess(
  (value) => (typeof value === 'number' && Number.isNaN(value) ? null : value),
  z
    .number({ error: 'validation.promoUses.invalid' })
    .int('validation.promoUses.invalid')
    .min(1, 'validation.promoUses.invalid')
    .max(1_000_000, 'validation.promoUses.invalid')
    .nullable(),
);

/**
 * POST admin/promo-codes and PUT admin/promo-codes/{id}. `value` is a percent (1-99) or KD. A code never makes an
 * order free (the gateway cannot charge 0): a percent is at most 99, and a fixed amount is below the minimum order.
 */
export const promoCodeInputSchema = z
  .object({
    code: promoCodeText,
    kind: z.enum(PROMO_KINDS, { error: 'validation.promoKind.required' }),
    value: kd.refine((value) => value > 0, 'validation.promoValue.positive'),
    minOrder: kd,
    validFrom: kuwaitLocalTimeSchema,
    validTo: kuwaitLocalTimeSchema,
    maxUses: usesLimit,
    maxUsesPerCustomer: usesLimit,
    /** Empty: every sub-category. */
    subCategoryIds: z.array(idSchema).max(200),
    active: z.boolean(),
  })
  .superRefine((input, context) => {
    if (input.kind === 'percent' && (!Number.isInteger(input.value) || input.value > 99)) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'validation.promoValue.percent' });
    }
    if (input.kind === 'fixed' && input.value >= input.minOrder) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'validation.promoValue.aboveMinimum' });
    }
    if (input.validFrom >= input.validTo) {
      context.addIssue({ code: 'custom', path: ['validTo'], message: 'validation.promoTime.order' });
    }
  });
export type PromoCodeInput = z.infer<typeof promoCodeInputSchema>;

/** A code as the console lists it: its rules, and `uses` so far (orders not cancelled). */
export const promoCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number(),
  minOrder: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  maxUses: z.number().nullable(),
  maxUsesPerCustomer: z.number().nullable(),
  subCategoryIds: z.array(z.string()),
  active: z.boolean(),
  uses: z.number(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** The answer of promo/check, in KD: the order's total before and after the code. */
export const promoQuoteSchema = z.object({
  code: z.string(),
  subtotal: z.number(),
  discount_price: z.number(),
  totalPrice: z.number(),
});
export type PromoQuote = z.infer<typeof promoQuoteSchema>;
