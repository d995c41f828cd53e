import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PREFIX, CURRENCY_CODE, GATEWAY_SOURCE, PAYMENT_TYPE_ONLINE } from '@khidma/shared/constants';
import { filsToKd } from '@khidma/shared/money';
import type { PaymentAttempt } from '@khidma/shared/schemas/operations';
import type { Booking } from '@khidma/shared/schemas/order';
import { TRANSACTION_FIELDS, type Payment, type PaymentVerification } from '@khidma/shared/schemas/payment';
import {
  amountToFils,
  GatewayError,
  type ChargeRequest,
  type GatewayTransaction,
  type PaymentGateway,
} from '../../adapters/payments/gateway';
import type { Db, Tx } from '../../db/client';
import { bookingLines, bookings, payments, users } from '../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import { translate, type MessageKey } from '../../lib/i18n';
import { removeServicesFromCart } from '../cart/service';
import { applyTransition, markRefundDue } from '../orders/transitions';
import { postLateFeeKept } from '../orders/money';
import { sendInTransaction } from '../jobs/queue';
import { post } from '../ledger/ledger';
import { AUTO_REFUND, refundedByPayment } from './refunds';
import type { OrderRules } from '../orders/change-terms';
import { findOrder, getOwnOrder, whereReference } from '../orders/queries';

/**
 * What the payment flow needs from the app. `notificationKey` signs each charge's notificationUrl, so the anonymous
 * notification can tell a charge we made from a made-up one.
 */
export type PaymentContext = {
  db: Db;
  gateway: PaymentGateway;
  publicUrl: string;
  notificationKey: Buffer;
  log: FastifyBaseLogger;
  /** The slots' travel buffer and the late-change fee: placing an order holds a slot, every answer shows the fee. */
  orderRules: OrderRules;
};

type BookingRow = typeof bookings.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** Results that are not an outcome yet: the attempt may still be captured. */
const UNSETTLED_RESULTS = new Set(['', 'PENDING', 'INITIATED', 'IN PROGRESS', 'PROCESSING']);

// ---------------------------------------------------------------- reading

function toPayment(row: PaymentRow): Payment {
  const transaction = row.transaction ?? {};
  const fields = Object.fromEntries(TRANSACTION_FIELDS.map((name) => [name, transaction[name] || null])) as Record<
    (typeof TRANSACTION_FIELDS)[number],
    string | null
  >;
  return {
    ...fields,
    reference: row.reference,
    amount: filsToKd(row.amountFils),
    status: row.status,
    track_id: row.trackId,
    payment_id: row.paymentId,
    createdAt: row.createdAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
  };
}

/** The payment to show for an order: the captured one, else the latest verified, else the latest attempt. */
async function paymentToShow(db: Tx, bookingId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(
      desc(sql`${payments.status} = 'CAPTURED'`),
      desc(sql`${payments.verifiedAt} is not null`),
      desc(payments.createdAt),
      desc(payments.id),
    )
    .limit(1);
  return row ?? null;
}

/** Every charge of an order, oldest first, as the console shows them (a refund due is flagged on its charge). */
export async function paymentAttempts(db: Tx, bookingId: string): Promise<PaymentAttempt[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const refunded = await refundedByPayment(db, bookingId);
  return rows.map((row) => ({
    reference: row.reference,
    amount: filsToKd(row.amountFils),
    status: row.status,
    trackId: row.trackId,
    paymentId: row.paymentId,
    refundDue: row.refundDue,
    refunded: filsToKd(refunded.get(row.id) ?? 0),
    createdAt: row.createdAt.toISOString(),
  }));
}

async function state(context: PaymentContext, bookingId: string, payment: PaymentRow | null, verified: boolean) {
  const { db, orderRules } = context;
  const { userId: _owner, ...order } = await findOrder(db, orderRules, bookingId);
  const shown = payment ?? (await paymentToShow(db, bookingId));
  return { order, payment: shown ? toPayment(shown) : null, verified } satisfies PaymentVerification;
}

