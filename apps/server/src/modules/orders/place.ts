import { and, asc, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { PAYMENT_TYPE_ONLINE } from '@khidma/shared/constants';
import type { Language } from '@khidma/shared/languages';
import { kdToFils } from '@khidma/shared/money';
import type { Booking, CheckoutCreate, CheckoutVisit, OrderCreate } from '@khidma/shared/schemas/order';
import type { Db, Tx } from '../../db/client';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { bookingLines, bookings, checkouts, services, users, type ServiceSnapshot } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../errors';
import { addressSnapshot, ownedAddress } from '../addresses/service';
import { requireServedArea } from '../areas/service';
import { removeServicesFromCart } from '../cart/service';
import { selectServices, toService, type ServiceRow } from '../catalog/service';
import { startCharge } from '../payments/charge';
import type { PaymentContext } from '../payments/context';
import { getOperationsSettings } from '../settings/service';
import { enqueue } from '../notifications/enqueue';
import { applyPromo, recordPromoUse, type AppliedPromo } from '../promotions/service';
import { holdSlot } from '../slots/service';
import { autoAssign, checkPreferredPartner } from './assignment';
import type { OrderRules } from './change-terms';
import { expireUnpaidOrders } from './payment-window';
import { selectBookings, withLines } from './queries';

/**
 * Placing a checkout: its visits (one order each) checked, snapshotted, their slots held, all in one transaction,
 * and (Online) their one charge (docs/decisions/2026-11-26-multi-visit-checkout.md).
 */

const ORDER_ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** "KH-7Q4M2XKD": short enough to read over the phone, 32^8 values so a clash is not a practical concern. */
function newOrderId(): string {
  let id = 'KH-';
  for (let index = 0; index < 8; index += 1) id += ORDER_ID_ALPHABET[randomInt(ORDER_ID_ALPHABET.length)];
  return id;
}

/** The checkout a user's Idempotency-Key already made, if any. */
async function checkoutOfKey(db: Db, userId: string, idempotencyKey: string): Promise<string | undefined> {
  const [existing] = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, idempotencyKey)))
    .limit(1);
  return existing?.id;
}

/** A checkout's orders, in the order of its visits. */
async function ordersOfCheckout(db: Db, rules: OrderRules, checkoutId: string, language: Language) {
  const rows = await selectBookings(db).where(eq(bookings.checkoutId, checkoutId)).orderBy(asc(bookings.checkoutVisit));
  return withLines(db, rules, rows, language);
}

const MINUTE_MS = 60_000;

/** Statuses of an order the partner has not started yet: it still holds its slot and the account's place. */
const NOT_STARTED = ['Pending', 'Open', 'Accepted', 'Traveling', 'Reached'];

/**
 * One account holds at most MAX_UNPAID_ORDERS unpaid Online checkouts and MAX_OPEN_ORDERS orders not yet started
 * (409 saying which, nothing created), so no account can take a day's slots (docs/decisions/2026-11-26-order-caps.md).
 * A checkout of N visits adds N orders but one unpaid payment (docs/decisions/2026-11-26-multi-visit-checkout.md).
 * The account's row is locked first, so two checkouts placed at once by one account are counted one after the other.
 */
async function checkOrderCaps(tx: Tx, rules: OrderRules, userId: string, online: boolean, visits: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [held] = await tx
    .select({
      open: count(),
      // An order placed before checkouts is its own.
      unpaid: countDistinct(
        sql`case when ${bookings.ordStatus} = 'Pending' and ${bookings.paymentType} = ${PAYMENT_TYPE_ONLINE}
          then coalesce(${bookings.checkoutId}, ${bookings.id}) end`,
      ),
    })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), inArray(bookings.ordStatus, NOT_STARTED)));
  if (online && (held?.unpaid ?? 0) >= rules.maxUnpaidOrders) {
    throw conflict('errors.orders.tooManyUnpaid', undefined, { max: String(rules.maxUnpaidOrders) });
  }
  if ((held?.open ?? 0) + visits > rules.maxOpenOrders) {
    throw conflict('errors.orders.tooManyOpen', undefined, { max: String(rules.maxOpenOrders) });
  }
}

