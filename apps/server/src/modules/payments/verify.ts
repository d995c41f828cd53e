import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { CURRENCY_CODE } from '@khidma/shared/constants';
import { type PaymentVerification } from '@khidma/shared/schemas/payment';
import { amountToFils, GatewayError, type GatewayTransaction } from '../../adapters/payments/gateway';
import type { Db, Tx } from '../../db/client';
import { bookingLines, bookings, payments } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { translate, type MessageKey } from '../../lib/i18n';
import { removeServicesFromCart } from '../cart/service';
import { applyTransition, markRefundDue } from '../orders/transitions';
import { postLateFeeKept } from '../orders/money';
import { sendInTransaction } from '../jobs/queue';
import { post } from '../ledger/ledger';
import { AUTO_REFUND } from './refunds';
import type { PaymentContext } from './context';
import { checkoutOrders, chargeOf, notificationToken } from './charge';
import { onlineOrder, state, type BookingRow, type PaymentRow } from './queries';

/**
 * Verifying: the gateway's word on an attempt, from the customer's return or the gateway's notification, and what a
 * capture does (the order paid, the ledger's posting, a refund when it landed on an order that cannot take it).
 */

/** Results that are not an outcome yet: the attempt may still be captured. */
const UNSETTLED_RESULTS = new Set(['', 'PENDING', 'INITIATED', 'IN PROGRESS', 'PROCESSING']);

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
