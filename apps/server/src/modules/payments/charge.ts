import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PREFIX, CURRENCY_CODE, GATEWAY_SOURCE } from '@khidma/shared/constants';
import { filsToKd } from '@khidma/shared/money';
import type { Booking } from '@khidma/shared/schemas/order';
import { GatewayError, type ChargeRequest } from '../../adapters/payments/gateway';
import type { Db, Tx } from '../../db/client';
import { bookingLines, bookings, payments, users } from '../../db/schema';
import { AppError, conflict } from '../../errors';
import { getOwnOrder } from '../orders/queries';
import type { PaymentContext } from './context';
import { onlineOrder, type BookingRow, type PaymentRow } from './queries';

/**
 * Charging: the one charge that pays an order (or its checkout's orders), its gateway link reused while it may still
 * be paid, and the signed notification URL the gateway calls back.
 */

/**
 * The orders one charge for this order pays, locked when asked (always in the checkout's order, so two lockers
 * never wait on each other): its checkout's orders, the first of which carries the charge, or the order alone.
 */
export async function checkoutOrders(tx: Tx, booking: BookingRow, lock = false): Promise<BookingRow[]> {
  if (!booking.checkoutId) return lock ? [await onlineOrder(tx, booking.id, null, true)] : [booking];
  const query = tx
    .select()
    .from(bookings)
    .where(eq(bookings.checkoutId, booking.checkoutId))
    .orderBy(asc(bookings.checkoutVisit));
  return lock ? query.for('update') : query;
}

/** What a new charge pays: the orders still awaiting payment, and their sum. */
export function chargeOf(orders: BookingRow[]) {
  const due = orders.filter((row) => row.ordStatus !== 'Cancelled' && row.paymentStatus !== 'PAID');
  const payer = orders[0]!;
  return {
    amountFils: due.reduce((sum, row) => sum + row.totalFils, 0),
    // A charge of its own order alone keeps the old shape (null).
    coversBookingIds: due.length === 1 && due[0]!.id === payer.id ? null : due.map((row) => row.id),
  };
}

/** "KH-7Q4M2XKD-1795320263788": the order id plus a timestamp (spec §7 Notes), unique per charge. */
async function insertCharge(tx: Tx, payer: BookingRow, charge: ReturnType<typeof chargeOf>): Promise<PaymentRow> {
  for (let attempt = 0, now = Date.now(); attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(payments)
      .values({ bookingId: payer.id, reference: `${payer.ordId}-${now + attempt}`, ...charge })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error(`no free payment reference for ${payer.ordId}`);
}

/** A charge's link is offered again, not replaced, this long: its gateway page is taken to be payable meanwhile. */
const LINK_REUSE_MS = 15 * 60_000;
/**
 * A charge still without a link this young is being created by another request (the gateway allows itself 15 s):
 * wait for its link. An older one was abandoned (its process died) and is passed over.
 */
const CHARGE_IN_FLIGHT_MS = 20_000;
const CHARGE_POLL_MS = 100;

/**
 * A gateway charge for an unpaid Online order (the Booking the caller already holds) and the other unpaid orders
 * of its checkout: one payment row (reference, amount: their sum, on the checkout's first order), then the
 * gateway's charge with the body of spec §7 Notes. While the order has a charge whose page can
 * still be paid, that charge's link is the answer instead, so one order never has two live links (Pay now, a
 * retried order creation, or five at once with one Idempotency-Key: the order's row lock lets one request make the
 * charge, and the others wait for its link). Resolves with the link, or a null link when the gateway failed (the
 * row is marked ERROR and the order can be paid later).
 */
export async function startCharge(
  context: PaymentContext,
  userId: string,
  order: Booking,
): Promise<{ link: string | null }> {
  const { db, gateway, publicUrl, notificationKey, log } = context;
  const prepared = await db.transaction(
    async (tx): Promise<{ open: PaymentRow } | { booking: BookingRow; payment: PaymentRow }> => {
      const orders = await checkoutOrders(tx, await onlineOrder(tx, order._id, userId), true);
      const booking = orders.find((row) => row.id === order._id)!;
      if (booking.paymentStatus === 'PAID') throw conflict('errors.payments.alreadyPaid');
      if (booking.ordStatus === 'Cancelled') throw conflict('errors.payments.cancelled');
      const payer = orders[0]!;
      const open = await payableCharge(tx, payer.id);
      return open ? { open } : { booking: payer, payment: await insertCharge(tx, payer, chargeOf(orders)) };
    },
  );
  if ('open' in prepared) return { link: prepared.open.link ?? (await awaitLink(db, prepared.open)) };
  const { booking, payment } = prepared;

  const request = await chargeRequest(db, booking, payment, publicUrl, notificationKey);
  try {
    const { link } = await gateway.createCharge(request);
    await db.update(payments).set({ link }).where(eq(payments.id, payment.id));
    return { link };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.error({ err: error, ordId: booking.ordId, reference: payment.reference }, 'payment charge failed');
    await db.update(payments).set({ status: 'ERROR' }).where(eq(payments.id, payment.id));
    return { link: null };
  }
}

/** The order's latest charge that no attempt has answered and whose link is recent, or still being created. */
async function payableCharge(tx: Tx, bookingId: string): Promise<PaymentRow | null> {
  const now = Date.now();
  const [open] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.status, 'CREATED'),
        isNull(payments.verifiedAt),
        or(
          and(isNotNull(payments.link), gt(payments.createdAt, new Date(now - LINK_REUSE_MS))),
          gt(payments.createdAt, new Date(now - CHARGE_IN_FLIGHT_MS)),
        ),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return open ?? null;
}

