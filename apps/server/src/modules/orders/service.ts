import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import {
  ORDER_STATUSES,
  PAYMENT_TYPE_COD,
  PAYMENT_TYPE_ONLINE,
  type OrderStatus,
  type PaymentStatus,
} from '@khidma/shared/constants';
import type { Language } from '@khidma/shared/languages';
import { filsToKd, kdToFils } from '@khidma/shared/money';
import { refuseMove } from '@khidma/shared/order-flow';
import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrdersQuery,
  AssignablePartner,
  Dashboard,
  Job,
  JOB_VIEWS,
  Page,
} from '@khidma/shared/schemas/operations';
import type { Booking, OrderCreate } from '@khidma/shared/schemas/order';
import type { Db, Tx } from '../../db/client';
import { violatedUniqueIndex } from '../../db/unique-violation';
import {
  bookingLines,
  bookings,
  orderEvents,
  payments,
  servicePartners,
  services,
  users,
  type ServiceSnapshot,
} from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors';
import { addKuwaitDays, kuwaitDate, kuwaitMidnight, toKuwaitIso } from '@khidma/shared/kuwait-time';
import { pageAnswer, pageWindow, startsWithPattern } from '../../lib/paging';
import { addressSnapshot, ownedAddress } from '../addresses/service';
import { requireServedArea } from '../areas/service';
import { removeServicesFromCart } from '../cart/service';
import type { ResponseCache } from '../catalog/response-cache';
import { formatDuration, selectServices, toService } from '../catalog/service';
import { paymentAttempts, startCharge, type PaymentContext } from '../payments/service';
import { getOperationsSettings } from '../settings/service';
import { holdSlot, partnersFreeAt } from '../slots/service';
import type { ChangeTerms, OrderRules } from './change-terms';
import { recordOrderEvent, textOrderStatus, type SmsContext } from './events';
import { getOwnOrder, lockBooking, selectBookings, whereReference, withLines } from './queries';

export { getOwnOrder };

type JobView = (typeof JOB_VIEWS)[number];

const ORDER_ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** "KH-7Q4M2XKD": short enough to read over the phone, 32^8 values so a clash is not a practical concern. */
function newOrderId(): string {
  let id = 'KH-';
  for (let index = 0; index < 8; index += 1) id += ORDER_ID_ALPHABET[randomInt(ORDER_ID_ALPHABET.length)];
  return id;
}

export async function listOrders(db: Db, terms: ChangeTerms, userId: string, language: Language): Promise<Booking[]> {
  const rows = await selectBookings(db)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return withLines(db, terms, rows, language);
}

/** The order a user's Idempotency-Key already made, if any. */
async function orderOfKey(db: Db, userId: string, idempotencyKey: string): Promise<string | undefined> {
  const [existing] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, idempotencyKey)))
    .limit(1);
  return existing?.id;
}

const MINUTE_MS = 60_000;

/** A retried request's Idempotency-Key, and the language the answer names the services in. */
export type OrderOptions = { idempotencyKey?: string; language?: Language };

/**
 * odm/srv_booking (design §3): one transaction; prices and the total come from our catalogue, and a client total
 * that differs is a 409 that creates nothing. The order keeps a snapshot of each service and of the address.
 * One order is one visit by one partner, and a partner has one skill: its services are of one sub-category (else
 * 400), and it lasts their durations summed. Its slot is held in the transaction (holdSlot: 409 when taken); with
 * auto-assign on, the best rated free partner gets it at once (the partner then accepts as usual).
 * With an Idempotency-Key, a retried request returns the order the first one made.
 */
