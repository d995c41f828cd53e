import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, or, sql } from 'drizzle-orm';
import { addKuwaitDays, kuwaitMidnight } from '@khidma/shared/kuwait-time';
import { filsToKd } from '@khidma/shared/money';
import type { AdminOrder, AdminOrderDetail, AdminOrdersQuery, Page } from '@khidma/shared/schemas/operations';
import type { Db, Tx } from '../../db/client';
import { bookings, orderEvents, servicePartners, users } from '../../db/schema';
import { notFound } from '../../errors';
import { pageAnswer, pageWindow, startsWithPattern } from '../../lib/paging';
import { refundableFils, refundsOf } from '../payments/refunds';
import { paymentAttempts } from '../payments/queries';
import { refundDueFils } from './money';
import { linesOf, orderBasics, whereReference } from './queries';

/** The admin console's views of orders: the list (filtered, sorted, paged) and one order with its audit log. */

/** The orders' columns the console shows, with the customer and the partner. */
function selectAdminOrders(db: Tx) {
  return db
    .select({
      id: bookings.id,
      ordId: bookings.ordId,
      ordStatus: bookings.ordStatus,
      orderedDate: bookings.orderedDate,
      totalFils: bookings.totalFils,
      paymentType: bookings.paymentType,
      paymentStatus: bookings.paymentStatus,
      addressSnapshot: bookings.addressSnapshot,
      customerId: users.id,
      customerName: users.name,
      phone: users.phone,
      countryCode: users.countryCode,
      partnerId: servicePartners.id,
      partnerName: servicePartners.name,
      slotStart: bookings.slotStart,
      slotEnd: bookings.slotEnd,
      lateChangeFeeFils: bookings.lateChangeFeeFils,
      preferredPartnerId: bookings.preferredPartnerId,
      refundDueFils,
      commissionRateBp: bookings.commissionRateBp,
      commissionFils: bookings.commissionFils,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(servicePartners, eq(servicePartners.id, bookings.servicePartnerId));
}
type AdminOrderRow = Awaited<ReturnType<ReturnType<typeof selectAdminOrders>['execute']>>[number];

async function toAdminOrders(db: Tx, rows: AdminOrderRow[]): Promise<AdminOrder[]> {
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...orderBasics(row),
    customer: { _id: row.customerId, name: row.customerName, phone: row.phone, country_code: row.countryCode },
    partner: row.partnerId ? { _id: row.partnerId, name: row.partnerName ?? '' } : null,
    refundDue: row.refundDueFils > 0,
    services: lines
      .filter((line) => line.bookingId === row.id)
      .map(({ snapshot }) => ({
        ServiceName: snapshot.ServiceName,
        SrvSubCategoryId: snapshot.SrvSubCategoryId,
        SrvSubCategoryName: snapshot.SrvSubCategoryName,
      })),
  }));
}

/** `q`: the start of an ordId (with or without "KH-"), or digits of the customer's phone (its country code too). */
function searchOrders(q: string) {
  const byId = [ilike(bookings.ordId, startsWithPattern(q)), ilike(bookings.ordId, startsWithPattern(q, 'KH-'))];
  const digits = q.replace(/[\s+()-]/g, '');
  if (!/^\d{3,}$/.test(digits)) return or(...byId);
  return or(...byId, like(sql`${users.countryCode} || ${users.phone}`, `%${digits}%`));
}

const ORDER_SORT_COLUMNS = {
  orderedDate: bookings.orderedDate,
  totalPrice: bookings.totalFils,
  ordStatus: bookings.ordStatus,
} as const;

/** GET admin/orders: filtered, sorted and paged on the server; dates are Kuwait days. */
export async function adminOrders(db: Db, query: AdminOrdersQuery): Promise<Page<AdminOrder>> {
  const where = and(
    query.status ? eq(bookings.ordStatus, query.status) : undefined,
    query.from ? gte(bookings.orderedDate, new Date(kuwaitMidnight(query.from))) : undefined,
    query.to ? lt(bookings.orderedDate, new Date(kuwaitMidnight(addKuwaitDays(query.to, 1)))) : undefined,
    query.partnerId ? eq(bookings.servicePartnerId, query.partnerId) : undefined,
    // Read from the ledger (money.ts): a customer credit owed back, less refunds on their way.
    query.attention === 'refundDue' ? sql`${refundDueFils} > 0` : undefined,
    query.q ? searchOrders(query.q) : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const rows = await selectAdminOrders(db)
    .where(where)
    .orderBy(direction(ORDER_SORT_COLUMNS[query.sort]), direction(bookings.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(where);
  return pageAnswer(query, await toAdminOrders(db, rows), counted?.total ?? 0);
}

/** GET admin/orders/{ordId}: the row, the address, the audit log oldest first, and whether a refund is owed. */
export async function adminOrderDetail(db: Db, reference: string): Promise<AdminOrderDetail> {
  const [row] = await selectAdminOrders(db).where(whereReference(reference)).limit(1);
  if (!row) throw notFound('errors.orders.notFound');
  const [order] = await toAdminOrders(db, [row]);
  const events = await db
    .select({
      id: orderEvents.id,
      at: orderEvents.createdAt,
      role: orderEvents.actorRole,
      name: users.name,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      fromPartnerId: orderEvents.fromPartnerId,
      toPartnerId: orderEvents.toPartnerId,
      reason: orderEvents.reason,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .where(eq(orderEvents.bookingId, row.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const named = [row.preferredPartnerId, ...events.flatMap((event) => [event.fromPartnerId, event.toPartnerId])];
  const partnerIds = [...new Set(named)].filter((id): id is string => id !== null);
  const partners = partnerIds.length
    ? await db
        .select({ id: servicePartners.id, name: servicePartners.name })
        .from(servicePartners)
        .where(inArray(servicePartners.id, partnerIds))
    : [];
  const names = new Map(partners.map((partner) => [partner.id, partner.name]));
  // A partner since deleted is still named by id: the log keeps who it was.
  const partnerRef = (id: string | null) => (id ? { _id: id, name: names.get(id) ?? '' } : null);
  const attempts = await paymentAttempts(db, row.id);
  return {
    ...order!,
    ServiceAddress: row.addressSnapshot,
    events: events.map((event) => ({
      _id: event.id,
      at: event.at.toISOString(),
      actor: { role: event.role, name: event.name },
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      fromPartner: partnerRef(event.fromPartnerId),
      toPartner: partnerRef(event.toPartnerId),
      reason: event.reason,
    })),
    payments: attempts,
    // A second capture to give back, or an order paid online cancelled: the ledger's customer credit.
    refundDue: row.refundDueFils > 0,
    refundDueAmount: filsToKd(row.refundDueFils),
    refundable: filsToKd(await refundableFils(db, row)),
    refunds: await refundsOf(db, row.id),
    lateChangeFees: filsToKd(row.lateChangeFeeFils),
    preferredPartner: partnerRef(row.preferredPartnerId),
    commissionPercent: row.commissionRateBp === null ? null : row.commissionRateBp / 100,
    commission: row.commissionFils === null ? null : filsToKd(row.commissionFils),
  };
}
