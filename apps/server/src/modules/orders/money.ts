import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PAYMENT_TYPE_COD, PAYMENT_TYPE_ONLINE } from '@khidma/shared/constants';
import { filsToKd } from '@khidma/shared/money';
import type { CustomerRefund } from '@khidma/shared/schemas/refund';
import type { Tx } from '../../db/client';
import { bookings, refunds, subCategories } from '../../db/schema';
import { customerCredit, post } from '../ledger/ledger';
import { getOperationsSettings } from '../settings/service';

/**
 * An order's money in the ledger (docs/decisions/2026-11-26-ledger.md), posted by the order's own changes in their
 * transaction: the late-change fee kept when a paid order is cancelled, and at completion the cash the partner took
 * and the split between partner and platform. Read back: what is owed to the customer.
 */

const BASIS_POINTS = 10_000;

/** The commission on a sub-category's orders, in basis points: its own rate, else the settings' default. */
export async function commissionRateBp(tx: Tx, subCategoryId: string | null): Promise<number> {
  if (subCategoryId) {
    const [row] = await tx
      .select({ rate: subCategories.commissionRateBp })
      .from(subCategories)
      .where(eq(subCategories.id, subCategoryId));
    if (row?.rate !== null && row?.rate !== undefined) return row.rate;
  }
  return Math.round((await getOperationsSettings(tx)).commissionPercent * 100);
}

/**
 * The order completed (transitions.ts, once, on the locked row): a cash order's cash is with its partner
 * (cash_collected), then the price (total + a promo code's discount) is split: the partner's share to their
 * balance, the commission (on the price before the discount) to the platform; the discount is the platform's cost
 * (a `promo` debit). The rate and amount are kept on the order.
 */
export async function postCompletion(tx: Tx, bookingId: string): Promise<void> {
  const [order] = await tx
    .select({
      totalFils: bookings.totalFils,
      discountFils: bookings.discountFils,
      paymentType: bookings.paymentType,
      partnerId: bookings.servicePartnerId,
      subCategoryId: bookings.subCategoryId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!order?.partnerId) throw new Error(`order ${bookingId} completed without a partner`);
  const { partnerId, totalFils, discountFils } = order;
  const priceFils = totalFils + discountFils;
  const rateBp = await commissionRateBp(tx, order.subCategoryId);
  const commissionFils = Math.round((priceFils * rateBp) / BASIS_POINTS);

  if (order.paymentType === PAYMENT_TYPE_COD) {
    await post(tx, {
      key: `cash_collected:${bookingId}`,
      kind: 'cash_collected',
      bookingId,
      partnerId,
      entries: [
        { account: 'partner', partnerId, fils: totalFils },
        { account: 'customer', bookingId, fils: -totalFils },
      ],
    });
  }
  await post(tx, {
    key: `completion:${bookingId}`,
    kind: 'completion',
    bookingId,
    partnerId,
    entries: [
      { account: 'customer', bookingId, fils: totalFils },
      { account: 'promo', fils: discountFils },
      { account: 'partner', partnerId, fils: -(priceFils - commissionFils) },
      { account: 'commission', fils: -commissionFils },
    ],
  });
  await tx.update(bookings).set({ commissionRateBp: rateBp, commissionFils }).where(eq(bookings.id, bookingId));
}

/**
 * A paid online order cancelled: the late-change fees it incurred are kept from its payment (as much of them as the
 * customer's credit holds); the rest is the refund due. A cash order's fee is not in the ledger: no money moved.
 */
export async function postLateFeeKept(tx: Tx, bookingId: string): Promise<void> {
  const [order] = await tx
    .select({ paymentType: bookings.paymentType, feeFils: bookings.lateChangeFeeFils })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (order?.paymentType !== PAYMENT_TYPE_ONLINE || order.feeFils <= 0) return;
  const kept = Math.min(order.feeFils, await customerCredit(tx, bookingId));
  if (kept <= 0) return;
  await post(tx, {
    key: `late_fee:${bookingId}`,
    kind: 'late_fee',
    bookingId,
    entries: [
      { account: 'customer', bookingId, fils: kept },
      { account: 'fees', fils: -kept },
    ],
  });
}

// Correlated subqueries spelled with their tables: drizzle leaves a column unqualified in a query of one table, where
// "id" would name the subquery's own row.
/** Refunds asked and not yet confirmed or refused, in fils: they count against what can still be refunded. */
const refundsInFlight = sql.raw(`(select coalesce(sum(r.amount_fils), 0) from refunds r
  where r.booking_id = "bookings"."id" and r.status in ('PENDING', 'SENT'))`);

/** The customer's credit of the order in the ledger (paid, neither earned nor refunded), in fils. */
const creditOfOrder = sql.raw(`(select -coalesce(sum(e.fils), 0) from ledger_entries e
  where e.booking_id = "bookings"."id" and e.account = 'customer')`);

/**
 * What is owed back to the customer of the order in `bookings`' row, in fils, read from the ledger: a cancelled or
 * completed order's whole credit, an order still under way's credit beyond its total (a second capture), less the
 * refunds already on their way. A column for selects and the console's "needs attention" filter.
 */
export const refundDueFils = sql<number>`greatest(0, ${creditOfOrder} - ${refundsInFlight} - case
  when "bookings"."ord_status" in ('Cancelled', 'Completed') then 0 else "bookings"."total_fils" end)`.mapWith(Number);

/** The order's refund due, in fils (refundDueFils for one order). */
export async function refundDueOf(tx: Tx, bookingId: string): Promise<number> {
  const [row] = await tx.select({ fils: refundDueFils }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.fils ?? 0;
}

/** The confirmed refunds of these orders, by order, oldest first: what the customer's order page says. */
export async function customerRefunds(db: Tx, bookingIds: string[]): Promise<Map<string, CustomerRefund[]>> {
  const byOrder = new Map<string, CustomerRefund[]>();
  if (!bookingIds.length) return byOrder;
  const rows = await db
    .select({ bookingId: refunds.bookingId, fils: refunds.amountFils, refundedAt: refunds.refundedAt })
    .from(refunds)
    .where(and(inArray(refunds.bookingId, bookingIds), eq(refunds.status, 'REFUNDED')))
    .orderBy(asc(refunds.refundedAt));
  for (const row of rows) {
    const list = byOrder.get(row.bookingId) ?? [];
    list.push({ amount: filsToKd(row.fils), refundedAt: row.refundedAt!.toISOString() });
    byOrder.set(row.bookingId, list);
  }
  return byOrder;
}
