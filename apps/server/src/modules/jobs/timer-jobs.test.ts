import { and, eq } from 'drizzle-orm';
import { addKuwaitDays, kuwaitDate, kuwaitMidnight } from '@khidma/shared/kuwait-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bookings, notifications, passwordResetCodes, sessions } from '../../db/schema';
import { Agent } from '../../test/agent';
import { auditLog, bookingRow, ordersWorld } from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import { ACCEPT_TIMEOUT, ORDER_REMINDER, PAYMENT_WINDOW } from './order-timers';
import { PURGE } from './timer-jobs';

const MINUTE_MS = 60_000;

async function waitingJobs(app: App, name: string, bookingId: string) {
  const { rows } = await app.database.executeSql(
    `select data, start_after from pgboss.job where name = $1 and state = 'created' and data ->> 'bookingId' = $2 order by start_after`,
    [name, bookingId],
  );
  return rows.map((row) => ({
    data: row.data as Record<string, unknown>,
    startAfter: new Date(row.start_after as string),
  }));
}

describe('the time-driven jobs of an order', () => {
  let app: App;
  let world: Awaited<ReturnType<typeof ordersWorld>>;
  beforeAll(async () => {
    app = await createTestApp({ seed: true });
    world = await ordersWorld(app);
  });
  afterAll(() => app.close());

  it('reminds the customer 24 h and 2 h before, the partner at 18:00 the evening before and 1 h before', async () => {
    const customer = await world.customer();
    const partner = await world.partner();
    const order = await world.order(customer);
    await world.admin.put(Agent.api(`admin/orders/${order.ordId}`), { servicePartnerId: partner.partnerId });
    const { slotStart } = await bookingRow(app, order._id);
    const slot = slotStart!.getTime();
    const evening = kuwaitMidnight(addKuwaitDays(kuwaitDate(slot), -1)) + 18 * 60 * MINUTE_MS;
    const due = (await waitingJobs(app, ORDER_REMINDER, order._id)).map((job) => [
      job.data.who,
      job.startAfter.getTime(),
    ]);
    const expected = [
      ['customer', slot - 24 * 60 * MINUTE_MS],
      ['customer', slot - 2 * 60 * MINUTE_MS],
      ['partner', evening],
      ['partner', slot - 60 * MINUTE_MS],
    ].filter(([, at]) => (at as number) > Date.now());
    expect(due).toEqual(expect.arrayContaining(expected));
    expect(due).toHaveLength(expected.length);
  });

  it('sends a due reminder, and nothing for a slot that moved', async () => {
    const customer = await world.customer();
    const order = await world.order(customer);
    await app.jobs.runDue();
    const { slotStart } = await bookingRow(app, order._id);
    await app.jobs.send(ORDER_REMINDER, {
      bookingId: order._id,
      who: 'customer',
      hours: 2,
      slotStart: slotStart!.toISOString(),
    });
    await app.jobs.send(ORDER_REMINDER, {
      bookingId: order._id,
      who: 'customer',
      hours: 2,
      slotStart: new Date(slotStart!.getTime() + 3_600_000).toISOString(),
    });
    await app.jobs.runDue();
    const reminders = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.userId), eq(notifications.kind, 'reminder.customer')));
    // One reminder (SMS and email), sent.
    expect(reminders.map((row) => [row.channel, row.status]).sort()).toEqual([
      ['email', 'sent'],
      ['sms', 'sent'],
    ]);
  });

  it(`returns a job not accepted within ACCEPT_WITHIN_MINUTES to the admins, unassigned, with the reason`, async () => {
    const customer = await world.customer();
    const partner = await world.partner();
    const order = await world.order(customer);
    await world.admin.put(Agent.api(`admin/orders/${order.ordId}`), { servicePartnerId: partner.partnerId });
    // The timer set by the assignment waits for its due time.
    await app.jobs.runDue();
    const [waiting] = await waitingJobs(app, ACCEPT_TIMEOUT, order._id);
    expect(waiting!.startAfter.getTime()).toBeGreaterThan(Date.now() + 29 * MINUTE_MS);

    // Due: the partner has not accepted.
    const assignedAt = new Date(Date.now() - 31 * MINUTE_MS).toISOString();
    await app.jobs.send(ACCEPT_TIMEOUT, { bookingId: order._id, partnerId: partner.partnerId, assignedAt });
    await app.jobs.runDue();
    const row = await bookingRow(app, order._id);
    expect([row.ordStatus, row.servicePartnerId]).toEqual(['Open', null]);
    expect((await auditLog(app, order._id)).at(-1)).toMatchObject({
      actorRole: 'system',
      fromPartnerId: partner.partnerId,
      toPartnerId: null,
      reason: 'Not accepted within 30 minutes',
    });
  });

  it('leaves an accepted job with its partner when the timer fires', async () => {
    const customer = await world.customer();
    const partner = await world.partner();
    const order = await world.order(customer);
    await world.admin.put(Agent.api(`admin/orders/${order.ordId}`), { servicePartnerId: partner.partnerId });
    const accepted = await partner.agent.put(Agent.api(`partner/jobs/${order.ordId}`), { ordStatus: 'Accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const assignedAt = new Date(Date.now() - 31 * MINUTE_MS).toISOString();
    await app.jobs.send(ACCEPT_TIMEOUT, { bookingId: order._id, partnerId: partner.partnerId, assignedAt });
    await app.jobs.runDue();
    expect((await bookingRow(app, order._id)).servicePartnerId).toBe(partner.partnerId);
  });

  it('cancels an unpaid Online order when its payment window closes, and frees nothing paid', async () => {
    const customer = await world.customer();
    const unpaid = await world.order(customer, 1);
    expect(unpaid.ordStatus).toBe('Pending');
    // Placing it set the window: it waits for PAYMENT_WINDOW_MINUTES.
    await app.jobs.runDue();
    const [window] = await waitingJobs(app, PAYMENT_WINDOW, unpaid._id);
    expect(window!.startAfter.getTime()).toBeGreaterThan(Date.now() + 19 * MINUTE_MS);

    // The window (20 minutes by default) has passed since it was placed: the job due then cancels it.
    const placed = new Date(Date.now() - 21 * MINUTE_MS);
    await app.db.update(bookings).set({ createdAt: placed }).where(eq(bookings.id, unpaid._id));
    const placedAt = placed.toISOString();
    await app.jobs.send(PAYMENT_WINDOW, { bookingId: unpaid._id, placedAt });
    await app.jobs.runDue();
    expect((await bookingRow(app, unpaid._id)).ordStatus).toBe('Cancelled');
    expect((await auditLog(app, unpaid._id)).at(-1)).toMatchObject({
      actorRole: 'system',
      toStatus: 'Cancelled',
      reason: 'payment not completed',
    });

    const paid = await world.order(customer, 1);
    await app.db.update(bookings).set({ paymentStatus: 'PAID', ordStatus: 'Open' }).where(eq(bookings.id, paid._id));
    await app.jobs.send(PAYMENT_WINDOW, { bookingId: paid._id, placedAt });
    await app.jobs.runDue();
    expect((await bookingRow(app, paid._id)).ordStatus).toBe('Open');
  });

  it('purges sessions and reset codes past their life, and keeps live ones', async () => {
    const customer = await world.customer();
    const past = new Date(Date.now() - 1000);
    await app.db.insert(sessions).values({ userId: customer.userId, tokenHash: 'expired-session', expiresAt: past });
    await app.db
      .insert(passwordResetCodes)
      .values({ userId: customer.userId, codeHash: 'x', expiresAt: past })
      .onConflictDoNothing();
    await app.jobs.send(PURGE, {});
    await app.jobs.runDue();
    expect(await app.db.$count(sessions, eq(sessions.tokenHash, 'expired-session'))).toBe(0);
    expect(await app.db.$count(passwordResetCodes, eq(passwordResetCodes.userId, customer.userId))).toBe(0);
    // The customer's own live session stays.
    expect((await customer.agent.get(Agent.api('notification_settings'))).statusCode).toBe(200);
  });
});
