import { and, asc, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PAYMENT_TYPE_COD } from '@khidma/shared/constants';
import { toKuwaitIso } from '@khidma/shared/kuwait-time';
import type { FinanceExport, PeriodQuery } from '@khidma/shared/schemas/finance';
import type { Tx } from '../../db/client';
import {
  bookings,
  ledgerEntries,
  ledgerPostings,
  payments,
  payoutLines,
  payouts,
  servicePartners,
  users,
} from '../../db/schema';
import { kdCell, type Cell } from './csv';
import { periodBounds } from './period';

/** Rows per database read of an export: the file streams out a page at a time. */
export const EXPORT_PAGE_ROWS = 1_000;

/** The key of a row: its time as the database prints it (microseconds kept, which a Date would round off) and id. */
type Cursor = { cursorAt: string; id: string };

/**
 * The pages of a keyset walk over (time, id): each read starts after the last row of the one before, so a page is
 * as cheap at the end of the file as at its start, and no more than one page is in memory.
 */
async function* keysetPages<Row extends Cursor>(
  read: (after: SQL | undefined, limit: number) => Promise<Row[]>,
  at: AnyColumn,
  id: AnyColumn,
  cells: (row: Row) => Cell[],
): AsyncGenerator<Cell[][]> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await read(after, EXPORT_PAGE_ROWS);
    yield rows.map(cells);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_ROWS) return;
    after = sql`(${at}, ${id}) > (${last.cursorAt}::timestamptz, ${last.id}::uuid)`;
  }
}

const iso = (instant: Date | null) => (instant ? toKuwaitIso(instant) : '');

export const EXPORT_HEADERS: Record<FinanceExport, string[]> = {
  orders: ['Order', 'Ordered', 'Status', 'Payment', 'Payment status', 'Total (KD)', 'Customer', 'Phone', 'Partner'],
  payments: ['Reference', 'Order', 'Amount (KD)', 'Status', 'Track id', 'Payment id', 'Created', 'Verified'],
  refunds: ['Posting', 'Order', 'Amount (KD)', 'Refunded', 'Memo'],
  payouts: [
    'Batch',
    'Status',
    'From',
    'To',
    'Partner',
    'IBAN (last 4)',
    'Amount (KD)',
    'Reference',
    'Bank reference',
    'Paid',
  ],
};

/** GET admin/exports/{kind}.csv: the rows of the period, page by page. */
export function exportPages(db: Tx, kind: FinanceExport, period: PeriodQuery): AsyncGenerator<Cell[][]> {
  const { start, end } = periodBounds(period);
  const within = (column: AnyColumn) => and(gte(column, start), lt(column, end));
  switch (kind) {
    case 'orders':
      return keysetPages(
        (after, limit) =>
          db
            .select({
              at: bookings.orderedDate,
              cursorAt: sql<string>`${bookings.orderedDate}::text`,
              id: bookings.id,
              ordId: bookings.ordId,
              status: bookings.ordStatus,
              paymentType: bookings.paymentType,
              paymentStatus: bookings.paymentStatus,
              totalFils: bookings.totalFils,
              customer: users.name,
              phone: sql<string>`${users.countryCode} || ${users.phone}`,
              partner: servicePartners.name,
            })
            .from(bookings)
            .innerJoin(users, eq(users.id, bookings.userId))
            .leftJoin(servicePartners, eq(servicePartners.id, bookings.servicePartnerId))
            .where(and(within(bookings.orderedDate), after))
            .orderBy(asc(bookings.orderedDate), asc(bookings.id))
            .limit(limit),
        bookings.orderedDate,
        bookings.id,
        (row) => [
          row.ordId,
          iso(row.at),
          row.status,
          row.paymentType === PAYMENT_TYPE_COD ? 'Cash' : 'Online',
          row.paymentStatus,
          kdCell(row.totalFils),
          row.customer,
          row.phone,
          row.partner,
        ],
      );
    case 'payments':
      return keysetPages(
        (after, limit) =>
          db
            .select({
              at: payments.createdAt,
              cursorAt: sql<string>`${payments.createdAt}::text`,
              id: payments.id,
              reference: payments.reference,
              ordId: bookings.ordId,
              amountFils: payments.amountFils,
              status: payments.status,
              trackId: payments.trackId,
              paymentId: payments.paymentId,
              verifiedAt: payments.verifiedAt,
            })
            .from(payments)
            .innerJoin(bookings, eq(bookings.id, payments.bookingId))
            .where(and(within(payments.createdAt), after))
            .orderBy(asc(payments.createdAt), asc(payments.id))
            .limit(limit),
        payments.createdAt,
        payments.id,
        (row) => [
          row.reference,
          row.ordId,
          kdCell(row.amountFils),
          row.status,
          row.trackId,
          row.paymentId,
          iso(row.at),
          iso(row.verifiedAt),
        ],
      );
    case 'refunds':
      // Refunds as the ledger has them (kind 'refund': the gateway's credit is what went back to the customer).
      return keysetPages(
        (after, limit) =>
          db
            .select({
              at: ledgerPostings.createdAt,
              cursorAt: sql<string>`${ledgerPostings.createdAt}::text`,
              id: ledgerPostings.id,
              key: ledgerPostings.key,
              ordId: bookings.ordId,
              fils: sql<number>`(select coalesce(-sum(${ledgerEntries.fils}), 0) from ${ledgerEntries}
                where ${ledgerEntries.postingId} = ${ledgerPostings.id} and ${ledgerEntries.account} = 'gateway')`.mapWith(
                Number,
              ),
              memo: ledgerPostings.memo,
            })
            .from(ledgerPostings)
            .leftJoin(bookings, eq(bookings.id, ledgerPostings.bookingId))
            .where(and(eq(ledgerPostings.kind, 'refund'), within(ledgerPostings.createdAt), after))
            .orderBy(asc(ledgerPostings.createdAt), asc(ledgerPostings.id))
            .limit(limit),
        ledgerPostings.createdAt,
        ledgerPostings.id,
        (row) => [row.key, row.ordId, kdCell(row.fils), iso(row.at), row.memo],
      );
    case 'payouts':
      return keysetPages(
        (after, limit) =>
          db
            .select({
              at: payoutLines.createdAt,
              cursorAt: sql<string>`${payoutLines.createdAt}::text`,
              id: payoutLines.id,
              batch: payouts.id,
              status: payouts.status,
              from: payouts.periodFrom,
              to: payouts.periodTo,
              partner: servicePartners.name,
              ibanLast4: payoutLines.ibanLast4,
              amountFils: payoutLines.amountFils,
              reference: payoutLines.reference,
              bankReference: payouts.bankReference,
              paidAt: payouts.paidAt,
            })
            .from(payoutLines)
            .innerJoin(payouts, eq(payouts.id, payoutLines.payoutId))
            .innerJoin(servicePartners, eq(servicePartners.id, payoutLines.servicePartnerId))
            .where(and(within(payoutLines.createdAt), after))
            .orderBy(asc(payoutLines.createdAt), asc(payoutLines.id))
            .limit(limit),
        payoutLines.createdAt,
        payoutLines.id,
        (row) => [
          row.batch,
          row.status,
          row.from,
          row.to,
          row.partner,
          row.ibanLast4,
          kdCell(row.amountFils),
          row.reference,
          row.bankReference,
          iso(row.paidAt),
        ],
      );
  }
}
