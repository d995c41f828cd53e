import { sql } from 'drizzle-orm';
import type { OrderActor } from '@khidma/shared/constants';
import type { Tx } from '../../db/client';
import { orderEvents } from '../../db/schema';
import { notifyOrderChange } from '../notifications/enqueue';

/**
 * What happens around an order's change, in the change's transaction: its audit entry and its messages (the
 * outbox: the queue sends them, with retries). The operations of this module and the payment flow both use it.
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
