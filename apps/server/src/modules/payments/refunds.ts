import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { filsToKd, formatAmount } from '@khidma/shared/money';
import type { Refund } from '@khidma/shared/schemas/refund';
import { filsToAmount, GatewayError, type PaymentGateway } from '../../adapters/payments/gateway';
import type { Db, Tx } from '../../db/client';
import { bookings, payments, refunds, users } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { post } from '../ledger/ledger';
import { sendInTransaction, type JobQueue } from '../jobs/queue';
import { enqueue } from '../notifications/enqueue';
import { refundDueOf } from '../orders/money';
import { whereReference } from '../orders/queries';

/**
 * Refunds through the gateway (docs/decisions/2026-11-26-gateway-refunds.md). A refund is a row first (its own
 * idempotency key, in the order's locked transaction, so two refunds racing cannot exceed what was paid), then the
 * gateway's create-refund with that key as its reference (SENT), then the gateway's confirmation (REFUNDED: the
 * ledger's `refund` posting and the customer's message, once).
 */

export type RefundContext = { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger };

/** Sends a PENDING refund the gateway could not be reached for, again. */
export const SEND_REFUND = 'refund.send';
/** Asks the gateway whether a SENT refund is done yet. */
export const CONFIRM_REFUND = 'refund.confirm';
/** Refunds a capture that landed on a cancelled (or already paid) order. */
export const AUTO_REFUND = 'refund.auto';

/** A sender's claim on a PENDING refund lasts this long: another sender (the job, a replay) waits it out. */
const SEND_CLAIM_MS = 30_000;

type RefundRow = typeof refunds.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

/** A capture and what is left of it to refund for one order (its refunds not refused counted out). */
type Capture = { id: string; reference: string; leftFils: number };

/**
 * The order's captures: its own charges, and a checkout's shared charge that paid it with other visits, of which
 * the order's part is its own total (docs/decisions/2026-11-26-multi-visit-checkout.md).
 */
async function capturesOf(tx: Tx, bookingId: string): Promise<Capture[]> {
  const rows = await tx
    .select({
      id: payments.id,
      reference: payments.reference,
      // Spelled with its tables: drizzle leaves "id" unqualified in a query of one table.
      partFils: sql<number>`case when "payments"."covers_booking_ids" is null then "payments"."amount_fils"
        else (select b.total_fils from bookings b where b.id = ${bookingId}) end`.mapWith(Number),
      refundedFils: sql<number>`(select coalesce(sum(r.amount_fils), 0) from refunds r
        where r.payment_id = "payments"."id" and r.booking_id = ${bookingId} and r.status <> 'FAILED')`.mapWith(Number),
    })
    .from(payments)
    .where(
      and(
        or(eq(payments.bookingId, bookingId), sql`${bookingId} = any(${payments.coversBookingIds})`),
        eq(payments.status, 'CAPTURED'),
        isNotNull(payments.verifiedAt),
      ),
    )
    .orderBy(asc(payments.createdAt));
  return rows.map((row) => ({ id: row.id, reference: row.reference, leftFils: row.partFils - row.refundedFils }));
}

/**
 * What an admin can refund of the order now, in fils: for a cancelled order its refund due (the ledger's customer
 * credit less refunds on their way), for any other what was paid online less refunds not refused.
 */
export async function refundableFils(tx: Tx, booking: { id: string; ordStatus: string }): Promise<number> {
  const paidLeft = (await capturesOf(tx, booking.id)).reduce((sum, capture) => sum + Math.max(0, capture.leftFils), 0);
  if (booking.ordStatus !== 'Cancelled') return paidLeft;
  return Math.min(paidLeft, await refundDueOf(tx, booking.id));
}

export type RefundAsk = {
  /** The order's _id or ordId. */
  reference: string;
  amountFils: number;
  reason: string;
  /** The request's idempotency key: the same key again answers the refund it made. */
  key: string;
  /** The admin; null for the system. */
  requestedBy: string | null;
  /** Refund this capture (the system's refund of a stray capture); else the one with the most left. */
  paymentId?: string;
};

/**
 * A refund asked: its row written under the order's lock (checked against what is refundable), then sent. The same
 * key again (a retried request, a job run twice) writes nothing and sends nothing new. Answers the refund's id.
 */
