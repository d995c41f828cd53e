import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { PAYMENT_TYPE_COD, PAYMENT_TYPE_ONLINE } from '@khidma/shared/constants';
import type { Language } from '@khidma/shared/languages';
import { kdToFils } from '@khidma/shared/money';
import type { Booking, OrderCreate } from '@khidma/shared/schemas/order';
import type { Db, Tx } from '../../db/client';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { bookingLines, bookings, services, users, type ServiceSnapshot } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../errors';
import { addressSnapshot, ownedAddress } from '../addresses/service';
import { requireServedArea } from '../areas/service';
import { removeServicesFromCart } from '../cart/service';
import { selectServices, toService } from '../catalog/service';
import { startCharge, type PaymentContext } from '../payments/service';
import { getOperationsSettings } from '../settings/service';
import { enqueue } from '../notifications/enqueue';
import { holdSlot } from '../slots/service';
import { applyPromo, recordPromoUse } from '../promotions/service';
import { autoAssign, checkPreferredPartner } from './assignment';
import type { OrderRules } from './change-terms';
import { expireUnpaidOrders } from './payment-window';
import { getOwnOrder } from './queries';

/** Placing an order: its checks, its snapshot, its slot held, and (Online) its charge. */

const ORDER_ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** "KH-7Q4M2XKD": short enough to read over the phone, 32^8 values so a clash is not a practical concern. */
function newOrderId(): string {
  let id = 'KH-';
  for (let index = 0; index < 8; index += 1) id += ORDER_ID_ALPHABET[randomInt(ORDER_ID_ALPHABET.length)];
  return id;
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

/** Statuses of an order the partner has not started yet: it still holds its slot and the account's place. */
const NOT_STARTED = ['Pending', 'Open', 'Accepted', 'Traveling', 'Reached'];

/**
 * One account holds at most MAX_UNPAID_ORDERS unpaid Online orders and MAX_OPEN_ORDERS orders not yet started
 * (409 saying which, nothing created), so no account can take a day's slots (docs/decisions/2026-11-26-order-caps.md).
 * The account's row is locked first, so two orders placed at once by one account are counted one after the other.
 */
async function checkOrderCaps(tx: Tx, rules: OrderRules, userId: string, online: boolean): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [held] = await tx
    .select({
      open: count(),
      unpaid: count(
        sql`case when ${bookings.ordStatus} = 'Pending' and ${bookings.paymentType} = ${PAYMENT_TYPE_ONLINE} then 1 end`,
      ),
    })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), inArray(bookings.ordStatus, NOT_STARTED)));
  if (online && (held?.unpaid ?? 0) >= rules.maxUnpaidOrders) {
    throw conflict('errors.orders.tooManyUnpaid', undefined, { max: String(rules.maxUnpaidOrders) });
  }
  if ((held?.open ?? 0) >= rules.maxOpenOrders) {
    throw conflict('errors.orders.tooManyOpen', undefined, { max: String(rules.maxOpenOrders) });
  }
}

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

  // Orders whose payment window ended free their slots (and stop counting against the caps) first.
  await expireUnpaidOrders(db, rules);
  const serviceIds = input.services_json.map((line) => line.serviceId);
  if (new Set(serviceIds).size !== serviceIds.length) throw badRequest('errors.orders.duplicateService');

  try {
    const bookingId = await db.transaction(async (tx) => {
      await checkOrderCaps(tx, rules, userId, input.paymentType === PAYMENT_TYPE_ONLINE);
      const address = await ownedAddress(tx, userId, input.addressId);
      const preferredPartnerId = input.preferredPartnerId ?? null;
      if (preferredPartnerId) await checkPreferredPartner(tx, userId, preferredPartnerId);
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
      const subtotalFils = lines.reduce((sum, line) => sum + line.priceFils, 0);
      // A promo code (modules/promotions): its row stays locked until this order commits with its use.
      const promo = input.promoCode
        ? await applyPromo(
            tx,
            { code: input.promoCode, userId, subtotalFils, subCategoryIds: [subCategoryId] },
            { lock: true },
          )
        : null;
      const totalFils = subtotalFils - (promo?.discountFils ?? 0);
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
          discountFils: promo?.discountFils ?? 0,
          addressId: address._id,
          addressSnapshot: addressSnapshot(address),
          idempotencyKey,
          subCategoryId,
          slotStart,
          slotEnd: new Date(slotStart.getTime() + durationMinutes * MINUTE_MS),
          preferredPartnerId,
        })
        .returning({
          id: bookings.id,
          ordStatus: bookings.ordStatus,
          paymentStatus: bookings.paymentStatus,
          servicePartnerId: bookings.servicePartnerId,
        });
      if (!booking) throw new Error('booking insert returned nothing');
      if (promo) await recordPromoUse(tx, promo, { userId, bookingId: booking.id });
      if ((await getOperationsSettings(tx)).autoAssign)
        await autoAssign(tx, booking, freePartnerIds, preferredPartnerId);

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
      await enqueue(tx, 'order.placed', { bookingId: booking.id });
      return booking.id;
    });
    return getOwnOrder(db, rules, userId, bookingId, language);
  } catch (error) {
    // Two requests with one Idempotency-Key raced: the loser answers with the winner's order, whether it lost on
    // the key or (waiting on the slot's lock) found the winner holding the slot.
    const lostRace =
      violatedUniqueIndex(error) === 'bookings_idempotency_key' ||
      (error instanceof AppError && LOST_RACE_REFUSALS.includes(error.message));
    const winner = idempotencyKey && lostRace ? await orderOfKey(db, userId, idempotencyKey) : undefined;
    if (winner) return getOwnOrder(db, rules, userId, winner, language);
    throw error;
  }
}

/** What a request refuses when another with its Idempotency-Key placed the order first (taking its slot, or place). */
const LOST_RACE_REFUSALS = [
  'errors.slots.taken',
  'errors.orders.tooManyUnpaid',
  'errors.orders.tooManyOpen',
  'errors.promo.usedUp',
  'errors.promo.alreadyUsed',
];

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