/** The link another request is getting for this charge; null when its gateway call failed or never ended. */
async function awaitLink(db: Db, charge: PaymentRow): Promise<string | null> {
  const deadline = charge.createdAt.getTime() + CHARGE_IN_FLIGHT_MS;
  while (Date.now() < deadline) {
    await sleep(CHARGE_POLL_MS);
    const [row] = await db
      .select({ link: payments.link, status: payments.status })
      .from(payments)
      .where(eq(payments.id, charge.id));
    if (row?.link) return row.link;
    if (row?.status !== 'CREATED') return null;
  }
  return null;
}

/**
 * The charge body of spec §7 Notes: the amount from the charge's row, the description from its orders' services;
 * the notification comes to our own endpoint, never to a browser page, on a path signed for this charge.
 */
async function chargeRequest(
  db: Db,
  booking: BookingRow,
  payment: PaymentRow,
  publicUrl: string,
  notificationKey: Buffer,
) {
  const [customer] = await db
    .select({ id: users.id, name: users.name, email: users.email, countryCode: users.countryCode, phone: users.phone })
    .from(users)
    .where(eq(users.id, booking.userId));
  const lines = await db
    .select({ snapshot: bookingLines.serviceSnapshot })
    .from(bookingLines)
    .where(inArray(bookingLines.bookingId, payment.coversBookingIds ?? [booking.id]))
    .orderBy(asc(bookingLines.bookingId), asc(bookingLines.position));
  const names = lines.map((line) => line.snapshot.ServiceName).join(', ');
  const ordId = encodeURIComponent(booking.ordId);
  return {
    order: {
      id: booking.ordId,
      reference: payment.reference,
      description: `Khidma order ${booking.ordId}: ${names}`.slice(0, 500),
      currency: CURRENCY_CODE,
      amount: filsToKd(payment.amountFils),
    },
    language: 'en',
    paymentGateway: { src: GATEWAY_SOURCE },
    reference: { id: payment.reference },
    customer: {
      uniqueId: booking.userId,
      name: customer?.name ?? '',
      email: customer?.email ?? '',
      mobile: customer ? `${customer.countryCode}${customer.phone}` : '',
    },
    returnUrl: `${publicUrl}/payment/success/${ordId}`,
    cancelUrl: `${publicUrl}/payment/canceled/${ordId}`,
    notificationUrl: `${publicUrl}${API_PREFIX}/odm/payment_notification/${ordId}/${notificationToken(notificationKey, payment.reference)}`,
  } satisfies ChargeRequest;
}

/**
 * The token in a charge's notificationUrl: an HMAC of its reference, so only whoever we gave the URL (the gateway)
 * can name the charge, and nothing needs storing.
 */
export function notificationToken(key: Buffer, reference: string): string {
  return createHmac('sha256', key).update(reference).digest('base64url');
}

/** 'Pay now': the user's order with the link of a charge to pay it; 502 when the gateway gives none. */
export async function chargeOwnOrder(context: PaymentContext, userId: string, reference: string): Promise<Booking> {
  const order = await getOwnOrder(context.db, context.orderRules, userId, reference);
  const { link } = await startCharge(context, userId, order);
  if (!link) throw new AppError(502, 'errors.payments.gatewayError');
  return { ...order, paymentLink: link };
}
