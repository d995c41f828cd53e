import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import {
  failedJobSchema,
  mailboxMessageSchema,
  notificationRowSchema,
  notificationSettingsSchema,
  type NotificationRow,
} from '@khidma/shared/schemas/notifications';
import { emailOutbox, notifications, users, whatsappOutbox } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { loopbackOnly } from '../../lib/loopback';
import { ok, responses } from '../../plugins/envelope';
import { requireRole, requireUser } from '../../plugins/session';
import { sendInTransaction } from '../jobs/queue';
import { SEND_NOTIFICATION } from './outbox';
import { sendNotification } from './send';

const emailQuery = z.object({ email: z.email('validation.email.invalid').max(254) });
const phoneQuery = z.object({
  phone: z.string().regex(/^\d{4,15}$/, 'Invalid phone number'),
  country_code: z.string().regex(/^\+\d{1,4}$/, 'Invalid country code'),
});

/**
 * Notifications (issue 24): the queue's sender of the outbox, the person's notification settings, the development
 * outboxes (this machine only, never in production), and the console's failed messages and jobs with Retry.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  app.jobs.define<{ notificationId: string }>(
    SEND_NOTIFICATION,
    { retryLimit: config.NOTIFY_RETRY_LIMIT, retryDelay: config.NOTIFY_RETRY_DELAY_SECONDS, retryBackoff: true },
    ({ notificationId }, meta) => sendNotification(app, notificationId, meta),
    // A worker takes this many due messages a poll and sends them side by side (bench/jobs.ts measures it).
    25,
  );

  app.get(
    '/notification_settings',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Your language and how you are told of your orders',
        response: responses(notificationSettingsSchema),
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const [row] = await app.db
        .select({
          preferredLanguage: users.preferredLanguage,
          notifyBy: users.notifyBy,
          notifyEmail: users.notifyEmail,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) throw notFound('errors.auth.userNotFound');
      return ok(row);
    },
  );

  app.put(
    '/notification_settings',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change your language and how you are told of your orders',
        body: notificationSettingsSchema,
        response: responses(notificationSettingsSchema),
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      await app.db.update(users).set(request.body).where(eq(users.id, userId));
      return ok(request.body, 'success.notifications.saved');
    },
  );

  if (app.email.driver === 'outbox') {
    app.get(
      '/dev/mailbox',
      {
        onRequest: loopbackOnly,
        schema: {
          tags: ['development'],
          summary: 'Emails the outbox email adapter stored for an address, newest first (not in production)',
          querystring: emailQuery,
          response: responses(z.array(mailboxMessageSchema)),
        },
      },
      async (request) => {
        const rows = await app.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.to, request.query.email.toLowerCase()))
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(50);
        return ok(
          rows.map((row) => ({
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html,
            attachments: row.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
            createdAt: row.createdAt.toISOString(),
          })),
        );
      },
    );
    app.get(
      '/dev/mailbox/attachment',
      {
        onRequest: loopbackOnly,
        schema: {
          tags: ['development'],
          summary: 'An attachment of the newest stored email to an address that has one by that name',
          querystring: emailQuery.extend({ filename: z.string().min(1).max(200) }),
        },
      },
      async (request, reply) => {
        const rows = await app.db
          .select({ attachments: emailOutbox.attachments })
          .from(emailOutbox)
          .where(eq(emailOutbox.to, request.query.email.toLowerCase()))
          .orderBy(desc(emailOutbox.createdAt));
        const file = rows.flatMap((row) => row.attachments).find((item) => item.filename === request.query.filename);
        if (!file) throw notFound();
        return reply.type(file.contentType).send(file.content);
      },
    );
  }

  if (app.whatsapp.driver === 'outbox') {
    app.get(
      '/dev/whatsapp',
      {
        onRequest: loopbackOnly,
        schema: {
          tags: ['development'],
          summary: 'WhatsApp messages the outbox adapter stored for a phone, newest first (not in production)',
          querystring: phoneQuery,
          response: responses(z.array(z.object({ phone: z.string(), body: z.string(), createdAt: z.string() }))),
        },
      },
      async (request) => {
        const phone = `${request.query.country_code}${request.query.phone}`;
        const rows = await app.db
          .select({ phone: whatsappOutbox.phone, body: whatsappOutbox.body, createdAt: whatsappOutbox.createdAt })
          .from(whatsappOutbox)
          .where(eq(whatsappOutbox.phone, phone))
          .orderBy(desc(whatsappOutbox.createdAt), desc(whatsappOutbox.id))
          .limit(50);
        return ok(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
      },
    );
  }

  // ---- the console (Operations -> Jobs / Notifications), admins only
  const admin = {
    onRequest: async (request: Parameters<typeof requireRole>[0]) => void (await requireRole(request, 'admin')),
  };
  const adminTags = ['admin: operations'];

  app.get(
    '/admin/notifications',
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'Notifications by status (default: failed), newest first',
        querystring: z.object({ status: z.enum(['pending', 'sent', 'failed']).default('failed') }),
        response: responses(z.array(notificationRowSchema)),
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.status, request.query.status))
        .orderBy(desc(notifications.createdAt))
        .limit(200);
      return ok(rows.map(notificationRow));
    },
  );

  app.post(
    '/admin/notifications/:id/retry',
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'Send a failed notification again',
        params: z.object({ id: idSchema }),
        response: responses(notificationRowSchema),
      },
    },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(notifications)
          .set({ status: 'pending', lastError: null })
          .where(and(eq(notifications.id, request.params.id), eq(notifications.status, 'failed')))
          .returning();
        if (!updated) {
          const [exists] = await tx
            .select({ id: notifications.id })
            .from(notifications)
            .where(eq(notifications.id, request.params.id));
          throw exists ? conflict('errors.notifications.notFailed') : notFound();
        }
        await sendInTransaction(tx, SEND_NOTIFICATION, { notificationId: updated.id });
        return updated;
      });
      return ok(notificationRow(row), 'success.notifications.retried');
    },
  );

  app.get(
    '/admin/jobs/failed',
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'Jobs that used up their retries, newest first',
        response: responses(z.array(failedJobSchema)),
      },
    },
    async () => ok(await app.jobs.failedJobs()),
  );

  app.post(
    '/admin/jobs/:name/:id/retry',
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'Run a failed job again',
        params: z.object({ name: z.string().regex(/^[a-z.-]{1,64}$/, 'errors.notFound'), id: idSchema }),
        response: responses(z.null()),
      },
    },
    async (request) => {
      if (!(await app.jobs.retry(request.params.name, request.params.id))) throw notFound();
      // A notification's job run again sends its row again.
      if (request.params.name === SEND_NOTIFICATION) {
        await app.db
          .update(notifications)
          .set({ status: 'pending' })
          .where(
            and(
              eq(notifications.status, 'failed'),
              sql`${notifications.id} = (select (data ->> 'notificationId')::uuid from pgboss.job where id = ${request.params.id})`,
            ),
          );
      }
      return ok(null, 'success.notifications.retried');
    },
  );
};

function notificationRow(row: typeof notifications.$inferSelect): NotificationRow {
  return {
    _id: row.id,
    kind: row.kind,
    channel: row.channel,
    recipient: row.recipient,
    language: row.language,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}