export async function requestRefund(
  context: RefundContext,
  ask: RefundAsk,
): Promise<{ id: string; bookingId: string }> {
  const refund = await context.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(whereReference(ask.reference)).limit(1).for('update');
    if (!booking) throw notFound('errors.orders.notFound');
    const [existing] = await tx.select().from(refunds).where(eq(refunds.key, ask.key));
    if (existing) {
      if (existing.bookingId !== booking.id) throw conflict('errors.refunds.keyReused');
      return existing;
    }
    return insertRefund(tx, booking, ask);
  });
  if (refund.status === 'PENDING') await sendRefund(context, refund.id);
  else if (refund.status === 'SENT') await confirmRefund(context, refund.id);
  return { id: refund.id, bookingId: refund.bookingId };
}

async function insertRefund(tx: Tx, booking: BookingRow, ask: RefundAsk): Promise<RefundRow> {
  const total = await refundableFils(tx, booking);
  if (total <= 0) throw conflict('errors.refunds.nothingToRefund');
  const tooMuch = (maxFils: number) =>
    new AppError(
      400,
      'errors.refunds.tooMuch',
      { amount: 'errors.refunds.tooMuch' },
      { values: { max: formatAmount(filsToKd(maxFils)) } },
    );
  if (ask.amountFils > total) throw tooMuch(total);
  // One refund refunds one capture: the asked one, else the one with the most left (an order has one, mostly).
  const captures = (await capturesOf(tx, booking.id)).filter(
    (capture) => ask.paymentId === undefined || capture.id === ask.paymentId,
  );
  const capture = captures.sort((a, b) => b.leftFils - a.leftFils)[0];
  if (!capture || capture.leftFils < ask.amountFils) throw tooMuch(Math.min(total, capture?.leftFils ?? 0));
  const [row] = await tx
    .insert(refunds)
    .values({
      bookingId: booking.id,
      paymentId: capture.id,
      key: ask.key,
      amountFils: ask.amountFils,
      reason: ask.reason,
      requestedBy: ask.requestedBy,
    })
    .returning();
  return row!;
}

/**
 * Sends a PENDING refund to the gateway, once: a sender claims it first, so a replay and the job racing call the
 * gateway once (and the gateway knows the refund by its key besides). Unreachable: it stays PENDING and the job
 * sends it again. Refused: FAILED with the gateway's reason (409 to the admin who asked).
 */
export async function sendRefund(context: RefundContext, refundId: string): Promise<void> {
  const { db, gateway, log } = context;
  const [claimed] = await db
    .update(refunds)
    .set({ sentAt: new Date() })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'PENDING'),
        or(isNull(refunds.sentAt), lt(refunds.sentAt, new Date(Date.now() - SEND_CLAIM_MS))),
      ),
    )
    .returning();
  if (!claimed) return;
  const [payment] = await db.select().from(payments).where(eq(payments.id, claimed.paymentId));
  const [customer] = await db
    .select({ name: users.name, email: users.email })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, claimed.bookingId));
  const orderId = payment?.transaction?.refund_order_id || payment?.transaction?.order_id;
  try {
    if (!orderId) throw new GatewayError('refused', 'the capture has no gateway order id');
    const answer = await gateway.createRefund({
      orderId,
      totalPrice: Number(filsToAmount(claimed.amountFils)),
      reference: claimed.key,
      customerFirstName: customer?.name || undefined,
      customerEmail: customer?.email || undefined,
    });
    await db
      .update(refunds)
      .set({ status: 'SENT', gatewayRefundId: answer.refundOrderId, gatewayReference: answer.refundArn || null })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PENDING')));
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.reason === 'unavailable') {
      log.warn({ err: error, refundId }, 'refund not sent: the gateway is unavailable; the job sends it again');
      await sendInTransaction(db, SEND_REFUND, { refundId }, { singletonKey: refundId });
      return;
    }
    log.error({ err: error, refundId }, 'refund refused by the gateway');
    await db
      .update(refunds)
      .set({ status: 'FAILED', error: error.message.slice(0, 500) })
      .where(eq(refunds.id, refundId));
    throw conflict('errors.refunds.gatewayRefused', undefined, { reason: error.message.slice(0, 200) });
  }
  await confirmRefund(context, refundId);
}

/**
 * Asks the gateway whether a SENT refund is done; when it is: REFUNDED, the ledger's `refund` (the customer's credit
 * and the gateway's money both down) and the customer's message, in one transaction, once. Not done yet: the job
 * asks again later. Answers whether the refund is done.
 */
