import { z } from 'zod';
import { kuwaitMidnight } from '../kuwait-time';
import { requiredText } from './fields';

/**
 * Partner earnings, payouts and the finance view (issue 26, docs/decisions/2026-11-26-payouts-and-finance.md): all
 * read from the ledger. Money is KD numbers (fils exact); days are Kuwait days (YYYY-MM-DD), both ends included.
 */

/** The longest period one report or export covers. */
export const PERIOD_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const kuwaitDay = z.iso.date('validation.period.date');

/** `from` and `to`, Kuwait days, from <= to, at most PERIOD_MAX_DAYS days. */
export const periodQuerySchema = z
  .object({ from: kuwaitDay, to: kuwaitDay })
  .refine((period) => period.from <= period.to, { message: 'validation.period.order', path: ['to'] })
  .refine((period) => (kuwaitMidnight(period.to) - kuwaitMidnight(period.from)) / DAY_MS < PERIOD_MAX_DAYS, {
    message: 'validation.period.tooLong',
    path: ['to'],
  });
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

/** One completed job of a partner: the price, the platform's commission, the partner's net, the cash they took. */
export const earningJobSchema = z.object({
  _id: z.string(),
  ordId: z.string(),
  /** The Kuwait day the job was completed. */
  date: z.string(),
  /** 1 Online, 2 COD. */
  paymentType: z.number().int(),
  price: z.number(),
  commission: z.number(),
  net: z.number(),
  cashCollected: z.number(),
});
export type EarningJob = z.infer<typeof earningJobSchema>;

/** A payout as a partner sees it: the amount sent to them and when. */
export const partnerPayoutSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  amount: z.number(),
  paidAt: z.string(),
  bankReference: z.string().nullable(),
});

/** GET partner/earnings: the period's jobs and totals, and the balance today. */
export const earningsSchema = z.object({
  from: z.string(),
  to: z.string(),
  jobs: z.array(earningJobSchema),
  totals: z.object({ price: z.number(), commission: z.number(), net: z.number(), cashCollected: z.number() }),
  /** What the platform owes the partner now (negative: the cash they hold exceeds their earnings). */
  balance: z.number(),
  /** What the partner owes in cash now (0 unless the balance is negative). */
  cashOwed: z.number(),
  /** Payouts paid to the partner in the period, newest first. */
  payouts: z.array(partnerPayoutSchema),
});
export type Earnings = z.infer<typeof earningsSchema>;

export const PAYOUT_STATUSES = ['draft', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** One line of a batch: whom, how much, to which IBAN (its last 4 only). */
export const payoutLineSchema = z.object({
  partner: z.object({ _id: z.string(), name: z.string() }),
  amount: z.number(),
  ibanLast4: z.string().nullable(),
  reference: z.string(),
});

/** A payout batch. */
export const payoutSchema = z.object({
  _id: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  bankReference: z.string().nullable(),
  total: z.number(),
  lines: z.array(payoutLineSchema),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** GET admin/payouts/due: one partner's balance up to the day. */
export const duePartnerSchema = z.object({
  partner: z.object({ _id: z.string(), name: z.string() }),
  /** What would be paid (0 when the partner owes). */
  amount: z.number(),
  /** What the partner owes in cash (0 unless their balance is negative); never paid, never netted twice. */
  owes: z.number(),
  /** The partner is already in an unpaid draft batch: a new batch leaves them out. */
  inDraft: z.boolean(),
  ibanLast4: z.string().nullable(),
});
export type DuePartner = z.infer<typeof duePartnerSchema>;

const dayTo = z.object({ to: kuwaitDay });
export const payoutsDueQuerySchema = dayTo;
/** POST admin/payouts: draft a batch of what is owed up to `to` (a Kuwait day, included). */
export const createPayoutSchema = dayTo;

/** POST admin/payouts/{id}/paid. */
export const markPayoutPaidSchema = z.object({ bankReference: requiredText('bankReference', 60) });
export type MarkPayoutPaid = z.infer<typeof markPayoutPaidSchema>;

export const FINANCE_EXPORTS = ['orders', 'payments', 'refunds', 'payouts'] as const;
export type FinanceExport = (typeof FINANCE_EXPORTS)[number];

/** GET admin/finance: the period's money by day and in total, from the ledger. */
export const financeSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Per Kuwait day: captured online, cash collected by partners, refunded. */
  days: z.array(z.object({ date: z.string(), online: z.number(), cash: z.number(), refunds: z.number() })),
  totals: z.object({
    online: z.number(),
    cash: z.number(),
    refunds: z.number(),
    commission: z.number(),
    fees: z.number(),
    promo: z.number(),
    payouts: z.number(),
  }),
  /** Now: the sum of what partners owe in cash (their negative balances). */
  cashOutstanding: z.number(),
});
export type Finance = z.infer<typeof financeSchema>;
