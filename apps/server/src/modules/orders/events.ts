import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderActor } from '@khidma/shared/constants';
import { LANGUAGES } from '@khidma/shared/languages';
import type { SmsSender } from '../../adapters/sms/sms';
import type { Db, Tx } from '../../db/client';
import { orderEvents, users } from '../../db/schema';
import { translate } from '../../lib/i18n';
import { notifyOrderChange } from '../notifications/enqueue';

/**
 * What happens around an order's change: its audit entry (in the change's transaction) and the customer's SMS
 * (after it commits). The operations of this module and the payment flow (Pending -> Open) both use these.
 */
export type OrderEventInput = {
  bookingId: string;
  actorUserId: string | null;
  actorRole: OrderActor;
  fromStatus: string;
  toStatus: string;
  fromPartnerId: string | null;
  toPartnerId: string | null;
  reason?: string | null;
};

export async function recordOrderEvent(tx: Tx, event: OrderEventInput): Promise<void> {
  // clock_timestamp(), not now(): the time of the write, taken after the booking's row lock was granted, so the
  // entries of changes that waited on each other sort in the order they were made.
  await tx.insert(orderEvents).values({ ...event, reason: event.reason ?? null, createdAt: sql`clock_timestamp()` });
  await notifyOrderChange(tx, event);
}

/** Who texts, and where a failure is told. */
export type SmsContext = { db: Db; sms: SmsSender; log: FastifyBaseLogger };

/**
 * Texts the customer their order's new status, in English and Arabic in one message (we do not store the
 * customer's language: docs/decisions/2026-11-25-order-operations.md). The change is already made: a failed SMS
 * is logged, never undone or answered as an error.
 */
export async function textOrderStatus(
  { db, sms, log }: SmsContext,
  order: { userId: string; ordId: string; ordStatus: string },
): Promise<void> {
  const [customer] = await db
    .select({ countryCode: users.countryCode, phone: users.phone })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!customer?.phone) return;
  const body = LANGUAGES.map((language) =>
    translate(language, 'messages.orders.statusSms', { ordId: order.ordId, status: order.ordStatus }),
  ).join('\n');
  try {
    await sms.send(`${customer.countryCode}${customer.phone}`, body);
  } catch (error) {
    log.error({ err: error, driver: sms.driver, ordId: order.ordId }, 'order status SMS not sent');
  }
}