export async function confirmRefund(context: RefundContext, refundId: string, askLater = true): Promise<boolean> {
  const { db, gateway, log } = context;
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund || refund.status === 'REFUNDED') return true;
  if (refund.status !== 'SENT' || !refund.gatewayRefundId) return false;
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
  const orderId = payment?.transaction?.refund_order_id || payment?.transaction?.order_id || '';
  let done = false;
  try {
    const states = await gateway.checkRefunds(orderId);
    // check-refund lists a refund by its long order id, which ends with the refund order id create-refund gave.
    done = states.some((state) => state.refunded && state.orderId.endsWith(refund.gatewayRefundId!));
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ err: error, refundId }, 'refund status unknown: asked again later');
  }
  if (!done) {
    if (askLater) await sendInTransaction(db, CONFIRM_REFUND, { refundId }, { singletonKey: refundId });
    return false;
  }
  await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(refunds)
      .set({ status: 'REFUNDED', refundedAt: new Date() })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'SENT')))
      .returning();
    if (!confirmed) return;
    await post(tx, {
      key: `refund:${confirmed.id}`,
      kind: 'refund',
      bookingId: confirmed.bookingId,
      memo: confirmed.reason,
      entries: [
        { account: 'customer', bookingId: confirmed.bookingId, fils: confirmed.amountFils },
        { account: 'gateway', fils: -confirmed.amountFils },
      ],
    });
    await enqueue(tx, 'order.refunded', { bookingId: confirmed.bookingId, refundFils: confirmed.amountFils });
  });
  return true;
}

/** The order's refunds, oldest first, as the console lists them. */
export async function refundsOf(db: Tx, bookingId: string): Promise<Refund[]> {
  const rows = await db
    .select({ refund: refunds, paymentReference: payments.reference, requestedBy: users.name })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(users, eq(users.id, refunds.requestedBy))
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map(({ refund, paymentReference, requestedBy }) => ({
    _id: refund.id,
    amount: filsToKd(refund.amountFils),
    reason: refund.reason,
    status: refund.status,
    paymentReference,
    gatewayRefundId: refund.gatewayRefundId,
    gatewayReference: refund.gatewayReference,
    error: refund.error,
    requestedBy: refund.requestedBy ? (requestedBy ?? '') : null,
    createdAt: refund.createdAt.toISOString(),
    refundedAt: refund.refundedAt?.toISOString() ?? null,
  }));
}

/** KD refunded (confirmed) of each capture, by payment id. */
export async function refundedByPayment(db: Tx, bookingId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ paymentId: refunds.paymentId, fils: sql<number>`sum(${refunds.amountFils})`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.status, 'REFUNDED')))
    .groupBy(refunds.paymentId);
  return new Map(rows.map((row) => [row.paymentId, row.fils]));
}

/**
 * The system's refund of a capture no one wants (on a cancelled order, or a second one): all that is refundable of
 * it, under a key of its own, so the job run twice refunds once.
 */
export async function refundStrayCapture(context: RefundContext, job: { bookingId: string; paymentId: string }) {
  const amountFils = await context.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, job.bookingId));
    if (!booking) return 0;
    const capture = (await capturesOf(tx, booking.id)).find((row) => row.id === job.paymentId);
    return Math.min(capture?.leftFils ?? 0, await refundableFils(tx, booking));
  });
  const [already] = await context.db
    .select()
    .from(refunds)
    .where(eq(refunds.key, `auto:${job.paymentId}:${job.bookingId}`));
  if (amountFils <= 0 && !already) return;
  await requestRefund(context, {
    reference: job.bookingId,
    amountFils: already?.amountFils ?? amountFils,
    reason: 'Paid after the order was cancelled or already paid',
    key: `auto:${job.paymentId}:${job.bookingId}`,
    requestedBy: null,
    paymentId: job.paymentId,
  });
}

/** The refund jobs: send again, confirm later (retried until the gateway says done), refund stray captures. */
export function defineRefundJobs(jobs: JobQueue, context: RefundContext) {
  jobs.define<{ refundId: string }>(SEND_REFUND, { retryLimit: 10, retryDelay: 60, retryBackoff: true }, (job) =>
    sendRefund(context, job.refundId),
  );
  // A KNET refund is done within hours, a card's within days: asked every 30 minutes for about four days.
  jobs.define<{ refundId: string }>(
    CONFIRM_REFUND,
    { retryLimit: 200, retryDelay: 1800, retryBackoff: false },
    async (job) => {
      if (!(await confirmRefund(context, job.refundId, false)))
        throw new Error(`refund ${job.refundId} not confirmed yet`);
    },
  );
  jobs.define<{ bookingId: string; paymentId: string }>(
    AUTO_REFUND,
    { retryLimit: 10, retryDelay: 60, retryBackoff: true },
    (job) => refundStrayCapture(context, job),
  );
}