/** A retried request's Idempotency-Key, and the language the answer names the services in. */
export type OrderOptions = { idempotencyKey?: string; language?: Language };

/**
 * One visit priced and timed from our catalogue: one sub-category (a partner has one skill; else 400), each line
 * its unit price times its quantity, and the visit as long as its services' durations times their quantities.
 */
function priceVisit(visit: CheckoutVisit, index: number, byId: Map<string, ServiceRow>) {
  const rows = visit.services_json.map((line) => byId.get(line.serviceId)!);
  if (new Set(rows.map((row) => row.subCategoryId)).size !== 1) {
    throw badRequest('errors.orders.oneSubCategoryPerVisit', {
      [`visits.${index}.services_json`]: 'errors.orders.oneSubCategoryPerVisit',
    });
  }
  const lines = visit.services_json.map((line, position) => {
    // The snapshot is the order's record, in English with the Arabic name beside it, whoever placed it.
    const row = rows[position]!;
    const service = toService(row, 'en');
    const unitFils = kdToFils(service.Price);
    return {
      position,
      quantity: line.quantity,
      priceFils: unitFils * line.quantity,
      unitMatches: unitFils === kdToFils(line.servicePrice),
      minutes: row.durationMinutes * line.quantity,
      service,
      nameAr: row.nameAr,
    };
  });
  return {
    visit,
    index,
    subCategoryId: rows[0]!.subCategoryId,
    subCategoryName: rows[0]!.subCategoryName,
    durationMinutes: lines.reduce((sum, line) => sum + line.minutes, 0),
    totalFils: lines.reduce((sum, line) => sum + line.priceFils, 0),
    lines,
  };
}
type PricedVisit = ReturnType<typeof priceVisit>;

/**
 * A promo code's discount over a checkout's visits, in proportion to their totals (fils rounded down; what rounding
 * leaves goes to the first visit), so each order carries its own share: what a refund of that visit gives back,
 * and what its completion posts as the code's cost.
 */
export function splitDiscount(visitTotals: number[], discountFils: number): number[] {
  const total = visitTotals.reduce((sum, fils) => sum + fils, 0);
  if (discountFils === 0 || total === 0) return visitTotals.map(() => 0);
  const shares = visitTotals.map((fils) => Math.floor((discountFils * fils) / total));
  shares[0]! += discountFils - shares.reduce((sum, fils) => sum + fils, 0);
  return shares;
}

/**
 * The visit's slot held (holdSlot). A refusal names the visit's field (`visits.N.slotStart`), and in a checkout of
 * several visits its message says which one, so the web offers that visit's times afresh.
 */
