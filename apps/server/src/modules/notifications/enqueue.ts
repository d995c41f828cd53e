import { eq } from 'drizzle-orm';
import type { OrderActor } from '@khidma/shared/constants';
import type { Tx } from '../../db/client';
import { bookings, servicePartners } from '../../db/schema';
import { ACCEPT_TIMEOUT, dropReminders, PAYMENT_WINDOW, scheduleReminders } from '../jobs/order-timers';
import { sendInTransaction } from '../jobs/queue';
import { writeMessage, type EnqueueOptions, type NotificationKind, type NotificationPayloads } from './outbox';

/**
 * The one call a change makes (design §8): `enqueue(tx, kind, payload)` in its transaction writes the message (the
 * outbox) and moves what follows from it: an order placed or rescheduled sets its reminders (and an unpaid Online
 * order its payment window), a rescheduled order tells its partner too.
 */
export async function enqueue<K extends NotificationKind>(
  tx: Tx,
  kind: K,
  payload: NotificationPayloads[K],
  options: EnqueueOptions = {},
): Promise<void> {
  await writeMessage(tx, kind, payload, options);
  if (kind === 'order.placed' || kind === 'order.rescheduled') {
    const { bookingId } = payload as { bookingId: string };
    await scheduleReminders(tx, bookingId);
    const [order] = await tx
      .select({
        paymentType: bookings.paymentType,
        ordStatus: bookings.ordStatus,
        partnerUserId: servicePartners.userId,
      })
      .from(bookings)
      .leftJoin(servicePartners, eq(servicePartners.id, bookings.servicePartnerId))
      .where(eq(bookings.id, bookingId));
    if (kind === 'order.placed' && order?.ordStatus === 'Pending') {
      await sendInTransaction(tx, PAYMENT_WINDOW, { bookingId, placedAt: new Date().toISOString() });
    }
    if (kind === 'order.rescheduled' && order?.partnerUserId) {
      await writeMessage(tx, 'job.rescheduled', { bookingId, partnerUserId: order.partnerUserId });
    }
  }
}

/** An entry of an order's audit log: what changed. */
export type OrderChange = {
  bookingId: string;
  actorRole: OrderActor;
  fromStatus: string;
  toStatus: string;
  fromPartnerId: string | null;
  toPartnerId: string | null;
};

const partnerUser = async (tx: Tx, partnerId: string) =>
  (
    await tx.select({ userId: servicePartners.userId }).from(servicePartners).where(eq(servicePartners.id, partnerId))
  )[0]?.userId ?? null;

/**
 * The messages of an order's change, from its audit entry (orders/events.ts writes both in one transaction): paid,
 * each status, cancelled (and the partner's job cancelled), assigned (and the partner's new job, its reminders and
 * its time to accept). Every message goes to the recipient's channels, the customer's SMS too (one language: theirs).
 */
export async function notifyOrderChange(tx: Tx, change: OrderChange): Promise<void> {
  const { bookingId } = change;
  const statusMoved = change.fromStatus !== change.toStatus;
  if (statusMoved) {
    if (change.toStatus === 'Cancelled') {
      await writeMessage(tx, 'order.cancelled', { bookingId });
      const partnerUserId = change.fromPartnerId && (await partnerUser(tx, change.fromPartnerId));
      if (partnerUserId) await writeMessage(tx, 'job.cancelled', { bookingId, partnerUserId });
      await dropReminders(tx, bookingId);
    } else if (change.fromStatus === 'Pending' && change.toStatus === 'Open') {
      await writeMessage(tx, 'order.paid', { bookingId });
    } else {
      await writeMessage(tx, 'order.status', { bookingId, status: change.toStatus });
      if (change.toStatus === 'Completed') await dropReminders(tx, bookingId);
    }
  }
  if (change.toPartnerId && change.toPartnerId !== change.fromPartnerId && change.toStatus !== 'Cancelled') {
    await writeMessage(tx, 'order.assigned', { bookingId });
    const partnerUserId = await partnerUser(tx, change.toPartnerId);
    if (partnerUserId) await writeMessage(tx, 'job.new', { bookingId, partnerUserId });
    await scheduleReminders(tx, bookingId);
    await sendInTransaction(tx, ACCEPT_TIMEOUT, {
      bookingId,
      partnerId: change.toPartnerId,
      assignedAt: new Date().toISOString(),
    });
  } else if (change.fromPartnerId && !change.toPartnerId && change.toStatus !== 'Cancelled') {
    // Unassigned: the partner's reminders go with them.
    await scheduleReminders(tx, bookingId);
  }
}