export async function createOrder(
  db: Db,
  rules: OrderRules,
  userId: string,
  input: OrderCreate,
  { idempotencyKey, language = 'en' }: OrderOptions = {},
): Promise<Booking> {
  if (idempotencyKey) {
    const existing = await orderOfKey(db, userId, idempotencyKey);
    if (existing) return getOwnOrder(db, rules, userId, existing, language);
  }

  const serviceIds = input.services_json.map((line) => line.serviceId);
  if (new Set(serviceIds).size !== serviceIds.length) throw badRequest('errors.orders.duplicateService');

  try {
    const bookingId = await db.transaction(async (tx) => {
      const address = await ownedAddress(tx, userId, input.addressId);
      const rows = await selectServices(tx).where(inArray(services.id, serviceIds));
      const byId = new Map(rows.map((row) => [row.id, row]));

      const unavailable = input.services_json.filter((line) => !byId.get(line.serviceId)?.active);
      if (unavailable.length) {
        throw conflict('errors.orders.servicesUnavailable');
      }
      const subCategoryIds = new Set(rows.map((row) => row.subCategoryId));
      if (subCategoryIds.size !== 1) {
        throw badRequest('errors.orders.oneSubCategoryPerVisit', {
          services_json: 'errors.orders.oneSubCategoryPerVisit',
        });
      }
      const subCategoryId = rows[0]!.subCategoryId;
      const durationMinutes = rows.reduce((sum, row) => sum + row.durationMinutes, 0);
      const lines = input.services_json.map((line, position) => {
        // The snapshot is the order's record, in English with the Arabic name beside it, whoever placed it.
        const row = byId.get(line.serviceId)!;
        const service = toService(row, 'en');
        return {
          position,
          priceFils: kdToFils(service.Price),
          service,
          nameAr: row.nameAr,
          clientFils: kdToFils(line.servicePrice),
        };
      });
      const totalFils = lines.reduce((sum, line) => sum + line.priceFils, 0);
      if (totalFils !== kdToFils(input.totalPrice) || lines.some((line) => line.priceFils !== line.clientFils)) {
        throw conflict('errors.orders.pricesChanged');
      }

      await requireServedArea(tx, address, subCategoryId, language);
      const freePartnerIds = await holdSlot(tx, rules, {
        subCategoryId,
        start: input.slotStart,
        durationMinutes,
        area: address.area || undefined,
      });
      const slotStart = new Date(input.slotStart);
      const { autoAssign } = await getOperationsSettings(tx);
      const assignee = autoAssign ? (freePartnerIds[0] ?? null) : null;

      const isCod = input.paymentType === PAYMENT_TYPE_COD;
      const ordStatus = isCod ? 'Open' : 'Pending';
      const [booking] = await tx
        .insert(bookings)
        .values({
          ordId: newOrderId(),
          userId,
          ordStatus,
          paymentType: input.paymentType,
          paymentStatus: isCod ? 'NOT_REQUIRED' : 'PENDING',
          totalFils,
          addressId: address._id,
          addressSnapshot: addressSnapshot(address),
          idempotencyKey,
          subCategoryId,
          slotStart,
          slotEnd: new Date(slotStart.getTime() + durationMinutes * MINUTE_MS),
          servicePartnerId: assignee,
        })
        .returning({ id: bookings.id });
      if (!booking) throw new Error('booking insert returned nothing');
      if (assignee) {
        await recordOrderEvent(tx, {
          bookingId: booking.id,
          actorUserId: null,
          actorRole: 'system',
          fromStatus: ordStatus,
          toStatus: ordStatus,
          fromPartnerId: null,
          toPartnerId: assignee,
        });
      }

      await tx.insert(bookingLines).values(
        lines.map(({ position, priceFils, service, nameAr }) => ({
          bookingId: booking.id,
          serviceId: service._id,
          position,
          priceFils,
          serviceSnapshot: {
            _id: service._id,
            ServiceName: service.ServiceName,
            ServiceNameAr: nameAr,
            Price: service.Price,
            Image: service.Image,
            SrvCategoryId: service.SrvCategoryId,
            SrvCategoryName: service.SrvCategoryName,
            SrvSubCategoryId: service.SrvSubCategoryId,
            SrvSubCategoryName: service.SrvSubCategoryName,
          } satisfies ServiceSnapshot,
        })),
      );
      // A COD order is placed now; an Online one keeps the cart until the payment is verified.
      if (isCod) await removeServicesFromCart(tx, userId, serviceIds);
      return booking.id;
    });
    return getOwnOrder(db, rules, userId, bookingId, language);
  } catch (error) {
    // Two requests with one Idempotency-Key raced: the loser answers with the winner's order, whether it lost on
    // the key or (waiting on the slot's lock) found the winner holding the slot.
    const lostRace =
      violatedUniqueIndex(error) === 'bookings_idempotency_key' ||
      (error instanceof AppError && error.message === 'errors.slots.taken');
    const winner = idempotencyKey && lostRace ? await orderOfKey(db, userId, idempotencyKey) : undefined;
    if (winner) return getOwnOrder(db, rules, userId, winner, language);
    throw error;
  }
}

