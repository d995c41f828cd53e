import { asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '@khidma/shared/constants';
import { idSchema } from '@khidma/shared/api';
import type { Language } from '@khidma/shared/languages';
import { addKuwaitDays, kuwaitDate, kuwaitMidnight, toKuwaitIso } from '@khidma/shared/kuwait-time';
import { filsToKd } from '@khidma/shared/money';
import type { Booking } from '@khidma/shared/schemas/order';
import type { CustomerRefund } from '@khidma/shared/schemas/refund';
import type { Db, Tx } from '../../db/client';
import { bookingLines, bookings, servicePartners, services } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { changeFeeNow, type ChangeTerms } from './change-terms';
import { customerRefunds, refundDueFils } from './money';

/**
 * Reading orders: the order module's service and the payments module both find an order here. Every answer says
 * what changing the order costs now, so each reader passes the change terms (the fee and the clock).
 */
type BookingRow = typeof bookings.$inferSelect & { partnerName: string | null; refundDueFils: number };
type LineRow = typeof bookingLines.$inferSelect;

function toBooking(
  row: BookingRow,
  lines: LineRow[],
  language: Language,
  terms: ChangeTerms,
  refunds: CustomerRefund[] = [],
): Booking {
  const total = filsToKd(row.totalFils);
  return {
    _id: row.id,
    ordId: row.ordId,
    ordStatus: row.ordStatus,
    createdAt: row.createdAt.toISOString(),
    orderedDate: row.orderedDate.toISOString(),
    totalPrice: total,
    TotalPrice: total,
    discount_price: filsToKd(row.discountFils),
    paymentType: row.paymentType,
    payment_status: row.paymentStatus,
    ServiceAddress: row.addressSnapshot,
    services_json: lines
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        serviceDetail: {
          _id: line.serviceSnapshot._id,
          ServiceName:
            (language === 'ar' ? line.serviceSnapshot.ServiceNameAr : undefined) ?? line.serviceSnapshot.ServiceName,
          Price: line.serviceSnapshot.Price,
          Image: line.serviceSnapshot.Image,
        },
        quantity: line.quantity,
        userRating: line.userRating,
        userReview: line.userReview,
      })),
    servicePartnerId: row.servicePartnerId,
    servicePartnerName: row.partnerName,
    rating: row.partnerRating,
    review: row.partnerReview,
    slotStart: row.slotStart ? toKuwaitIso(row.slotStart) : null,
    slotEnd: row.slotEnd ? toKuwaitIso(row.slotEnd) : null,
    subCategoryId: row.subCategoryId,
    checkoutId: row.checkoutId,
    changeFee: changeFeeNow(row, terms),
    lateChangeFees: filsToKd(row.lateChangeFeeFils),
    // Read from the ledger (money.ts): the customer's credit owed back, less refunds on their way.
    refundDue: row.refundDueFils > 0 ? filsToKd(row.refundDueFils) : null,
    refunds,
  };
}

export function selectBookings(db: Tx) {
  return db
    .select({ ...getTableColumns(bookings), partnerName: servicePartners.name, refundDueFils })
    .from(bookings)
    .leftJoin(servicePartners, eq(servicePartners.id, bookings.servicePartnerId));
}

