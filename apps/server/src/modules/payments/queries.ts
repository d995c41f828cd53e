import { asc, desc, eq, sql } from 'drizzle-orm';
import { PAYMENT_TYPE_ONLINE } from '@khidma/shared/constants';
import { filsToKd } from '@khidma/shared/money';
import type { PaymentAttempt } from '@khidma/shared/schemas/operations';
import { TRANSACTION_FIELDS, type Payment, type PaymentVerification } from '@khidma/shared/schemas/payment';
import type { Tx } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { refundedByPayment } from './refunds';
import { findOrder, whereReference } from '../orders/queries';
import type { PaymentContext } from './context';

/** An order's payments as its pages and the console read them, and the Online order a payment flow acts on. */

export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

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

export async function state(context: PaymentContext, bookingId: string, payment: PaymentRow | null, verified: boolean) {
  const { db, orderRules } = context;
  const { userId: _owner, ...order } = await findOrder(db, orderRules, bookingId);
  const shown = payment ?? (await paymentToShow(db, bookingId));
  return { order, payment: shown ? toPayment(shown) : null, verified } satisfies PaymentVerification;
}

/** An order by its _id or ordId, for its owner (403 otherwise), and only an Online one (409). */
export async function onlineOrder(db: Tx, reference: string, userId: string | null, lock = false): Promise<BookingRow> {
  const query = db.select().from(bookings).where(whereReference(reference)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('errors.orders.notFound');
  if (userId !== null && row.userId !== userId) throw forbidden();
  if (row.paymentType !== PAYMENT_TYPE_ONLINE) throw conflict('errors.payments.cashOnDelivery');
  return row;
}
