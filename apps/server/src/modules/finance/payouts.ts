import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { addKuwaitDays, kuwaitDate } from '@khidma/shared/kuwait-time';
import { filsToKd } from '@khidma/shared/money';
import type { DuePartner, Payout } from '@khidma/shared/schemas/finance';
import type { Db, Tx } from '../../db/client';
import { ledgerEntries, ledgerPostings, payoutLines, payouts, servicePartners } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { decryptSecret } from '../../lib/secret-box';
import { post } from '../ledger/ledger';
import { kdCell, type Cell } from './csv';
import { sumFils } from './earnings';
import { endOfKuwaitDay } from './period';

/** One lock for drafting batches, so two admins drafting at once cannot put a partner in two drafts. */
const PAYOUT_LOCK = sql`select pg_advisory_xact_lock(hashtext('khidma.payouts'))`;

type Balance = {
  partnerId: string;
  name: string;
  ibanSealed: string | null;
  ibanLast4: string | null;
  owedFils: number;
  inDraft: boolean;
};

/**
 * Each partner's balance up to the end of Kuwait day `to` (partnerOwed(until)), with every payout already posted
 * counted whenever it was paid: a batch paid today for last week must not leave last week's balance owed again.
 */
async function balancesUpTo(db: Tx, to: string): Promise<Balance[]> {
  const until = endOfKuwaitDay(to);
  const inDraft = sql<boolean>`exists (
    select 1 from ${payoutLines} inner join ${payouts} on ${payouts.id} = ${payoutLines.payoutId}
    where ${payoutLines.servicePartnerId} = ${servicePartners.id} and ${payouts.status} = 'draft')`;
  const rows = await db
    .select({
      partnerId: servicePartners.id,
      name: servicePartners.name,
      ibanSealed: servicePartners.ibanEncrypted,
      ibanLast4: servicePartners.ibanLast4,
      owedFils: sumFils(sql`-${ledgerEntries.fils}`),
      inDraft,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .innerJoin(servicePartners, eq(servicePartners.id, ledgerEntries.servicePartnerId))
    .where(
      and(
        eq(ledgerEntries.account, 'partner'),
        or(lt(ledgerEntries.createdAt, until), eq(ledgerPostings.kind, 'payout')),
      ),
    )
    .groupBy(servicePartners.id)
    .orderBy(servicePartners.name, servicePartners.id);
  return rows.filter((row) => row.owedFils !== 0);
}

/** GET admin/payouts/due: what each partner is owed (or owes in cash) up to `to`. */
export async function payoutsDue(db: Tx, to: string): Promise<DuePartner[]> {
  return (await balancesUpTo(db, to)).map((row) => ({
    partner: { _id: row.partnerId, name: row.name },
    amount: filsToKd(Math.max(0, row.owedFils)),
    owes: filsToKd(Math.max(0, -row.owedFils)),
    inDraft: row.inDraft,
    ibanLast4: row.ibanLast4,
  }));
}

/**
 * POST admin/payouts: a draft batch paying every positive balance up to `to`. A partner who owes cash is netted
 * (their balance is not positive: nothing is paid, and what they owe stays on their balance); a partner already in
 * an unpaid draft is left out. Nothing to pay: 409.
 */
export async function createPayout(db: Db, adminId: string, to: string): Promise<Payout> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(PAYOUT_LOCK);
    const payable = (await balancesUpTo(tx, to)).filter((row) => row.owedFils > 0 && !row.inDraft);
    if (payable.length === 0) throw conflict('errors.payouts.nothingDue');
    const [previous] = await tx
      .select({ periodTo: payouts.periodTo })
      .from(payouts)
      .orderBy(desc(payouts.periodTo))
      .limit(1);
    const [first] = await tx
      .select({ at: sql<Date>`min(${ledgerEntries.createdAt})`.mapWith(ledgerEntries.createdAt) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, 'partner'));
    const startDay = previous ? addKuwaitDays(previous.periodTo, 1) : kuwaitDate(first?.at ?? endOfKuwaitDay(to));
    const [batch] = await tx
      .insert(payouts)
      .values({ periodFrom: startDay < to ? startDay : to, periodTo: to, createdBy: adminId })
      .returning({ id: payouts.id });
    const prefix = `KHP-${batch!.id.slice(0, 8).toUpperCase()}`;
    await tx.insert(payoutLines).values(
      payable.map((row, index) => ({
        payoutId: batch!.id,
        servicePartnerId: row.partnerId,
        amountFils: row.owedFils,
        ibanSealed: row.ibanSealed,
        ibanLast4: row.ibanLast4,
        reference: `${prefix}-${index + 1}`,
      })),
    );
    return batch!.id;
  });
  return (await payoutsById(db, [id]))[0]!;
}