async function holdVisitSlot(tx: Tx, rules: OrderRules, visit: PricedVisit, several: boolean, area?: string) {
  try {
    return await holdSlot(tx, rules, {
      subCategoryId: visit.subCategoryId,
      start: visit.visit.slotStart,
      durationMinutes: visit.durationMinutes,
      area,
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
    const field = { [`visits.${visit.index}.slotStart`]: error.message };
    if (!several) throw new AppError(409, error.message, field, { values: error.values });
    throw conflict('errors.checkout.visitTimeTaken', field, { visit: visit.subCategoryName });
  }
}

/** The checkout's row, then one order per visit with its lines, its slot held and its area checked. */
async function insertCheckout(
  tx: Tx,
  rules: OrderRules,
  userId: string,
  input: CheckoutCreate,
  visits: PricedVisit[],
  promo: AppliedPromo | null,
  idempotencyKey: string | undefined,
  language: Language,
): Promise<string> {
  const online = input.paymentType === PAYMENT_TYPE_ONLINE;
  const address = await ownedAddress(tx, userId, input.addressId);
  const preferredPartnerId = input.preferredPartnerId ?? null;
  if (preferredPartnerId) await checkPreferredPartner(tx, userId, preferredPartnerId);
  const discounts = splitDiscount(
    visits.map((visit) => visit.totalFils),
    promo?.discountFils ?? 0,
  );
  const [checkout] = await tx
    .insert(checkouts)
    .values({
      userId,
      paymentType: input.paymentType,
      totalFils: visits.reduce((sum, visit) => sum + visit.totalFils, 0) - (promo?.discountFils ?? 0),
      idempotencyKey,
    })
    .returning({ id: checkouts.id });
  if (!checkout) throw new Error('checkout insert returned nothing');
  const autoAssignOn = (await getOperationsSettings(tx)).autoAssign;
  let firstBookingId: string | undefined;
  for (const [position, visit] of visits.entries()) {
    await requireServedArea(tx, address, visit.subCategoryId, language);
    const freePartnerIds = await holdVisitSlot(tx, rules, visit, visits.length > 1, address.area || undefined);
    const slotStart = new Date(visit.visit.slotStart);
    const [booking] = await tx
      .insert(bookings)
      .values({
        ordId: newOrderId(),
        userId,
        ordStatus: online ? 'Pending' : 'Open',
        paymentType: input.paymentType,
        paymentStatus: online ? 'PENDING' : 'NOT_REQUIRED',
        totalFils: visit.totalFils - discounts[position]!,
        discountFils: discounts[position]!,
        addressId: address._id,
        addressSnapshot: addressSnapshot(address),
        checkoutId: checkout.id,
        checkoutVisit: visit.index,
        subCategoryId: visit.subCategoryId,
        slotStart,
        slotEnd: new Date(slotStart.getTime() + visit.durationMinutes * MINUTE_MS),
        preferredPartnerId,
      })
      .returning({
        id: bookings.id,
        ordStatus: bookings.ordStatus,
        paymentStatus: bookings.paymentStatus,
        servicePartnerId: bookings.servicePartnerId,
      });
    if (!booking) throw new Error('booking insert returned nothing');
    firstBookingId ??= booking.id;
    if (autoAssignOn) await autoAssign(tx, booking, freePartnerIds, preferredPartnerId);
    await tx.insert(bookingLines).values(
      visit.lines.map(({ position, quantity, priceFils, service, nameAr }) => ({
        bookingId: booking.id,
        serviceId: service._id,
        position,
        quantity,
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
    await enqueue(tx, 'order.placed', { bookingId: booking.id });
  }
  // One use of the code for the whole checkout, held by its first order (a cancelled order releases its use).
  if (promo) await recordPromoUse(tx, promo, { userId, bookingId: firstBookingId! });
  return checkout.id;
}

/**
 * odm/checkout (design §8): the cart's visits, one per sub-category, placed in one transaction, all or none.
 * Prices, durations and the total come from our catalogue (a client total that differs is a 409 that creates
 * nothing); each visit becomes one order with a snapshot of its services and of the address, its slot held (a
 * taken one is a 409 naming the visit, and nothing is created) and its area checked; with auto-assign on, the best
 * rated free partner gets it at once (the customer's preferred one when free: Book again). A promo code's discount
 * comes off the total and is shared among the orders. A checkouts row links the orders; placeCheckout makes the one
 * Online charge.
 * With an Idempotency-Key, a retried request returns the orders the first one made.
 */
export async function createCheckout(
  db: Db,
  rules: OrderRules,
  userId: string,
  input: CheckoutCreate,
  { idempotencyKey, language = 'en' }: OrderOptions = {},
): Promise<Booking[]> {
  if (idempotencyKey) {
    const existing = await checkoutOfKey(db, userId, idempotencyKey);
    if (existing) return ordersOfCheckout(db, rules, existing, language);
  }

  // Orders whose payment window ended free their slots (and stop counting against the caps) first.
  await expireUnpaidOrders(db, rules);
  const serviceIds = input.visits.flatMap((visit) => visit.services_json.map((line) => line.serviceId));
  if (new Set(serviceIds).size !== serviceIds.length) throw badRequest('errors.orders.duplicateService');

  try {
    const checkoutId = await db.transaction(async (tx) => {
      const online = input.paymentType === PAYMENT_TYPE_ONLINE;
      await checkOrderCaps(tx, rules, userId, online, input.visits.length);
      const rows = await selectServices(tx).where(inArray(services.id, serviceIds));
      const byId = new Map(rows.map((row) => [row.id, row]));
      if (serviceIds.some((id) => !byId.get(id)?.active)) throw conflict('errors.orders.servicesUnavailable');

      const visits = input.visits.map((visit, index) => priceVisit(visit, index, byId));
      if (new Set(visits.map((visit) => visit.subCategoryId)).size !== visits.length) {
        throw badRequest('errors.checkout.oneVisitPerKind', { visits: 'errors.checkout.oneVisitPerKind' });
      }
      const subtotalFils = visits.reduce((sum, visit) => sum + visit.totalFils, 0);
      // A promo code (modules/promotions): its row stays locked until the checkout commits with its use.
      const promo = input.promoCode
        ? await applyPromo(
            tx,
            {
              code: input.promoCode,
              userId,
              subtotalFils,
              subCategoryIds: visits.map((visit) => visit.subCategoryId),
            },
            { lock: true },
          )
        : null;
      const totalFils = subtotalFils - (promo?.discountFils ?? 0);
      const unitsMatch = visits.every((visit) => visit.lines.every((line) => line.unitMatches));
      if (totalFils !== kdToFils(input.totalPrice) || !unitsMatch) throw conflict('errors.orders.pricesChanged');

      const id = await insertCheckout(tx, rules, userId, input, visits, promo, idempotencyKey, language);
      // A cash checkout is placed now; an Online one keeps the cart until the payment is verified.
      if (!online) await removeServicesFromCart(tx, userId, serviceIds);
      return id;
    });
    return ordersOfCheckout(db, rules, checkoutId, language);
  } catch (error) {
    // Two requests with one Idempotency-Key raced: the loser answers with the winner's orders, whether it lost on
    // the key or (waiting on a slot's lock) found the winner holding the slot.
    const lostRace =
      violatedUniqueIndex(error) === 'checkouts_idempotency_key' ||
      (error instanceof AppError && LOST_RACE_REFUSALS.includes(error.message));
    const winner = idempotencyKey && lostRace ? await checkoutOfKey(db, userId, idempotencyKey) : undefined;
    if (winner) return ordersOfCheckout(db, rules, winner, language);
    throw error;
  }
}

/** What a request refuses when another with its Idempotency-Key placed the checkout first (its slot, or place). */
const LOST_RACE_REFUSALS = [
  'errors.slots.taken',
  'errors.checkout.visitTimeTaken',
  'errors.orders.tooManyUnpaid',
  'errors.orders.tooManyOpen',
  'errors.promo.usedUp',
  'errors.promo.alreadyUsed',
];

/**
 * Places a checkout; an Online one not yet paid also gets the gateway's one charge for all its orders (its link as
 * paymentLink), created here so the browser never holds a gateway key (design §3). A retried request gets the
 * charge the first one made. No link (the gateway failed): the orders wait for 'Pay now'.
 */
export async function placeCheckout(
  payment: PaymentContext,
  userId: string,
  input: CheckoutCreate,
  options: OrderOptions = {},
): Promise<{ orders: Booking[]; paymentLink?: string }> {
  const orders = await createCheckout(payment.db, payment.orderRules, userId, input, options);
  const first = orders[0];
  if (!first || first.paymentType !== PAYMENT_TYPE_ONLINE || first.payment_status === 'PAID') return { orders };
  const { link } = await startCharge(payment, userId, first);
  return link ? { orders, paymentLink: link } : { orders };
}

/** A checkout's refusal as odm/srv_booking's body names its fields: `visits.0.slotStart` is its `slotStart`. */
function asOrderFields(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.errors) return error;
  const fields = Object.fromEntries(
    Object.entries(error.errors).map(([field, message]) => [field.replace(/^visits\.0\./, ''), message]),
  );
  return new AppError(error.statusCode, error.message, fields, { headers: error.headers, values: error.values });
}

/** odm/srv_booking: one visit, placed as a checkout of one (one code path); answers its order. */
export async function placeOrder(
  payment: PaymentContext,
  userId: string,
  { services_json, slotStart, ...input }: OrderCreate,
  options: OrderOptions = {},
): Promise<Booking> {
  const visits = [{ services_json, slotStart }];
  try {
    const { orders, paymentLink } = await placeCheckout(payment, userId, { ...input, visits }, options);
    const order = orders[0]!;
    return paymentLink ? { ...order, paymentLink } : order;
  } catch (error) {
    throw asOrderFields(error);
  }
}