/** Places an order; an Online one not yet paid also gets the gateway's charge (its link as paymentLink). */
export async function placeOrder(
  payment: PaymentContext,
  userId: string,
  input: OrderCreate,
  options: OrderOptions = {},
): Promise<Booking> {
  const order = await createOrder(payment.db, payment.orderRules, userId, input, options);
  if (order.paymentType !== PAYMENT_TYPE_ONLINE || order.payment_status === 'PAID') return order;
  // Online: the gateway's charge, created here so the browser never holds a gateway key (design §3). A retried
  // request gets the charge the first one made. No link (the gateway failed): the order waits for 'Pay now'.
  const { link } = await startCharge(payment, userId, order);
  return link ? { ...order, paymentLink: link } : order;
}

// ---------------------------------------------------------------- operations (admin console, partner portal)

/** Who changes an order by hand: an admin, or the partner (service_partners row) the order is assigned to. */
export type OrderActorRef = { role: 'admin'; userId: string } | { role: 'partner'; userId: string; partnerId: string };

/**
 * What a change touches beyond its transaction: the best sellers' cache, and the customer's SMS; and the slots'
 * rules, to tell whether a partner is free at the order's slot.
 */
export type OperationsContext = SmsContext & { catalogCache: ResponseCache; orderRules: OrderRules };

export type OrderChange = {
  /** A partner to assign (admin), or null to unassign (the partner's decline). */
  servicePartnerId?: string | null;
  ordStatus?: OrderStatus;
  reason?: string;
  /** The partner confirms the cash of a COD job when completing it. */
  cashCollected?: boolean;
};

/** An order is (re)assigned, or declined, only before its partner sets off. */
const ASSIGNABLE: readonly string[] = ['Open', 'Accepted'];
const FINAL_STATUSES: OrderStatus[] = ['Completed', 'Cancelled'];

/**
 * The one way an order is moved or (re)assigned by a person. The booking row is locked (SELECT ... FOR UPDATE) while
 * the change is checked against the state machine (order-flow.ts) and made, so two admins at once serialize: the
 * second sees the first's result. A new partner must be approved, not suspended, and do one of the order's
 * sub-categories; (re)assigning or declining an Accepted order puts it back to Open for the new partner to accept.
 * One audit entry per change, in the same transaction. After it commits: a status change texts the customer, and a
 * completed order refreshes the best sellers. A change that changes nothing (the same partner again) writes nothing.
 */
