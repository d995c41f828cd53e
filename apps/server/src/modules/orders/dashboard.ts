import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { ORDER_STATUSES, PAYMENT_TYPE_COD, type OrderStatus } from '@khidma/shared/constants';
import { filsToKd } from '@khidma/shared/money';
import type { Dashboard } from '@khidma/shared/schemas/operations';
import type { Db } from '../../db/client';
import { bookings, orderEvents, payments, servicePartners, users } from '../../db/schema';
import { partnerCanWork } from './assignment';
import { refundDueFils } from './money';
import { kuwaitDayOf } from './queries';

/**
 * GET admin/dashboard, for the Kuwait day of `now`: orders placed that day by status; revenue captured online that
 * day (refunds owed left out) and COD orders completed that day; applications waiting; partners who can work.
 */
export async function dashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const { start, end } = kuwaitDayOf(now);
  const byStatus = await db
    .select({ status: bookings.ordStatus, orders: count() })
    .from(bookings)
    .where(and(gte(bookings.orderedDate, start), lt(bookings.orderedDate, end)))
    .groupBy(bookings.ordStatus);
  const ordersToday = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of byStatus) ordersToday[row.status as OrderStatus] = row.orders;

  const fils = (column: SQL | AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const [online] = await db
    .select({ fils: fils(payments.amountFils) })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'CAPTURED'),
        eq(payments.refundDue, false),
        gte(payments.verifiedAt, start),
        lt(payments.verifiedAt, end),
      ),
    );
  const completedToday = db
    .select({ bookingId: orderEvents.bookingId })
    .from(orderEvents)
    .where(
      and(eq(orderEvents.toStatus, 'Completed'), gte(orderEvents.createdAt, start), lt(orderEvents.createdAt, end)),
    );
  const [cash] = await db
    .select({ fils: fils(bookings.totalFils) })
    .from(bookings)
    .where(
      and(
        eq(bookings.paymentType, PAYMENT_TYPE_COD),
        eq(bookings.ordStatus, 'Completed'),
        inArray(bookings.id, completedToday),
      ),
    );
  const applicationsWaiting = await db.$count(servicePartners, eq(servicePartners.status, 'pending_review'));
  const [working] = await db
    .select({ partners: count() })
    .from(servicePartners)
    .leftJoin(users, eq(users.id, servicePartners.userId))
    .where(partnerCanWork);
  // Read from the ledger (money.ts): orders whose customer credit is owed back.
  const refundsDue = await db.$count(bookings, sql`${refundDueFils} > 0`);
  return {
    ordersToday,
    revenueToday: { online: filsToKd(online?.fils ?? 0), cash: filsToKd(cash?.fils ?? 0) },
    applicationsWaiting,
    partnersActive: working?.partners ?? 0,
    refundsDue,
  };
}
