import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { otpChallenges, passwordResetCodes, servicePartners, sessions, bookings } from '../../db/schema';
import { expireIfUnpaid } from '../orders/payment-window';
import { lockBooking } from '../orders/queries';
import { applyTransition } from '../orders/transitions';
import { writeMessage } from '../notifications/outbox';
import { ACCEPT_TIMEOUT, ORDER_REMINDER, PAYMENT_WINDOW, type ReminderJob } from './order-timers';

export const PURGE = 'maintenance.purge';
const MINUTE_MS = 60_000;
/** A time-driven job that fails (the database away) is tried again a few times, a minute apart and more. */
const TIMER_POLICY = { retryLimit: 5, retryDelay: 60, retryBackoff: true };

/**
 * A timer whose length is a setting runs first at once, from the transaction that set it, and sends itself again for
 * its due time: the change that starts it needs no configuration, and the setting is this process's.
 */
async function waitUntilDue(app: FastifyInstance, name: string, data: object, dueAt: number): Promise<boolean> {
  if (Date.now() >= dueAt) return true;
  await app.jobs.send(name, { ...data, rescheduled: true }, { startAfter: new Date(dueAt) });
  return false;
}

/** The jobs of the order's timers (order-timers.ts) and the purge of what has expired. */
export async function defineTimerJobs(app: FastifyInstance): Promise<void> {
  const { config } = app;

  app.jobs.define<ReminderJob>(ORDER_REMINDER, TIMER_POLICY, async (job) => {
    await app.db.transaction(async (tx) => {
      const [order] = await tx
        .select({ ordStatus: bookings.ordStatus, slotStart: bookings.slotStart, partnerUserId: servicePartners.userId })
        .from(bookings)
        .leftJoin(servicePartners, eq(servicePartners.id, bookings.servicePartnerId))
        .where(eq(bookings.id, job.bookingId));
      // Moved, cancelled, done or still unpaid: nothing to remind of.
      if (!order || order.slotStart?.toISOString() !== job.slotStart) return;
      if (['Cancelled', 'Completed', 'Pending'].includes(order.ordStatus)) return;
      if (job.who === 'customer') {
        await writeMessage(tx, 'reminder.customer', {
          bookingId: job.bookingId,
          hours: job.hours ?? 0,
          slotStart: job.slotStart,
        });
      } else if (order.partnerUserId && order.partnerUserId === job.partnerUserId) {
        await writeMessage(tx, 'reminder.partner', {
          bookingId: job.bookingId,
          partnerUserId: order.partnerUserId,
          slotStart: job.slotStart,
        });
      }
    });
  });

  app.jobs.define<{ bookingId: string; partnerId: string; assignedAt: string }>(
    ACCEPT_TIMEOUT,
    TIMER_POLICY,
    async (job) => {
      const dueAt = Date.parse(job.assignedAt) + config.ACCEPT_WITHIN_MINUTES * MINUTE_MS;
      if (!(await waitUntilDue(app, ACCEPT_TIMEOUT, job, dueAt))) return;
      await app.db.transaction(async (tx) => {
        const row = await lockBooking(tx, job.bookingId);
        // Accepted, declined, reassigned or cancelled meanwhile: nothing to do.
        if (row.servicePartnerId !== job.partnerId || row.ordStatus !== 'Open') return;
        // Back to the admins: unassigned, with the audit entry saying why (the console's unassigned open orders).
        await applyTransition(
          tx,
          row,
          { role: 'system' },
          { servicePartnerId: null, reason: `Not accepted within ${config.ACCEPT_WITHIN_MINUTES} minutes` },
        );
      });
    },
  );

  app.jobs.define<{ bookingId: string; placedAt: string }>(PAYMENT_WINDOW, TIMER_POLICY, (job) =>
    cancelUnpaidOnlineOrder(app, job),
  );

  app.jobs.define(PURGE, TIMER_POLICY, async () => {
    const now = new Date();
    await app.db.delete(sessions).where(lt(sessions.expiresAt, now));
    await app.db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, now));
    await app.db.delete(passwordResetCodes).where(lt(passwordResetCodes.expiresAt, now));
  });
  app.jobs.every(PURGE, '*/15 * * * *');
}

/**
 * The payment window: an Online order still unpaid PAYMENT_WINDOW_MINUTES after it was placed is cancelled on
 * time (its slot is free again) by the orders module's own rule (expireIfUnpaid), with the audit entry saying why.
 */
export async function cancelUnpaidOnlineOrder(
  app: FastifyInstance,
  job: { bookingId: string; placedAt: string },
): Promise<void> {
  const dueAt = Date.parse(job.placedAt) + app.config.PAYMENT_WINDOW_MINUTES * MINUTE_MS;
  if (!(await waitUntilDue(app, PAYMENT_WINDOW, job, dueAt))) return;
  const rules = { paymentWindowMinutes: app.config.PAYMENT_WINDOW_MINUTES };
  // The cancel's audit entry enqueues the customer's message (order.cancelled) in this transaction.
  await app.db.transaction(async (tx) => expireIfUnpaid(tx, await lockBooking(tx, job.bookingId), rules, new Date()));
}
