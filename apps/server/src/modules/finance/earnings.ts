import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { kuwaitDate } from '@khidma/shared/kuwait-time';
import { filsToKd } from '@khidma/shared/money';
import type { Earnings, PeriodQuery } from '@khidma/shared/schemas/finance';
import type { Tx } from '../../db/client';
import { bookings, ledgerEntries, ledgerPostings, payoutLines, payouts } from '../../db/schema';
import { partnerOwed } from '../ledger/ledger';
import { periodBounds } from './period';

/** A sum of fils in SQL, read as a number. */
export const sumFils = (expression: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

/**
 * GET partner/earnings: the partner's jobs completed in the period, read from the ledger. A job is a `completion`
 * posting crediting this partner; its price is what it credited (the partner's net and the commission), the cash
 * the partner collected is the `cash_collected` posting's debit to them on the same order.
 */
export async function partnerEarnings(db: Tx, partnerId: string, period: PeriodQuery): Promise<Earnings> {
  const { start, end } = periodBounds(period);
  const completions = db
    .select({ postingId: ledgerEntries.postingId, bookingId: ledgerEntries.bookingId })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(
      and(
        eq(ledgerPostings.kind, 'completion'),
        eq(ledgerEntries.account, 'partner'),
        eq(ledgerEntries.servicePartnerId, partnerId),
        gte(ledgerPostings.createdAt, start),
        lt(ledgerPostings.createdAt, end),
      ),
    )
    .as('completions');
  const rows = await db
    .select({
      _id: bookings.id,
      ordId: bookings.ordId,
      paymentType: bookings.paymentType,
      completedAt: sql<Date>`min(${ledgerPostings.createdAt})`.mapWith(ledgerPostings.createdAt),
      net: sumFils(sql`case when ${ledgerEntries.account} = 'partner' then -${ledgerEntries.fils} end`),
      commission: sumFils(sql`case when ${ledgerEntries.account} = 'commission' then -${ledgerEntries.fils} end`),
    })
    .from(completions)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, completions.postingId))
    .innerJoin(ledgerEntries, eq(ledgerEntries.postingId, ledgerPostings.id))
    .innerJoin(bookings, eq(bookings.id, completions.bookingId))
    .groupBy(bookings.id)
    .orderBy(sql`min(${ledgerPostings.createdAt}) desc`, bookings.id);

  // The cash this partner took on these orders (a cash order's one `cash_collected` posting).
  const cash = new Map<string, number>();
  if (rows.length) {
    const cashRows = await db
      .select({ bookingId: ledgerEntries.bookingId, fils: sumFils(sql`${ledgerEntries.fils}`) })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .innerJoin(completions, eq(completions.bookingId, ledgerEntries.bookingId))
      .where(
        and(
          eq(ledgerPostings.kind, 'cash_collected'),
          eq(ledgerEntries.account, 'partner'),
          eq(ledgerEntries.servicePartnerId, partnerId),
        ),
      )
      .groupBy(ledgerEntries.bookingId);
    for (const row of cashRows) if (row.bookingId) cash.set(row.bookingId, row.fils);
  }

  const jobs = rows.map((row) => {
    const cashFils = cash.get(row._id) ?? 0;
    return {
      fils: { price: row.net + row.commission, commission: row.commission, net: row.net, cashCollected: cashFils },
      job: {
        _id: row._id,
        ordId: row.ordId,
        date: kuwaitDate(row.completedAt),
        paymentType: row.paymentType,
        price: filsToKd(row.net + row.commission),
        commission: filsToKd(row.commission),
        net: filsToKd(row.net),
        cashCollected: filsToKd(cashFils),
      },
    };
  });
  const total = (key: 'price' | 'commission' | 'net' | 'cashCollected') =>
    filsToKd(jobs.reduce((sum, job) => sum + job.fils[key], 0));

  const balance = await partnerOwed(db, partnerId);
  const paid = await db
    .select({
      _id: payouts.id,
      reference: payoutLines.reference,
      amountFils: payoutLines.amountFils,
      paidAt: payouts.paidAt,
      bankReference: payouts.bankReference,
    })
    .from(payoutLines)
    .innerJoin(payouts, eq(payouts.id, payoutLines.payoutId))
    .where(
      and(
        eq(payoutLines.servicePartnerId, partnerId),
        eq(payouts.status, 'paid'),
        gte(payouts.paidAt, start),
        lt(payouts.paidAt, end),
      ),
    )
    .orderBy(desc(payouts.paidAt));

  return {
    from: period.from,
    to: period.to,
    jobs: jobs.map((job) => job.job),
    totals: {
      price: total('price'),
      commission: total('commission'),
      net: total('net'),
      cashCollected: total('cashCollected'),
    },
    balance: filsToKd(balance),
    cashOwed: filsToKd(Math.max(0, -balance)),
    payouts: paid.map((row) => ({
      _id: row._id,
      reference: row.reference,
      amount: filsToKd(row.amountFils),
      paidAt: row.paidAt!.toISOString(),
      bankReference: row.bankReference,
    })),
  };
}