async function payoutsById(db: Tx, ids: string[] | null): Promise<Payout[]> {
  const batches = await db
    .select()
    .from(payouts)
    .where(ids ? inArray(payouts.id, ids) : undefined)
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
  if (batches.length === 0) return [];
  const lines = await db
    .select({
      payoutId: payoutLines.payoutId,
      partnerId: payoutLines.servicePartnerId,
      name: servicePartners.name,
      amountFils: payoutLines.amountFils,
      ibanLast4: payoutLines.ibanLast4,
      reference: payoutLines.reference,
    })
    .from(payoutLines)
    .innerJoin(servicePartners, eq(servicePartners.id, payoutLines.servicePartnerId))
    .where(
      inArray(
        payoutLines.payoutId,
        batches.map((batch) => batch.id),
      ),
    )
    .orderBy(payoutLines.reference);
  return batches.map((batch) => {
    const own = lines.filter((line) => line.payoutId === batch.id);
    return {
      _id: batch.id,
      periodFrom: batch.periodFrom,
      periodTo: batch.periodTo,
      status: batch.status,
      bankReference: batch.bankReference,
      total: filsToKd(own.reduce((sum, line) => sum + line.amountFils, 0)),
      lines: own.map((line) => ({
        partner: { _id: line.partnerId, name: line.name },
        amount: filsToKd(line.amountFils),
        ibanLast4: line.ibanLast4,
        reference: line.reference,
      })),
      createdAt: batch.createdAt.toISOString(),
      paidAt: batch.paidAt?.toISOString() ?? null,
    };
  });
}

/** GET admin/payouts: every batch, newest first. */
export const listPayouts = (db: Tx) => payoutsById(db, null);

/**
 * POST admin/payouts/{id}/paid: the batch is paid, and each line posts `payout` (D partner, C bank) under the key
 * payout:<batchId>:<partnerId>, in one transaction. The batch row is locked first: a replay, or two admins at once,
 * finds it paid and gets 409, and the ledger's keys would refuse a second posting anyway.
 */
export async function markPayoutPaid(db: Db, id: string, adminId: string, bankReference: string): Promise<Payout> {
  await db.transaction(async (tx) => {
    const [batch] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
    if (!batch) throw notFound('errors.payouts.notFound');
    if (batch.status === 'paid') throw conflict('errors.payouts.alreadyPaid');
    const lines = await tx.select().from(payoutLines).where(eq(payoutLines.payoutId, id));
    for (const line of lines) {
      await post(tx, {
        key: `payout:${id}:${line.servicePartnerId}`,
        kind: 'payout',
        partnerId: line.servicePartnerId,
        memo: line.reference,
        entries: [
          { account: 'partner', fils: line.amountFils, partnerId: line.servicePartnerId },
          { account: 'bank', fils: -line.amountFils },
        ],
      });
    }
    await tx
      .update(payouts)
      .set({ status: 'paid', bankReference, paidBy: adminId, paidAt: new Date() })
      .where(eq(payouts.id, id));
  });
  return (await payoutsById(db, [id]))[0]!;
}

/** The bank's transfer file of a batch: name, IBAN (opened here only), amount in KD, reference. */
export async function payoutTransferRows(db: Tx, id: string, dataKey: Buffer): Promise<Cell[][]> {
  const [batch] = await db.select({ id: payouts.id }).from(payouts).where(eq(payouts.id, id));
  if (!batch) throw notFound('errors.payouts.notFound');
  const lines = await db
    .select({
      name: servicePartners.name,
      ibanSealed: payoutLines.ibanSealed,
      amountFils: payoutLines.amountFils,
      reference: payoutLines.reference,
    })
    .from(payoutLines)
    .innerJoin(servicePartners, eq(servicePartners.id, payoutLines.servicePartnerId))
    .where(eq(payoutLines.payoutId, id))
    .orderBy(payoutLines.reference);
  return lines.map((line) => [
    line.name,
    line.ibanSealed ? decryptSecret(line.ibanSealed, dataKey) : '',
    kdCell(line.amountFils),
    line.reference,
  ]);
}