export async function changeOrder(
  context: OperationsContext,
  actor: OrderActorRef,
  reference: string,
  change: OrderChange,
): Promise<string> {
  const result = await context.db.transaction(async (tx) => {
    const row = await lockBooking(tx, reference);
    if (actor.role === 'partner' && row.servicePartnerId !== actor.partnerId) throw forbidden();

    let partnerId = row.servicePartnerId;
    let status = row.ordStatus;
    if (change.servicePartnerId !== undefined && change.servicePartnerId !== partnerId) {
      if (!ASSIGNABLE.includes(status)) {
        const refusal = change.servicePartnerId ? 'errors.orders.cannotAssign' : 'errors.orders.cannotDecline';
        throw conflict(refusal, undefined, { status });
      }
      if (change.servicePartnerId) {
        await checkAssignable(tx, row.id, change.servicePartnerId);
        await checkFreeAtSlot(tx, context.orderRules, row, change.servicePartnerId);
      }
      partnerId = change.servicePartnerId;
      status = 'Open';
    }
    if (change.ordStatus) {
      const refusal = refuseMove(actor.role, status, change.ordStatus, partnerId !== null);
      if (refusal) throw conflict(refusal.reason, undefined, refusal.values);
      const collectsCash = actor.role === 'partner' && row.paymentType === PAYMENT_TYPE_COD;
      if (collectsCash && change.ordStatus === 'Completed' && change.cashCollected !== true) {
        throw conflict('errors.orders.cashNotConfirmed');
      }
      status = change.ordStatus;
    }
    if (status === row.ordStatus && partnerId === row.servicePartnerId) {
      return { id: row.id, userId: row.userId, ordId: row.ordId, ordStatus: status, moved: false };
    }

    await tx.update(bookings).set({ ordStatus: status, servicePartnerId: partnerId }).where(eq(bookings.id, row.id));
    await recordOrderEvent(tx, {
      bookingId: row.id,
      actorUserId: actor.userId,
      actorRole: actor.role,
      fromStatus: row.ordStatus,
      toStatus: status,
      fromPartnerId: row.servicePartnerId,
      toPartnerId: partnerId,
      reason: change.reason,
    });
    if (status === 'Completed') {
      const lines = await tx
        .select({ serviceId: bookingLines.serviceId })
        .from(bookingLines)
        .where(eq(bookingLines.bookingId, row.id));
      await tx
        .update(services)
        .set({ salesCount: sql`${services.salesCount} + 1` })
        .where(
          inArray(
            services.id,
            lines.map((line) => line.serviceId),
          ),
        );
    }
    return { id: row.id, userId: row.userId, ordId: row.ordId, ordStatus: status, moved: status !== row.ordStatus };
  });
  if (result.moved) {
    // A completed order counts towards the best sellers.
    if (result.ordStatus === 'Completed') context.catalogCache.invalidate();
    await textOrderStatus(context, result);
  }
  return result.id;
}

/** The sub-categories of an order's services, as they were ordered: the skills a partner needs (one of them). */
async function orderSkills(db: Tx, bookingId: string): Promise<string[]> {
  const skill = sql<string>`${bookingLines.serviceSnapshot}->>'SrvSubCategoryId'`;
  const rows = await db.selectDistinct({ skill }).from(bookingLines).where(eq(bookingLines.bookingId, bookingId));
  return rows.map((row) => row.skill);
}

/** A partner who may take this order: approved, not suspended, with one of its sub-categories; else 404 or 409. */
async function checkAssignable(tx: Tx, bookingId: string, partnerId: string): Promise<void> {
  const [partner] = await tx
    .select({
      status: servicePartners.status,
      subCategoryId: servicePartners.subCategoryId,
      blockedAt: users.blockedAt,
    })
    .from(servicePartners)
    .leftJoin(users, eq(users.id, servicePartners.userId))
    .where(eq(servicePartners.id, partnerId))
    .limit(1);
  if (!partner) throw notFound('errors.orders.partnerNotFound');
  if (partner.status !== 'approved') throw conflict('errors.orders.partnerNotApproved');
  if (partner.blockedAt) throw conflict('errors.orders.partnerSuspended');
  const skills = await orderSkills(tx, bookingId);
  if (!partner.subCategoryId || !skills.includes(partner.subCategoryId)) {
    throw conflict('errors.orders.partnerLacksSkill');
  }
}

/** A booked slot: the sub-category it was held for, and its length. Null for an order placed before slots. */
export function slotOf(row: {
  id: string;
  subCategoryId: string | null;
  slotStart: Date | null;
  slotEnd: Date | null;
}) {
  if (!row.subCategoryId || !row.slotStart || !row.slotEnd) return null;
  return {
    subCategoryId: row.subCategoryId,
    start: row.slotStart,
    durationMinutes: Math.round((row.slotEnd.getTime() - row.slotStart.getTime()) / MINUTE_MS),
    exceptBookingId: row.id,
  };
}

/**
 * A partner assigned by hand must be free at the order's slot (else 409 errors.slots.partnerBusy), checked under
 * the sub-category's slot lock so a new order cannot take them meanwhile. An order without a slot: no check.
 */
async function checkFreeAtSlot(
  tx: Tx,
  rules: OrderRules,
  row: Parameters<typeof slotOf>[0],
  partnerId: string,
): Promise<void> {
  const slot = slotOf(row);
  if (!slot) return;
  const free = await partnersFreeAt(tx, rules, { ...slot, lock: true });
  if (!free.includes(partnerId)) throw conflict('errors.slots.partnerBusy');
}