/** An order by its _id or ordId, for its owner (403 otherwise), and only an Online one (409). */
async function onlineOrder(db: Tx, reference: string, userId: string | null, lock = false): Promise<BookingRow> {
  const query = db.select().from(bookings).where(whereReference(reference)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('errors.orders.notFound');
  if (userId !== null && row.userId !== userId) throw forbidden();
  if (row.paymentType !== PAYMENT_TYPE_ONLINE) throw conflict('errors.payments.cashOnDelivery');
  return row;
}

// ---------------------------------------------------------------- charging

/**
 * The orders one charge for this order pays, locked when asked (always in the checkout's order, so two lockers
 * never wait on each other): its checkout's orders, the first of which carries the charge, or the order alone.
 */
async function checkoutOrders(tx: Tx, booking: BookingRow, lock = false): Promise<BookingRow[]> {
  if (!booking.checkoutId) return lock ? [await onlineOrder(tx, booking.id, null, true)] : [booking];
  const query = tx
    .select()
    .from(bookings)
    .where(eq(bookings.checkoutId, booking.checkoutId))
    .orderBy(asc(bookings.checkoutVisit));
  return lock ? query.for('update') : query;
}

/** What a new charge pays: the orders still awaiting payment, and their sum. */
function chargeOf(orders: BookingRow[]) {
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

// ---------------------------------------------------------------- verifying

/**
 * The token in a charge's notificationUrl: an HMAC of its reference, so only whoever we gave the URL (the gateway)
 * can name the charge, and nothing needs storing.
 */
function notificationToken(key: Buffer, reference: string): string {
  return createHmac('sha256', key).update(reference).digest('base64url');
}

/** The order's charge whose notificationUrl carries this token, compared in constant time; null for any other. */
async function chargeOfToken(context: PaymentContext, booking: BookingRow, token: string): Promise<PaymentRow | null> {
  const given = Buffer.from(token);
  const charges = await context.db.select().from(payments).where(eq(payments.bookingId, booking.id));
  const matches = (charge: PaymentRow) => {
    const expected = Buffer.from(notificationToken(context.notificationKey, charge.reference));
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return charges.find(matches) ?? null;
}

/** 'Pay now': the user's order with the link of a charge to pay it; 502 when the gateway gives none. */
export async function chargeOwnOrder(context: PaymentContext, userId: string, reference: string): Promise<Booking> {
  const order = await getOwnOrder(context.db, context.orderRules, userId, reference);
  const { link } = await startCharge(context, userId, order);
  if (!link) throw new AppError(502, 'errors.payments.gatewayError');
  return { ...order, paymentLink: link };
}

/**
 * The one way an order's payment changes (design §3), for its owner back from the gateway: ask the gateway about
 * the attempt (get-payment-status with the track id), and believe only its answer. Without a track id nothing can
 * be verified: the answer is the order as it stands.
 */
export async function verifyPayment(
  context: PaymentContext,
  { reference, userId, trackId }: { reference: string; userId: string; trackId?: string },
): Promise<PaymentVerification> {
  const booking = await onlineOrder(context.db, reference, userId);
  if (!trackId) return state(context, booking.id, null, false);
  return verifyAttempt(context, booking, trackId);
}

/**
 * The gateway's notification, which anyone can post (it has no session): the gateway's quota is spent only on a
 * notification whose path carries the token of a charge we made for this order. Any other is a 404, and the
 * gateway is not asked.
 */
export async function verifyNotification(
  context: PaymentContext,
  { reference, token, trackId }: { reference: string; token: string; trackId: string },
): Promise<PaymentVerification> {
  const booking = await onlineOrder(context.db, reference, null);
  if (!(await chargeOfToken(context, booking, token))) {
    context.log.warn({ ordId: booking.ordId }, 'payment notification refused: not a charge of ours');
    throw notFound('errors.payments.noSuchPayment');
  }
  return verifyAttempt(context, booking, trackId);
}

/**
 * Paid when the gateway's result is CAPTURED, the requested order id is this order's and the amount is the order's
 * total. Used by both return endpoints and the notification, so they agree.
 *
 * Idempotent: an attempt already verified is not asked about again, and the write runs under a row lock on the
 * order with conditional updates, so a return and a notification racing each other record one payment and move
 * the order once. A capture for an order another capture already paid is recorded as a refund the operator owes.
 */
async function verifyAttempt(
  context: PaymentContext,
  booking: BookingRow,
  trackId: string,
): Promise<PaymentVerification> {
  const { db, gateway, log } = context;
  const [known] = await db.select().from(payments).where(eq(payments.trackId, trackId)).limit(1);
  if (known && known.bookingId !== booking.id) throw conflict('errors.payments.otherOrder');
  if (known?.verifiedAt) return state(context, booking.id, known, true);

  let transaction: GatewayTransaction;
  try {
    transaction = await gateway.getPaymentStatus(trackId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.reason === 'not-found') throw conflict('errors.payments.gatewayNoSuchPayment');
    log.error({ err: error, ordId: booking.ordId, trackId }, 'payment status check failed');
    throw new AppError(502, 'errors.payments.gatewayUnavailable');
  }
  checkTransaction(booking, trackId, transaction, await expectedFils(db, booking, transaction.reference), log);

  const result = transaction.result.trim().toUpperCase();
  if (UNSETTLED_RESULTS.has(result)) return state(context, booking.id, known ?? null, true);

  const recorded = await db.transaction(async (tx) => {
    const orders = await checkoutOrders(tx, booking, true);
    const locked = orders[0]!;
    const row = await paymentRowFor(tx, locked, trackId, transaction, chargeOf(orders));
    if (row.verifiedAt) return row;
    const captured = result === 'CAPTURED';
    const covered = row.coversBookingIds
      ? orders.filter((order) => row.coversBookingIds!.includes(order.id))
      : [locked];
    // Money taken for an order already paid, or no longer wanted (cancelled by anyone, or its window ended).
    const refunded = captured
      ? covered.filter((order) => order.paymentStatus === 'PAID' || order.ordStatus === 'Cancelled')
      : [];
    const [updated] = await tx
      .update(payments)
      .set({
        trackId,
        paymentId: transaction.payment_id || null,
        status: result,
        transaction,
        verifiedAt: new Date(),
        refundDue: refunded.length > 0,
      })
      .where(and(eq(payments.id, row.id), isNull(payments.verifiedAt)))
      .returning();
    for (const order of covered) {
      // The money is at the gateway, the customer's until earned or refunded (the ledger): each order of a shared
      // charge is credited its own total, so refunding one visit gives back its part.
      if (captured) await postCapture(tx, order.id, row, row.coversBookingIds ? order.totalFils : row.amountFils);
      if (refunded.includes(order)) {
        await tx.update(bookings).set({ paymentStatus: 'PAID' }).where(eq(bookings.id, order.id));
        await markRefundDue(tx, order.id, row.id);
        if (order.ordStatus === 'Cancelled') await postLateFeeKept(tx, order.id);
        // Given back through the gateway by the queue (refunds.ts), retried until the gateway answers.
        await sendInTransaction(
          tx,
          AUTO_REFUND,
          { bookingId: order.id, paymentId: row.id },
          { singletonKey: `${row.id}:${order.id}` },
        );
        log.warn(
          { ordId: order.ordId, ordStatus: order.ordStatus, reference: row.reference, trackId },
          order.paymentStatus === 'PAID'
            ? 'second capture for a paid order: refund due'
            : 'capture for a cancelled order: refund due',
        );
      } else if (captured) {
        await markPaid(tx, order, log);
      } else {
        await tx
          .update(bookings)
          .set({ paymentStatus: 'FAILED' })
          .where(and(eq(bookings.id, order.id), eq(bookings.paymentStatus, 'PENDING')));
      }
    }
    return updated ?? row;
  });
  return state(context, booking.id, recorded, true);
}

/**
 * What a capture must have taken: the amount of our charge the gateway names (its reference), else what a new
 * charge would ask now (an attempt we never saw begin).
 */
async function expectedFils(db: Db, booking: BookingRow, reference: string | undefined): Promise<number> {
  const [charge] = reference
    ? await db
        .select({ amountFils: payments.amountFils })
        .from(payments)
        .where(and(eq(payments.bookingId, booking.id), eq(payments.reference, reference)))
        .limit(1)
    : [];
  if (charge) return charge.amountFils;
  const orders = await checkoutOrders(db, booking);
  const { amountFils } = chargeOf(orders);
  // Nothing left to pay (all cancelled): the money taken is what the orders cost, and is owed back.
  return amountFils || orders.reduce((sum, row) => sum + row.totalFils, 0);
}

/** The gateway's answer must be about this attempt, for this order, and (when captured) for the charge's amount. */
function checkTransaction(
  booking: BookingRow,
  trackId: string,
  transaction: GatewayTransaction,
  chargedFils: number,
  log: FastifyBaseLogger,
) {
  const refuse = (message: MessageKey, detail: Record<string, unknown>) => {
    log.warn({ ordId: booking.ordId, trackId, ...detail }, `payment refused: ${translate('en', message)}`);
    return conflict(message);
  };
  if (transaction.track_id && transaction.track_id !== trackId) {
    throw refuse('errors.payments.otherPayment', { answered: transaction.track_id });
  }
  if (transaction.requested_order_id !== booking.ordId) {
    throw refuse('errors.payments.otherOrder', { requestedOrderId: transaction.requested_order_id });
  }
  if (transaction.result.trim().toUpperCase() !== 'CAPTURED') return;
  const paidFils = amountToFils(transaction.total_price);
  const currency = transaction.currency_type || CURRENCY_CODE;
  if (paidFils !== chargedFils || currency !== CURRENCY_CODE) {
    throw refuse('errors.payments.amountMismatch', {
      paid: transaction.total_price,
      currency,
      chargedFils,
    });
  }
}

/**
 * The payment row this attempt belongs to: the one with its track id, else the charge whose reference the gateway
 * echoed, else the latest charge not yet matched to an attempt, else a new row (an attempt we never saw begin).
 */
async function paymentRowFor(
  tx: Tx,
  booking: BookingRow,
  trackId: string,
  transaction: GatewayTransaction,
  charge: ReturnType<typeof chargeOf>,
) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, booking.id),
        or(
          eq(payments.trackId, trackId),
          transaction.reference ? eq(payments.reference, transaction.reference) : undefined,
          // A charge the gateway never created (ERROR) had no attempt.
          and(isNull(payments.trackId), ne(payments.status, 'ERROR')),
        ),
      ),
    )
    .orderBy(
      desc(sql`${payments.trackId} is not distinct from ${trackId}`),
      desc(sql`${payments.reference} = ${transaction.reference}`),
      desc(payments.createdAt),
    )
    .limit(1);
  if (row && (row.trackId === trackId || !row.verifiedAt)) return row;
  const [inserted] = await tx
    .insert(payments)
    .values({ bookingId: booking.id, reference: `${booking.ordId}-${trackId}`, ...charge })
    .returning();
  return inserted!;
}

