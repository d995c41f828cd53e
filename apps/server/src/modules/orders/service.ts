import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { PAYMENT_TYPE_COD, PAYMENT_TYPE_ONLINE, type OrderStatus } from '@khidma/shared/constants';
import type { Language } from '@khidma/shared/languages';
import { kdToFils } from '@khidma/shared/money';
import type { Booking, OrderCreate } from '@khidma/shared/schemas/order';
import type { Db } from '../../db/client';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { bookingLines, bookings, servicePartners, services, type ServiceSnapshot } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { ownedAddress } from '../addresses/service';
import { removeServicesFromCart } from '../cart/service';
import { selectServices, toService } from '../catalog/service';
import { startCharge, type PaymentContext } from '../payments/service';
import { checkOperatorMove } from './order-status';
import { findOrder, getOwnOrder, selectBookings, withLines } from './queries';

export { getOwnOrder };

const ORDER_ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** "KH-7Q4M2XKD": short enough to read over the phone, 32^8 values so a clash is not a practical concern. */
function newOrderId(): string {
  let id = 'KH-';
  for (let index = 0; index < 8; index += 1) id += ORDER_ID_ALPHABET[randomInt(ORDER_ID_ALPHABET.length)];
  return id;
}

export async function listOrders(db: Db, userId: string, language: Language): Promise<Booking[]> {
  const rows = await selectBookings(db)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return withLines(db, rows, language);
}

/** A retried request's Idempotency-Key, and the language the answer names the services in. */
export type OrderOptions = { idempotencyKey?: string; language?: Language };

/**
 * odm/srv_booking (design §3): one transaction; prices and the total come from our catalogue, and a client total
 * that differs is a 409 that creates nothing. The order keeps a snapshot of each service and of the address.
 * With an Idempotency-Key, a retried request returns the order the first one made.
 */
export async function createOrder(
  db: Db,
  userId: string,
  input: OrderCreate,
  { idempotencyKey, language = 'en' }: OrderOptions = {},
): Promise<Booking> {
  if (idempotencyKey) {
    const [existing] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, idempotencyKey)))
      .limit(1);
    if (existing) return getOwnOrder(db, userId, existing.id, language);
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

      const isCod = input.paymentType === PAYMENT_TYPE_COD;
      const [booking] = await tx
        .insert(bookings)
        .values({
          ordId: newOrderId(),
          userId,
          ordStatus: isCod ? 'Open' : 'Pending',
          paymentType: input.paymentType,
          paymentStatus: isCod ? 'NOT_REQUIRED' : 'PENDING',
          totalFils,
          addressId: address._id,
          addressSnapshot: {
            addressType: address.addressType,
            flatNo: address.flatNo,
            address: address.address,
            landmark: address.landmark,
            pincode: address.pincode,
            phoneNo: address.phoneNo,
            area: address.area,
            latitude: address.latitude,
            longitude: address.longitude,
          },
          idempotencyKey,
        })
        .returning({ id: bookings.id });
      if (!booking) throw new Error('booking insert returned nothing');

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
    return getOwnOrder(db, userId, bookingId, language);
  } catch (error) {
    // Two requests with one Idempotency-Key raced: the loser answers with the winner's order.
    if (idempotencyKey && violatedUniqueIndex(error) === 'bookings_idempotency_key') {
      return createOrder(db, userId, input, { idempotencyKey, language });
    }
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
  const order = await createOrder(payment.db, userId, input, options);
  if (order.paymentType !== PAYMENT_TYPE_ONLINE || order.payment_status === 'PAID') return order;
  // Online: the gateway's charge, created here so the browser never holds a gateway key (design §3). A retried
  // request gets the charge the first one made. No link (the gateway failed): the order waits for 'Pay now'.
  const { link } = await startCharge(payment, userId, order);
  return link ? { ...order, paymentLink: link } : order;
}

/**
 * Operator: move an order along its visit (rules in order-status.ts). Completing it counts its sales. The booking
 * row is locked while the move is checked and made: two operators completing one order count its sales once.
 */
export async function setOrderStatus(db: Db, reference: string, status: OrderStatus): Promise<Booking> {
  return db.transaction(async (tx) => {
    const { userId: _owner, ...order } = await findOrder(tx, reference, { lock: true });
    const check = checkOperatorMove(order.ordStatus, status, order.servicePartnerId !== null);
    if (!check.ok) throw conflict(check.reason, undefined, check.values);
    await tx.update(bookings).set({ ordStatus: status }).where(eq(bookings.id, order._id));
    if (status === 'Completed') {
      const ids = order.services_json.map((line) => line.serviceDetail._id);
      await tx
        .update(services)
        .set({ salesCount: sql`${services.salesCount} + 1` })
        .where(inArray(services.id, ids));
    }
    return { ...order, ordStatus: status };
  });
}

/** Operator: give the order to an approved partner; an Open order becomes Accepted. Locked as above. */
export async function assignPartner(db: Db, reference: string, partnerId: string): Promise<Booking> {
  return db.transaction(async (tx) => {
    const { userId: _owner, ...order } = await findOrder(tx, reference, { lock: true });
    if (['Completed', 'Cancelled', 'Pending'].includes(order.ordStatus)) {
      throw conflict('errors.orders.cannotAssign', undefined, { status: order.ordStatus });
    }
    const [partner] = await tx
      .select({ id: servicePartners.id, name: servicePartners.name, status: servicePartners.status })
      .from(servicePartners)
      .where(eq(servicePartners.id, partnerId))
      .limit(1);
    if (!partner) throw notFound('errors.orders.partnerNotFound');
    if (partner.status !== 'approved') throw conflict('errors.orders.partnerNotApproved');
    const ordStatus = order.ordStatus === 'Open' ? 'Accepted' : order.ordStatus;
    await tx.update(bookings).set({ servicePartnerId: partner.id, ordStatus }).where(eq(bookings.id, order._id));
    return { ...order, ordStatus, servicePartnerId: partner.id, servicePartnerName: partner.name };
  });
}