/** The bookings with their lines, each service named in `language` as it was when the order was placed. */
export async function withLines(
  db: Tx,
  terms: ChangeTerms,
  rows: BookingRow[],
  language: Language = 'en',
): Promise<Booking[]> {
  if (!rows.length) return [];
  const lines = await db
    .select()
    .from(bookingLines)
    .where(
      inArray(
        bookingLines.bookingId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(bookingLines.position));
  const refunds = await customerRefunds(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toBooking(
      row,
      lines.filter((line) => line.bookingId === row.id),
      language,
      terms,
      refunds.get(row.id),
    ),
  );
}

/**
 * The booking a path names: by its _id when the reference is a UUID, else by its ordId. Anything else (36 'a's) is
 * looked up as an ordId and not found, never handed to the uuid column for the database to refuse.
 */
export function whereReference(reference: string) {
  return idSchema.safeParse(reference).success ? eq(bookings.id, reference) : eq(bookings.ordId, reference);
}

/**
 * One booking by its _id or its ordId; 404 when there is none. `lock` (inside a transaction) holds the booking row
 * until the transaction ends, so a change decided on what was read is not raced by another.
 */
export async function findOrder(
  db: Tx,
  terms: ChangeTerms,
  reference: string,
  { lock = false, language = 'en' }: { lock?: boolean; language?: Language } = {},
): Promise<Booking & { userId: string }> {
  const query = selectBookings(db).where(whereReference(reference)).limit(1);
  const [row] = lock ? await query.for('update', { of: bookings }) : await query;
  if (!row) throw notFound('errors.orders.notFound');
  const [booking] = await withLines(db, terms, [row], language);
  return { ...booking!, userId: row.userId };
}

export async function getOwnOrder(
  db: Tx,
  terms: ChangeTerms,
  userId: string,
  reference: string,
  language: Language = 'en',
): Promise<Booking> {
  const { userId: owner, ...booking } = await findOrder(db, terms, reference, { language });
  if (owner !== userId) throw forbidden();
  return booking;
}

/** The area of the order's address as it was placed (null for free-text addresses saved before areas). */
export const addressArea = sql<string | null>`${bookings.addressSnapshot} ->> 'area'`;

/**
 * The booking row a change is decided on, locked (SELECT ... FOR UPDATE) until the transaction ends, so two changes
 * of one order serialize: the second sees the first's result. 404 when there is none.
 */
export async function lockBooking(tx: Tx, reference: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      ordId: bookings.ordId,
      userId: bookings.userId,
      ordStatus: bookings.ordStatus,
      paymentType: bookings.paymentType,
      paymentStatus: bookings.paymentStatus,
      servicePartnerId: bookings.servicePartnerId,
      preferredPartnerId: bookings.preferredPartnerId,
      subCategoryId: bookings.subCategoryId,
      slotStart: bookings.slotStart,
      slotEnd: bookings.slotEnd,
      area: addressArea,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(whereReference(reference))
    .limit(1)
    .for('update');
  if (!row) throw notFound('errors.orders.notFound');
  return row;
}

/** An order's last statuses: nothing more happens to it. */
export const FINAL_STATUSES: OrderStatus[] = ['Completed', 'Cancelled'];

/** The user's orders, newest first. */
export async function listOrders(db: Db, terms: ChangeTerms, userId: string, language: Language): Promise<Booking[]> {
  const rows = await selectBookings(db)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return withLines(db, terms, rows, language);
}

/** The lines of some orders, in their order: each service's snapshot, and its duration from the catalogue. */
export async function linesOf(db: Tx, bookingIds: string[]) {
  if (!bookingIds.length) return [];
  return db
    .select({
      bookingId: bookingLines.bookingId,
      snapshot: bookingLines.serviceSnapshot,
      minutes: services.durationMinutes,
    })
    .from(bookingLines)
    .innerJoin(services, eq(services.id, bookingLines.serviceId))
    .where(inArray(bookingLines.bookingId, bookingIds))
    .orderBy(asc(bookingLines.position));
}

/** The fields every operations view of an order shares. */
export function orderBasics(row: {
  id: string;
  ordId: string;
  ordStatus: string;
  orderedDate: Date;
  totalFils: number;
  paymentType: number;
  paymentStatus: PaymentStatus;
  slotStart: Date | null;
  slotEnd: Date | null;
}) {
  return {
    _id: row.id,
    ordId: row.ordId,
    ordStatus: row.ordStatus as OrderStatus,
    orderedDate: row.orderedDate.toISOString(),
    totalPrice: filsToKd(row.totalFils),
    paymentType: row.paymentType,
    payment_status: row.paymentStatus,
    slotStart: row.slotStart ? toKuwaitIso(row.slotStart) : null,
    slotEnd: row.slotEnd ? toKuwaitIso(row.slotEnd) : null,
  };
}

/** The instants of the Kuwait day `now` falls on: from its midnight (inclusive) to the next (exclusive). */
export function kuwaitDayOf(now: Date): { start: Date; end: Date } {
  const today = kuwaitDate(now);
  return { start: new Date(kuwaitMidnight(today)), end: new Date(kuwaitMidnight(addKuwaitDays(today, 1))) };
}
