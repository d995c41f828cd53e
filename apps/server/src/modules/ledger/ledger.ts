import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LedgerAccount, LedgerKind } from '@khidma/shared/schemas/ledger';
import type { Tx } from '../../db/client';
import { ledgerEntries, ledgerPostings } from '../../db/schema';

/**
 * The ledger (design §8, docs/decisions/2026-11-26-ledger.md). It depends on the database only: the modules where
 * money moves post in their own transaction, and reports read balances. Integer fils throughout.
 */

export type LedgerEntry = {
  account: LedgerAccount;
  /** Positive a debit, negative a credit. */
  fils: number;
  /** Required on `customer` entries: the order whose customer paid. */
  bookingId?: string;
  /** Required on `partner` entries. */
  partnerId?: string;
};

export type Posting = {
  /** Unique per event; the same key posted again changes nothing (a retried capture, a replayed refund). */
  key: string;
  kind: LedgerKind;
  bookingId?: string;
  partnerId?: string;
  memo?: string;
  entries: LedgerEntry[];
};

/** A posting that does not balance or lacks an account's owner: a bug in the caller, never the user's input. */
export class UnbalancedPostingError extends Error {}

function refuseMalformed(posting: Posting) {
  const sum = posting.entries.reduce((total, entry) => total + entry.fils, 0);
  if (posting.entries.length < 2 || sum !== 0) {
    throw new UnbalancedPostingError(`posting ${posting.key} does not balance (sum ${sum})`);
  }
  for (const entry of posting.entries) {
    if (!Number.isSafeInteger(entry.fils) || entry.fils === 0) {
      throw new UnbalancedPostingError(`posting ${posting.key} has an entry of ${entry.fils} fils`);
    }
    if (entry.account === 'customer' && !entry.bookingId) {
      throw new UnbalancedPostingError(`posting ${posting.key}: a customer entry names no order`);
    }
    if (entry.account === 'partner' && !entry.partnerId) {
      throw new UnbalancedPostingError(`posting ${posting.key}: a partner entry names no partner`);
    }
  }
}

/**
 * Writes a posting and its entries in the caller's transaction. Returns false when the key was posted before
 * (nothing is written again). Entries of zero fils are dropped first, so a fee-free cancellation posts nothing.
 */
export async function post(tx: Tx, posting: Posting): Promise<boolean> {
  const entries = posting.entries.filter((entry) => entry.fils !== 0);
  if (entries.length === 0) return false;
  refuseMalformed({ ...posting, entries });
  const [row] = await tx
    .insert(ledgerPostings)
    .values({
      key: posting.key,
      kind: posting.kind,
      bookingId: posting.bookingId,
      servicePartnerId: posting.partnerId,
      memo: posting.memo,
    })
    .onConflictDoNothing({ target: ledgerPostings.key })
    .returning({ id: ledgerPostings.id });
  if (!row) return false;
  await tx.insert(ledgerEntries).values(
    entries.map((entry) => ({
      postingId: row.id,
      account: entry.account,
      bookingId: entry.bookingId ?? posting.bookingId,
      servicePartnerId: entry.partnerId,
      fils: entry.fils,
    })),
  );
  return true;
}

export type BalanceFilter = { account: LedgerAccount; bookingId?: string; partnerId?: string; until?: Date };

/** The sum of an account's entries (debit-positive), optionally of one order or partner and up to a time. */
export async function balance(tx: Tx, filter: BalanceFilter): Promise<number> {
  const conditions: SQL[] = [eq(ledgerEntries.account, filter.account)];
  if (filter.bookingId) conditions.push(eq(ledgerEntries.bookingId, filter.bookingId));
  if (filter.partnerId) conditions.push(eq(ledgerEntries.servicePartnerId, filter.partnerId));
  if (filter.until) conditions.push(sql`${ledgerEntries.createdAt} < ${filter.until}`);
  const [row] = await tx
    .select({ fils: sql<string>`coalesce(sum(${ledgerEntries.fils}), 0)` })
    .from(ledgerEntries)
    .where(and(...conditions));
  return Number(row?.fils ?? 0);
}

/** What the customer of an order has paid that is neither earned nor refunded: for a cancelled order, the refund due. */
export async function customerCredit(tx: Tx, bookingId: string): Promise<number> {
  return 0 - (await balance(tx, { account: 'customer', bookingId }));
}

/** What the platform owes a partner (negative: what the partner owes, cash they hold beyond their earnings). */
export async function partnerOwed(tx: Tx, partnerId: string, until?: Date): Promise<number> {
  return 0 - (await balance(tx, { account: 'partner', partnerId, until }));
}