/** A capture in the ledger: the gateway holds the money, the order's customer has it to their credit. */
async function postCapture(tx: Tx, bookingId: string, payment: PaymentRow, fils: number): Promise<void> {
  await post(tx, {
    // A checkout's shared charge posts once per order it paid.
    key: payment.coversBookingIds ? `capture:${payment.id}:${bookingId}` : `capture:${payment.id}`,
    kind: 'capture',
    bookingId,
    entries: [
      { account: 'gateway', fils },
      { account: 'customer', bookingId, fils: -fils },
    ],
  });
}

/**
 * Paid: the order is placed (Pending -> Open, in its audit log as the system's move) and its services leave the
 * cart, once. The move's audit entry enqueues the customer's message (order.paid) in this transaction.
 */
async function markPaid(tx: Tx, booking: BookingRow, log: FastifyBaseLogger): Promise<void> {
  const [paid] = await tx
    .update(bookings)
    .set({ paymentStatus: 'PAID' })
    .where(and(eq(bookings.id, booking.id), ne(bookings.paymentStatus, 'PAID')))
    .returning({ id: bookings.id });
  if (!paid) return;
  // The row is locked: its status read before this update is the one to move from.
  if (booking.ordStatus === 'Pending') {
    await applyTransition(tx, booking, { role: 'system' }, { ordStatus: 'Open' });
  } else {
    log.warn({ ordId: booking.ordId, ordStatus: booking.ordStatus }, 'payment captured for an order no longer pending');
  }
  const lines = await tx
    .select({ serviceId: bookingLines.serviceId })
    .from(bookingLines)
    .where(eq(bookingLines.bookingId, booking.id));
  await removeServicesFromCart(
    tx,
    booking.userId,
    lines.map((line) => line.serviceId),
  );
}
