import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bookings, emailOutbox, notifications, smsOutbox, users, whatsappOutbox } from '../../db/schema';
import { LANGUAGE_COOKIE } from '@khidma/shared/languages';
import { registered } from '../../test/accounts';
import { Agent } from '../../test/agent';
import { ordersWorld } from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import { ORDER_REMINDER } from '../jobs/order-timers';

type World = Awaited<ReturnType<typeof ordersWorld>>;

/** pgboss jobs of a queue for an order, as the queue holds them. */
async function waitingJobs(app: App, name: string, bookingId: string) {
  const { rows } = await app.database.executeSql(
    `select data, start_after from pgboss.job where name = $1 and state = 'created' and data ->> 'bookingId' = $2 order by start_after`,
    [name, bookingId],
  );
  return rows as Array<{ data: Record<string, unknown>; start_after: Date }>;
}

const mailbox = async (app: App, email: string) =>
  (await new Agent(app).get(Agent.api(`dev/mailbox?email=${encodeURIComponent(email)}`))).json().results as Array<{
    subject: string;
    text: string;
    html: string;
    attachments: Array<{ filename: string; contentType: string }>;
  }>;

describe('notifications: an outbox sent by the queue', () => {
  let app: App;
  let world: World;

  beforeAll(async () => {
    app = await createTestApp({ seed: true });
    world = await ordersWorld(app);
  });
  afterAll(() => app.close());

  const emailOf = async (userId: string) =>
    (await app.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

  it('writes the confirmation in the order transaction and sends it once, with its calendar file', async () => {
    const customer = await world.customer();
    const order = await world.order(customer);
    const rows = await app.db.select().from(notifications).where(eq(notifications.userId, customer.userId));
    expect(rows.map((row) => [row.kind, row.channel, row.status])).toEqual(
      expect.arrayContaining([
        ['order.placed', 'sms', 'pending'],
        ['order.placed', 'email', 'pending'],
      ]),
    );
    await app.jobs.runDue();
    const email = await emailOf(customer.userId);
    const [mail] = await mailbox(app, email);
    expect(mail!.subject).toBe(`Your Khidma order ${order.ordId} is booked`);
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');
    expect(mail!.text).toContain(order.ordId);
    expect(mail!.attachments).toEqual([
      { filename: `khidma-${order.ordId}.ics`, contentType: 'text/calendar; charset=utf-8; method=REQUEST' },
    ]);
    const calendar = await new Agent(app).get(
      Agent.api(`dev/mailbox/attachment?email=${encodeURIComponent(email)}&filename=khidma-${order.ordId}.ics`),
    );
    expect(calendar.body).toContain(`UID:${order._id}@khidma`);
    expect(calendar.body).toContain('SEQUENCE:0');

    // Sent: running the job again (a retry after a success) sends nothing more.
    const [sent] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.userId), eq(notifications.channel, 'email')));
    expect(sent!.status).toBe('sent');
    const { sendNotification } = await import('./send');
    await sendNotification(app, sent!.id, { id: 'x', retryCount: 1, retryLimit: 5 });
    expect(await app.db.$count(emailOutbox, eq(emailOutbox.to, email))).toBe(1);
  });

  it("writes in the person's language and through their channel (WhatsApp, Arabic, no email)", async () => {
    const customer = await world.customer();
    const saved = await customer.agent.put(Agent.api('notification_settings'), {
      preferredLanguage: 'ar',
      notifyBy: 'whatsapp',
      notifyEmail: false,
    });
    expect(saved.statusCode).toBe(200);
    expect((await customer.agent.get(Agent.api('notification_settings'))).json().results).toEqual({
      preferredLanguage: 'ar',
      notifyBy: 'whatsapp',
      notifyEmail: false,
    });
    const order = await world.order(customer);
    await app.jobs.runDue();
    const [{ countryCode, phone }] = (await app.db
      .select({ countryCode: users.countryCode, phone: users.phone })
      .from(users)
      .where(eq(users.id, customer.userId))) as [{ countryCode: string; phone: string }];
    const messages = (
      await new Agent(app).get(Agent.api(`dev/whatsapp?phone=${phone}&country_code=${encodeURIComponent(countryCode)}`))
    ).json().results;
    expect(messages).toHaveLength(1);
    expect(messages[0].body).toContain(`تم حجز الطلب ${order.ordId}`);
    expect(await app.db.$count(emailOutbox, eq(emailOutbox.to, await emailOf(customer.userId)))).toBe(0);
  });

  it('keeps the language of the page a person signed up on as theirs', async () => {
    const agent = new Agent(app);
    agent.setCookie(LANGUAGE_COOKIE, 'ar');
    const { user } = await registered(app, agent);
    const [row] = await app.db
      .select({ language: users.preferredLanguage, notifyBy: users.notifyBy, notifyEmail: users.notifyEmail })
      .from(users)
      .where(eq(users.id, user._id));
    expect(row).toEqual({ language: 'ar', notifyBy: 'sms', notifyEmail: true });
    const { user: english } = await registered(app);
    const [other] = await app.db
      .select({ language: users.preferredLanguage })
      .from(users)
      .where(eq(users.id, english._id));
    expect(other!.language).toBe('en');
  });

  it('refuses bad settings and strangers', async () => {
    const customer = await world.customer();
    const bad = await customer.agent.put(Agent.api('notification_settings'), {
      preferredLanguage: 'fr',
      notifyBy: 'pigeon',
      notifyEmail: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['notifyBy', 'notifyEmail', 'preferredLanguage']);
    expect((await new Agent(app).get(Agent.api('notification_settings'))).statusCode).toBe(401);
    expect((await customer.agent.get(Agent.api('admin/notifications'))).statusCode).toBe(403);
    expect((await customer.agent.get(Agent.api('admin/jobs/failed'))).statusCode).toBe(403);
    const mailboxBad = await new Agent(app).get(Agent.api('dev/mailbox?email=%00'));
    expect(mailboxBad.statusCode).toBe(400);
  });

  it('tells the customer of the assignment and the partner of the new job, and sets the reminders', async () => {
    const customer = await world.customer();
    const partner = await world.partner();
    const order = await world.order(customer);
    const assigned = await world.admin.put(Agent.api(`admin/orders/${order.ordId}`), {
      servicePartnerId: partner.partnerId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const kinds = await app.db.select({ kind: notifications.kind, userId: notifications.userId }).from(notifications);
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'order.assigned', userId: customer.userId },
        { kind: 'job.new', userId: partner.userId },
      ]),
    );
    const reminders = await waitingJobs(app, ORDER_REMINDER, order._id);
    expect(reminders.map((job) => job.data.who)).toEqual(expect.arrayContaining(['customer', 'partner']));
  });

  it('moves the reminders with a reschedule and drops them on cancel', async () => {
    const customer = await world.customer();
    const order = await world.order(customer);
    await app.jobs.runDue();
    const before = await waitingJobs(app, ORDER_REMINDER, order._id);
    expect(before.length).toBeGreaterThan(0);
    const { freeSlot } = await import('../../test/orders');
    const slotStart = await freeSlot(
      app,
      world.catalogue.map((line) => line.id),
      { fromDay: 3 },
    );
    const moved = await customer.agent.put(Agent.api(`odm/srv_booking/${order.ordId}/slot`), {
      userId: customer.userId,
      slotStart,
      fee: 0,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await waitingJobs(app, ORDER_REMINDER, order._id);
    expect(after.every((job) => job.data.slotStart === new Date(slotStart).toISOString())).toBe(true);
    expect(after.length).toBeGreaterThan(0);

    await app.jobs.runDue();
    const email = await emailOf(customer.userId);
    const [rescheduled] = await mailbox(app, email);
    expect(rescheduled!.subject).toContain(`Order ${order.ordId} is moved to`);

    const cancelled = await customer.agent.post(Agent.api(`odm/srv_booking/${order.ordId}/cancel`), {
      userId: customer.userId,
      fee: 0,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await waitingJobs(app, ORDER_REMINDER, order._id)).toEqual([]);
    await app.jobs.runDue();
    const [cancelMail] = await mailbox(app, email);
    expect(cancelMail!.subject).toBe(`Order ${order.ordId} is cancelled`);
    expect(cancelMail!.attachments[0]!.contentType).toContain('method=CANCEL');
    const file = await new Agent(app).get(
      Agent.api(`dev/mailbox/attachment?email=${encodeURIComponent(email)}&filename=khidma-${order.ordId}.ics`),
    );
    expect(file.body).toContain('STATUS:CANCELLED');
    expect(file.body).not.toContain('SEQUENCE:0');
  });

  it("tells each status once, through the queue only: the SMS and the email, in the customer's language", async () => {
    const customer = await world.customer();
    const partner = await world.partner();
    const order = await world.order(customer);
    await world.admin.put(Agent.api(`admin/orders/${order.ordId}`), { servicePartnerId: partner.partnerId });
    const accepted = await partner.agent.put(Agent.api(`partner/jobs/${order.ordId}`), { ordStatus: 'Accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const statusRows = await app.db
      .select({ channel: notifications.channel, payload: notifications.payload })
      .from(notifications)
      .where(and(eq(notifications.userId, customer.userId), eq(notifications.kind, 'order.status')));
    // The customer chose SMS (and email): the status goes to both through the outbox, nothing is texted directly.
    expect(statusRows.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    expect(statusRows.map((row) => row.payload)).toEqual([
      { bookingId: order._id, status: 'Accepted' },
      { bookingId: order._id, status: 'Accepted' },
    ]);
    expect(await app.db.$count(smsOutbox, eq(smsOutbox.phone, customer.phone))).toBe(0);
    await app.jobs.runDue();
    const subjects = (await mailbox(app, await emailOf(customer.userId))).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject === `Order ${order.ordId}: Accepted`)).toHaveLength(1);
    const sms = await app.db
      .select({ body: smsOutbox.body })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, customer.phone));
    expect(sms.filter(({ body }) => body === `Khidma: your professional accepted order ${order.ordId}.`)).toHaveLength(
      1,
    );
  });

  it('tells the customer their payment arrived (the Pending -> Open change the payment makes)', async () => {
    const customer = await world.customer();
    const order = await world.order(customer, 1);
    const { recordOrderEvent } = await import('../orders/events');
    await app.db.transaction(async (tx) => {
      await tx.update(bookings).set({ ordStatus: 'Open', paymentStatus: 'PAID' }).where(eq(bookings.id, order._id));
      await recordOrderEvent(tx, {
        bookingId: order._id,
        actorUserId: null,
        actorRole: 'system',
        fromStatus: 'Pending',
        toStatus: 'Open',
        fromPartnerId: null,
        toPartnerId: null,
      });
    });
    await app.jobs.runDue();
    const subjects = (await mailbox(app, await emailOf(customer.userId))).map((mail) => mail.subject);
    expect(subjects).toContain(`Payment received for order ${order.ordId}`);
  });

  it('shows a send that failed every try in the console, and Retry sends it again', async () => {
    const customer = await world.customer();
    await customer.agent.put(Agent.api('notification_settings'), {
      preferredLanguage: 'en',
      notifyBy: 'whatsapp',
      notifyEmail: false,
    });
    const original = app.whatsapp.send;
    app.whatsapp.send = () => Promise.reject(new Error('provider down'));
    try {
      await world.order(customer);
      const [row] = await app.db.select().from(notifications).where(eq(notifications.userId, customer.userId));
      await app.db.update(notifications).set({ status: 'pending' }).where(eq(notifications.id, row!.id));
      // The queue's policy here: NOTIFY_RETRY_LIMIT (5) retries; the test runs them without waiting out the delays.
      for (let attempt = 0; attempt <= app.config.NOTIFY_RETRY_LIMIT; attempt += 1) {
        const { sendNotification } = await import('./send');
        await sendNotification(app, row!.id, { id: 'x', retryCount: attempt, retryLimit: 5 }).catch(() => {});
      }
      const failed = (await world.admin.get(Agent.api('admin/notifications?status=failed'))).json().results;
      const listed = failed.find((item: { _id: string }) => item._id === row!.id);
      expect(listed).toMatchObject({ status: 'failed', attempts: 6, lastError: 'provider down', channel: 'whatsapp' });
    } finally {
      app.whatsapp.send = original;
    }
    const [row] = await app.db.select().from(notifications).where(eq(notifications.userId, customer.userId));
    const retried = await world.admin.post(Agent.api(`admin/notifications/${row!.id}/retry`), {});
    expect(retried.statusCode, retried.body).toBe(200);
    await app.jobs.runDue();
    expect(await app.db.$count(whatsappOutbox, eq(whatsappOutbox.key, row!.id))).toBe(1);
    const again = await world.admin.post(Agent.api(`admin/notifications/${row!.id}/retry`), {});
    expect(again.statusCode).toBe(409);
  });
});
