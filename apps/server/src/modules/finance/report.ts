import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { addKuwaitDays, KUWAIT_TIME_ZONE } from '@khidma/shared/kuwait-time';
import { filsToKd } from '@khidma/shared/money';
import type { Finance, PeriodQuery } from '@khidma/shared/schemas/finance';
import type { Tx } from '../../db/client';
import { ledgerEntries, ledgerPostings } from '../../db/schema';
import { sumFils } from './earnings';
import { periodBounds } from './period';

/**
 * GET admin/finance: the period's money from the ledger, by Kuwait day (what was captured online, what partners
 * collected in cash, what was refunded) and in total (commission kept, late fees, promo cost, payouts), and the cash
 * partners hold beyond their earnings now.
 */
export async function financeReport(db: Tx, period: PeriodQuery): Promise<Finance> {
  const { start, end } = periodBounds(period);
  // The zone is a constant of ours, written inline: as a parameter, GROUP BY would not match the selected day.
  const zone = sql.raw(`'${KUWAIT_TIME_ZONE}'`);
  const day = sql<string>`to_char(${ledgerPostings.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      kind: ledgerPostings.kind,
      account: ledgerEntries.account,
      fils: sumFils(sql`${ledgerEntries.fils}`),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(and(gte(ledgerPostings.createdAt, start), lt(ledgerPostings.createdAt, end)))
    .groupBy(day, ledgerPostings.kind, ledgerEntries.account);

  const days = new Map<string, { online: number; cash: number; refunds: number }>();
  for (let date = period.from; date <= period.to; date = addKuwaitDays(date, 1)) {
    days.set(date, { online: 0, cash: 0, refunds: 0 });
  }
  const totals = { online: 0, cash: 0, refunds: 0, commission: 0, fees: 0, promo: 0, payouts: 0 };
  for (const row of rows) {
    // Each figure is one side of its posting, read in the direction that makes it positive.
    const daily = days.get(row.day);
    if (daily && row.kind === 'capture' && row.account === 'gateway') daily.online += row.fils;
    if (daily && row.kind === 'cash_collected' && row.account === 'partner') daily.cash += row.fils;
    if (daily && row.kind === 'refund' && row.account === 'gateway') daily.refunds -= row.fils;
    if (row.account === 'commission') totals.commission -= row.fils;
    if (row.account === 'fees') totals.fees -= row.fils;
    if (row.account === 'promo') totals.promo += row.fils;
    if (row.account === 'bank') totals.payouts -= row.fils;
  }
  for (const figures of days.values()) {
    totals.online += figures.online;
    totals.cash += figures.cash;
    totals.refunds += figures.refunds;
  }

  const perPartner = db
    .select({ fils: sql<number>`sum(${ledgerEntries.fils})`.as('fils') })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, 'partner'))
    .groupBy(ledgerEntries.servicePartnerId)
    .as('per_partner');
  const [outstanding] = await db.select({ fils: sumFils(sql`greatest(${perPartner.fils}, 0)`) }).from(perPartner);

  return {
    from: period.from,
    to: period.to,
    days: [...days].map(([date, figures]) => ({
      date,
      online: filsToKd(figures.online),
      cash: filsToKd(figures.cash),
      refunds: filsToKd(figures.refunds),
    })),
    totals: Object.fromEntries(Object.entries(totals).map(([key, fils]) => [key, filsToKd(fils)])) as Finance['totals'],
    cashOutstanding: filsToKd(outstanding?.fils ?? 0),
  };
}
