import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications } from '../../db/schema';
import type { JobMeta } from '../jobs/queue';
import { renderNotification } from './render';

/**
 * Sends one notification row through its channel, once: a row already sent is skipped, so a retry after a success
 * (or a job run twice) sends nothing more; the outbox adapters also store one message per notification id. A failure
 * counts the attempt and is retried by the queue; the last failure marks the row failed for the console.
 */
export async function sendNotification(app: FastifyInstance, notificationId: string, meta: JobMeta): Promise<void> {
  const [row] = await app.db.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!row || row.status === 'sent') return;
  try {
    const message = await renderNotification(
      { db: app.db, publicUrl: app.config.publicUrl, dataKey: app.config.dataEncryptionKey },
      row,
    );
    if (row.channel === 'sms') await app.sms.send(row.recipient, message.short);
    else if (row.channel === 'whatsapp') await app.whatsapp.send(row.recipient, message.short, row.id);
    else await app.email.send({ to: row.recipient, key: row.id, ...message.email });
    await app.db
      .update(notifications)
      .set({ status: 'sent', sentAt: new Date(), attempts: sql`${notifications.attempts} + 1`, lastError: null })
      .where(eq(notifications.id, row.id));
  } catch (error) {
    const last = meta.retryCount >= meta.retryLimit;
    await app.db
      .update(notifications)
      .set({
        status: last ? 'failed' : 'pending',
        attempts: sql`${notifications.attempts} + 1`,
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      })
      .where(eq(notifications.id, row.id));
    throw error;
  }
}
