/**
 * The ledger's vocabulary (docs/decisions/2026-11-26-ledger.md), shared so reports and screens name accounts and
 * kinds as the server does.
 *
 * Accounts, as the platform sees them (a debit is positive, a credit negative; every posting sums to zero):
 * - `gateway`: money held at the gateway and bank from online captures (an asset: debit on capture, credit on refund).
 * - `customer`: per order, what its customer paid that is neither earned nor refunded (credit-side). A cancelled
 *   order's credit balance is the refund due.
 * - `partner`: per partner, what the platform owes them (credit-side); cash they collected for us is a debit, so a
 *   partner holding more cash than they earned owes the difference (a debit balance) and payouts net it.
 * - `commission`: the platform's share of completed orders (revenue, credit-side).
 * - `fees`: late-change fees kept (revenue, credit-side).
 * - `promo`: what promo codes cost the platform (an expense, debit-side).
 * - `bank`: money paid out to partners (credit on a payout).
 */
export const LEDGER_ACCOUNTS = ['gateway', 'customer', 'partner', 'commission', 'fees', 'promo', 'bank'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** The events that post: each kind's entries are in docs/decisions/2026-11-26-ledger.md. */
export const LEDGER_KINDS = ['capture', 'refund', 'late_fee', 'cash_collected', 'completion', 'payout'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
