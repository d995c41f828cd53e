import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addKuwaitDays, kuwaitDate } from '@khidma/shared/kuwait-time';
import type { App } from '../../app';
import { bookings, orderEvents } from '../../db/schema';
import { Agent } from '../../test/agent';
import { auditLog, bookableBody, bookingRow, makeVisitDue, ordersWorld } from '../../test/orders';
import { freeStartTimes } from '../../test/slots';
import { createTestApp } from '../../test/test-app';
import { expireUnpaidOrders, PAYMENT_NOT_COMPLETED } from './payment-window';

type World = Awaited<ReturnType<typeof ordersWorld>>;

/** Issue 23, "Money and capacity" and partner data retention, at the default limits. */
describe('money and capacity: caps, the payment window, the visit timing, days off and what partners keep', () => {
  let app: App;
  let world: World;

  beforeAll(async () => {
    app = await createTestApp({ seed: true, env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1' } });
    world = await ordersWorld(app);
  });
  afterAll(() => app.close());

  const place = async (who: Awaited<ReturnType<World['customer']>>, paymentType: number) =>
    who.agent.post(Agent.api('odm/srv_booking'), await bookableBody(app, who, world.catalogue, paymentType));

  it('refuses a third unpaid Online order (409 saying why) and a sixth order not yet started; nothing created', async () => {
    const who = await world.customer();
    expect((await place(who, 1)).statusCode).toBe(200);
    expect((await place(who, 1)).statusCode).toBe(200);
    const third = await place(who, 1);
    expect([third.statusCode, third.json().reason, third.json().message]).toEqual([
      409,
      'errors.orders.tooManyUnpaid',
      'You already have 2 orders waiting for payment. Pay for one or cancel it before placing another.',
    ]);
    who.agent.setCookie('locale', 'ar');
    expect((await place(who, 1)).json().message).toContain('عندك 2 طلبات بانتظار الدفع');
    who.agent.setCookie('locale', 'en');
    // Cash orders still fit, up to five not yet started in all.
    for (let index = 0; index < 3; index += 1) expect((await place(who, 2)).statusCode).toBe(200);
    const sixth = await place(who, 2);
    expect([sixth.statusCode, sixth.json().reason]).toEqual([409, 'errors.orders.tooManyOpen']);
    expect(await app.db.$count(bookings, eq(bookings.userId, who.userId))).toBe(5);
  });

  it('frees the slot of an unpaid order past its payment window, cancelled by the system', async () => {
    const who = await world.customer();
    const placed = await place(who, 1);
    const order = placed.json().results[0] as { _id: string; ordId: string; slotStart: string };
    const query = {
      subCategoryId: world.skill,
      date: order.slotStart.slice(0, 10),
      duration: String(await bookingMinutes(order._id)),
    };
    const time = order.slotStart.slice(11, 16);
    // The demo's one partner of this skill is taken at that time.
    expect(await freeStartTimes(app, query)).not.toContain(time);

    const placedAgo = (minutes: number) =>
      app.db
        .update(bookings)
        .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(bookings.id, order._id));
    await placedAgo(19);
    expect(await freeStartTimes(app, query)).not.toContain(time);
    expect((await bookingRow(app, order._id)).ordStatus).toBe('Pending');

    await placedAgo(21);
    expect(await freeStartTimes(app, query)).toContain(time);
    expect(await bookingRow(app, order._id)).toMatchObject({ ordStatus: 'Cancelled', refundDue: false });
    expect((await auditLog(app, order._id)).map((event) => [event.actorRole, event.toStatus, event.reason])).toEqual([
      ['system', 'Cancelled', PAYMENT_NOT_COMPLETED],
    ]);
    // The slot is offered again: the customer (now under the cap again) can book it.
    expect((await place(who, 1)).statusCode).toBe(200);
    // The job queue calls the same function; nothing is left due.
    expect(await expireUnpaidOrders(app.db, { paymentWindowMinutes: 20 })).toBe(0);
  });

  async function bookingMinutes(id: string) {
    const row = await bookingRow(app, id);
    return Math.round((row.slotEnd!.getTime() - row.slotStart!.getTime()) / 60_000);
  }

  it("refuses a partner's Traveling 12 days ahead, Reached early and Completed before the slot; an admin overrides with a reason", async () => {
    const who = await world.customer();
    const order = (await place(who, 2)).json().results[0] as { _id: string; ordId: string };
    const partner = await world.partner();
    expect(
      (await world.admin.put(Agent.api(`admin/orders/${order.ordId}`), { servicePartnerId: partner.partnerId }))
        .statusCode,
    ).toBe(200);
    const move = (body: Record<string, unknown>) => partner.agent.put(Agent.api(`partner/jobs/${order.ordId}`), body);
    const setSlot = (minutesFromNow: number) =>
      app.db
        .update(bookings)
        .set({
          slotStart: new Date(Date.now() + minutesFromNow * 60_000),
          slotEnd: new Date(Date.now() + (minutesFromNow + 60) * 60_000),
        })
        .where(eq(bookings.id, order._id));
    expect((await move({ ordStatus: 'Accepted' })).statusCode).toBe(200);

    await setSlot(12 * 24 * 60);
    const early = await move({ ordStatus: 'Traveling' });
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'It is too early to set off: a job can be Traveling from 120 minutes before its time slot.',
    ]);
    await setSlot(100);
    expect((await move({ ordStatus: 'Traveling' })).statusCode).toBe(200);
    const reached = await move({ ordStatus: 'Reached' });
    expect([reached.statusCode, reached.json().reason]).toEqual([409, 'errors.orders.tooEarlyToReach']);
    await setSlot(25);
    expect((await move({ ordStatus: 'Reached' })).statusCode).toBe(200);
    expect((await move({ ordStatus: 'Started' })).statusCode).toBe(200);
    const completed = await move({ ordStatus: 'Completed', cashCollected: true });
    expect([completed.statusCode, completed.json().reason]).toEqual([409, 'errors.orders.tooEarlyToComplete']);
    expect((await bookingRow(app, order._id)).ordStatus).toBe('Started');

    // An admin may override, only with a reason, which the audit log keeps.
    const adminMove = (body: Record<string, unknown>) =>
      world.admin.put(Agent.api(`admin/orders/${order.ordId}`), body);
    expect((await adminMove({ ordStatus: 'Completed' })).statusCode).toBe(409);
    expect((await adminMove({ ordStatus: 'Completed', overrideTiming: true })).statusCode).toBe(400);
    const overridden = await adminMove({ ordStatus: 'Completed', overrideTiming: true, reason: 'Finished early' });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect((await auditLog(app, order._id)).at(-1)).toMatchObject({
      actorRole: 'admin',
      toStatus: 'Completed',
      reason: 'Timing overridden: Finished early',
    });
  });

  it('refuses a day off over an assigned job with 409 naming it; the job stays', async () => {
    const who = await world.customer();
    const order = (await place(who, 2)).json().results[0] as { _id: string; ordId: string; slotStart: string };
    const partner = await world.partner();
    await world.admin.put(Agent.api(`admin/orders/${order.ordId}`), { servicePartnerId: partner.partnerId });
    const date = order.slotStart.slice(0, 10);
    for (const [agent, path] of [
      [partner.agent, 'partner/me/time_off'],
      [world.admin, `admin/partners/${partner.partnerId}/time_off`],
    ] as const) {
      const refused = await agent.post(Agent.api(path), { date });
      expect([path, refused.statusCode, refused.json().message]).toEqual([
        path,
        409,
        `You have jobs on that day: ${order.ordId}. Ask the admin to reassign them first.`,
      ]);
    }
    expect(await bookingRow(app, order._id)).toMatchObject({ servicePartnerId: partner.partnerId });
    // Another day is free to take off.
    const otherDay = addKuwaitDays(kuwaitDate(Date.now()), 20);
    expect((await partner.agent.post(Agent.api('partner/me/time_off'), { date: otherDay })).statusCode).toBe(200);
  });

  it('shows a partner only the area and the services of a cancelled job, and of one completed 7 days ago', async () => {
    const who = await world.customer();
    const partner = await world.partner();
    const assigned = async () => {
      const order = (await place(who, 2)).json().results[0] as { _id: string; ordId: string };
      await world.admin.put(Agent.api(`admin/orders/${order.ordId}`), { servicePartnerId: partner.partnerId });
      return order;
    };
    const job = async (ordId: string) => (await partner.agent.get(Agent.api(`partner/jobs/${ordId}`))).json().results;
    const hidden = { customerFirstName: null, phone: null, ServiceAddress: null };

    const cancelled = await assigned();
    expect(await job(cancelled.ordId)).toMatchObject({ phone: expect.any(String), area: expect.any(String) });
    // Cancelled before the partner accepted.
    await world.admin.put(Agent.api(`admin/orders/${cancelled.ordId}`), { ordStatus: 'Cancelled', reason: 'No' });
    expect(await job(cancelled.ordId)).toMatchObject({ ...hidden, ordStatus: 'Cancelled' });
    expect((await job(cancelled.ordId)).services.length).toBeGreaterThan(0);

    const done = await assigned();
    await makeVisitDue(app, done._id);
    await world.admin.put(Agent.api(`admin/orders/${done.ordId}`), { ordStatus: 'Completed' });
    expect((await job(done.ordId)).phone).not.toBeNull();
    await app.db
      .update(orderEvents)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60_000) })
      .where(eq(orderEvents.bookingId, done._id));
    expect(await job(done.ordId)).toMatchObject({ ...hidden, ordStatus: 'Completed' });
    const past = (await partner.agent.get(`${Agent.api('partner/jobs')}?view=past`)).json().results as Array<{
      ordId: string;
      phone: string | null;
    }>;
    expect(past.filter((item) => [done.ordId, cancelled.ordId].includes(item.ordId)).map((item) => item.phone)).toEqual(
      [null, null],
    );
  });
});