/** Partners who can take jobs: approved, and their login (if any) not suspended. */
const partnerCanWork = and(eq(servicePartners.status, 'approved'), isNull(users.blockedAt));

const ratingOf = sql<number>`case when ${servicePartners.ratingCount} > 0
  then ${servicePartners.ratingTotal}::float / ${servicePartners.ratingCount} else 0 end`.mapWith(Number);

// ---------------------------------------------------------------- admin console

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
      refundDue: bookings.refundDue,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(servicePartners, eq(servicePartners.id, bookings.servicePartnerId));
}
type AdminOrderRow = Awaited<ReturnType<ReturnType<typeof selectAdminOrders>['execute']>>[number];

/** The lines of some orders, in their order: each service's snapshot, and its duration from the catalogue. */
async function linesOf(db: Tx, bookingIds: string[]) {
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
function orderBasics(row: {
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

async function toAdminOrders(db: Tx, rows: AdminOrderRow[]): Promise<AdminOrder[]> {
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...orderBasics(row),
    customer: { _id: row.customerId, name: row.customerName, phone: row.phone, country_code: row.countryCode },
    partner: row.partnerId ? { _id: row.partnerId, name: row.partnerName ?? '' } : null,
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
  const partnerIds = [...new Set(events.flatMap((event) => [event.fromPartnerId, event.toPartnerId]))].filter(
    (id): id is string => id !== null,
  );
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
    // A second capture to give back, or the customer cancelled an order paid online.
    refundDue: row.refundDue || attempts.some((attempt) => attempt.refundDue),
    lateChangeFees: filsToKd(row.lateChangeFeeFils),
  };
}

/**
 * GET admin/orders/{ordId}/partners: who can take the order; those free at its slot first (every one for an order
 * without a slot), then the best rated, the least busy, the name.
 */
export async function assignablePartners(db: Db, rules: OrderRules, reference: string): Promise<AssignablePartner[]> {
  const [order] = await db
    .select({
      id: bookings.id,
      subCategoryId: bookings.subCategoryId,
      slotStart: bookings.slotStart,
      slotEnd: bookings.slotEnd,
    })
    .from(bookings)
    .where(whereReference(reference))
    .limit(1);
  if (!order) throw notFound('errors.orders.notFound');
  const skills = await orderSkills(db, order.id);
  if (!skills.length) return [];
  const active = db
    .select({ partnerId: bookings.servicePartnerId, jobs: count().as('jobs') })
    .from(bookings)
    .where(and(isNotNull(bookings.servicePartnerId), notInArray(bookings.ordStatus, FINAL_STATUSES)))
    .groupBy(bookings.servicePartnerId)
    .as('active');
  const activeJobs = sql<number>`coalesce(${active.jobs}, 0)`.mapWith(Number);
  const partners = await db
    .select({
      _id: servicePartners.id,
      name: servicePartners.name,
      SrvSubCategoryName: servicePartners.subCategoryName,
      rating: ratingOf,
      activeJobs,
    })
    .from(servicePartners)
    .leftJoin(users, eq(users.id, servicePartners.userId))
    .leftJoin(active, eq(active.partnerId, servicePartners.id))
    .where(and(partnerCanWork, inArray(servicePartners.subCategoryId, skills)))
    .orderBy(desc(ratingOf), asc(activeJobs), asc(servicePartners.name));
  const slot = slotOf(order);
  const free = slot ? new Set(await partnersFreeAt(db, rules, slot)) : null;
  const withFreedom = partners.map((partner) => ({ ...partner, freeAtSlot: free?.has(partner._id) ?? true }));
  // A stable sort: within each group, the database's order stays.
  return withFreedom.sort((a, b) => Number(b.freeAtSlot) - Number(a.freeAtSlot));
}

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
  return {
    ordersToday,
    revenueToday: { online: filsToKd(online?.fils ?? 0), cash: filsToKd(cash?.fils ?? 0) },
    applicationsWaiting,
    partnersActive: working?.partners ?? 0,
  };
}

// ---------------------------------------------------------------- partner portal

/** The partner (service_partners row) whose login is `userId`; a partner account without one gets 403. */
export async function partnerOf(db: Db, userId: string): Promise<string> {
  const [partner] = await db
    .select({ id: servicePartners.id })
    .from(servicePartners)
    .where(eq(servicePartners.userId, userId))
    .limit(1);
  if (!partner) throw forbidden();
  return partner.id;
}

function selectJobs(db: Tx) {
  return db
    .select({
      id: bookings.id,
      ordId: bookings.ordId,
      ordStatus: bookings.ordStatus,
      orderedDate: bookings.orderedDate,
      customerName: users.name,
      addressSnapshot: bookings.addressSnapshot,
      paymentType: bookings.paymentType,
      paymentStatus: bookings.paymentStatus,
      totalFils: bookings.totalFils,
      servicePartnerId: bookings.servicePartnerId,
      slotStart: bookings.slotStart,
      slotEnd: bookings.slotEnd,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId));
}
type JobRow = Awaited<ReturnType<ReturnType<typeof selectJobs>['execute']>>[number];

async function toJobs(db: Tx, rows: JobRow[], language: Language): Promise<Job[]> {
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...orderBasics(row),
    // Only what the visit needs of the customer: a first name to greet, and the address's phone.
    customerFirstName: row.customerName.trim().split(/\s+/)[0] ?? '',
    phone: row.addressSnapshot.phoneNo,
    ServiceAddress: row.addressSnapshot,
    services: lines
      .filter((line) => line.bookingId === row.id)
      .map(({ snapshot, minutes }) => ({
        ServiceName: (language === 'ar' ? snapshot.ServiceNameAr : undefined) ?? snapshot.ServiceName,
        ServiceTime: formatDuration(minutes, language),
      })),
  }));
}

/** When a job happens: its slot's start, or (an order placed before slots) when it was ordered. */
const jobTime = sql<Date>`coalesce(${bookings.slotStart}, ${bookings.orderedDate})`;

/**
 * GET partner/jobs: `today` = the partner's orders of the current Kuwait day (by their slot, by orderedDate for an
 * order without one); `upcoming` = those not finished and not of today, the soonest first; `past` = Completed and
 * Cancelled ones, the latest 100.
 */
export async function partnerJobs(
  db: Db,
  partnerId: string,
  view: JobView,
  language: Language,
  now = new Date(),
): Promise<Job[]> {
  const { start, end } = kuwaitDayOf(now);
  const mine = eq(bookings.servicePartnerId, partnerId);
  const query = selectJobs(db);
  const rows =
    view === 'today'
      ? await query.where(and(mine, gte(jobTime, start), lt(jobTime, end))).orderBy(asc(jobTime), asc(bookings.id))
      : view === 'upcoming'
        ? await query
            .where(and(mine, notInArray(bookings.ordStatus, FINAL_STATUSES), or(lt(jobTime, start), gte(jobTime, end))))
            .orderBy(asc(jobTime), asc(bookings.id))
        : await query
            .where(and(mine, inArray(bookings.ordStatus, FINAL_STATUSES)))
            .orderBy(desc(jobTime), desc(bookings.id))
            .limit(100);
  return toJobs(db, rows, language);
}

/** One job: 404 when there is no such order, 403 when it is not this partner's. */
export async function partnerJob(db: Db, partnerId: string, reference: string, language: Language): Promise<Job> {
  const [row] = await selectJobs(db).where(whereReference(reference)).limit(1);
  if (!row) throw notFound('errors.orders.notFound');
  if (row.servicePartnerId !== partnerId) throw forbidden();
  const [job] = await toJobs(db, [row], language);
  return job!;
}

/** A job as it is now, whoever holds it: the answer to its partner's move or decline. */
export async function jobAfterChange(db: Db, bookingId: string, language: Language): Promise<Job> {
  const [row] = await selectJobs(db).where(eq(bookings.id, bookingId)).limit(1);
  const [job] = await toJobs(db, [row!], language);
  return job!;
}

/** The instants of the Kuwait day `now` falls on: from its midnight (inclusive) to the next (exclusive). */
function kuwaitDayOf(now: Date): { start: Date; end: Date } {
  const today = kuwaitDate(now);
  return { start: new Date(kuwaitMidnight(today)), end: new Date(kuwaitMidnight(addKuwaitDays(today, 1))) };
}
