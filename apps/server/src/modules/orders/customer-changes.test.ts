import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toKuwaitIso } from '@khidma/shared/kuwait-time';
import type { App } from '../../app';
import { bookings, services, smsOutbox } from '../../db/schema';
import { Agent } from '../../test/agent';
import {
  auditLog,
  bookingRow,
  type Customer,
  freeSlot,
  addSkill,
  MANY_ORDERS_ENV,
  orderBody,
  ordersWorld,
  type SkillPartners,
} from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import { setOperationsSettings } from '../settings/service';
import { post } from '../ledger/ledger';

type World = Awaited<ReturnType<typeof ordersWorld>>;
type Line = { id: string; name: string; priceFils: number };
type Answer = Awaited<ReturnType<Agent['post']>>;

const HOUR = 3_600_000;

describe("the customer's time slot: placing, rescheduling and cancelling an order", () => {
  let app: App;
  let world: World;
  let who: Customer;

  const row = (id: string) => bookingRow(app, id);
  const events = (id: string) => auditLog(app, id);
  const place = (customer: Customer, lines: Line[], slotStart: string, paymentType = 2) =>
    customer.agent.post(Agent.api('odm/srv_booking'), orderBody(customer, lines, paymentType, slotStart));
  const placed = async (customer: Customer, lines: Line[], slotStart?: string) => {
    const response = await place(
      customer,
      lines,
      slotStart ??
        (await freeSlot(
          app,
          lines.map((line) => line.id),
        )),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results[0] as { _id: string; ordId: string; slotStart: string; slotEnd: string };
  };
  const reschedule = (customer: Customer, ordId: string, body: Record<string, unknown>) =>
    customer.agent.put(Agent.api(`odm/srv_booking/${ordId}/slot`), { userId: customer.userId, ...body });
  const cancel = (customer: Customer, ordId: string, body: Record<string, unknown>) =>
    customer.agent.post(Agent.api(`odm/srv_booking/${ordId}/cancel`), { userId: customer.userId, ...body });
  const refused = (response: Answer, status: number, message: string) =>
    expect([response.statusCode, response.json().message]).toEqual([status, message]);

  const newSkill = (partners?: SkillPartners) => addSkill(app, partners);

  beforeAll(async () => {
    app = await createTestApp({ seed: true, env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1', ...MANY_ORDERS_ENV } });
    world = await ordersWorld(app);
    who = await world.customer();
  });
  afterEach(() => setOperationsSettings(app.db, { autoAssign: false }));
  afterAll(() => app.close());

  describe('placing an order', () => {
    it('holds the slot for the services summed, of their one sub-category; free to change while far away', async () => {
      const slotStart = await freeSlot(
        app,
        world.catalogue.map((line) => line.id),
      );
      const order = await placed(who, world.catalogue, slotStart);
      const stored = await row(order._id);
      expect(order).toMatchObject({
        slotStart,
        slotEnd: toKuwaitIso(stored.slotEnd!),
        subCategoryId: world.skill,
        changeFee: 0,
        lateChangeFees: 0,
        servicePartnerId: null,
      });
      expect(stored.slotStart!.toISOString()).toBe(new Date(slotStart).toISOString());
      const durations = await app.db
        .select({ id: services.id, minutes: services.durationMinutes })
        .from(services)
        .where(eq(services.subCategoryId, world.skill));
      const total = world.catalogue.reduce(
        (sum, line) => sum + durations.find((service) => service.id === line.id)!.minutes,
        0,
      );
      expect(stored.slotEnd!.getTime() - stored.slotStart!.getTime()).toBe(total * 60_000);
      expect(await events(order._id)).toEqual([]);
    });

    it('refuses services of two sub-categories with 400, and creates nothing', async () => {
      const customer = await world.customer();
      const other = await newSkill();
      const lines = [world.catalogue[0]!, other.lines[0]!];
      const response = await place(customer, lines, await freeSlot(app, [world.catalogue[0]!.id]));
      refused(
        response,
        400,
        'One visit is for one kind of service. Book the services of one kind now, and the others in another order.',
      );
      expect(Object.keys(response.json().errors)).toEqual(['services_json']);
      expect(await app.db.$count(bookings, eq(bookings.userId, customer.userId))).toBe(0);
    });

    it('refuses a slot just taken with 409, and creates nothing', async () => {
      const { lines } = await newSkill();
      const slotStart = await freeSlot(
        app,
        lines.map((line) => line.id),
      );
      const [first, second] = [await world.customer(), await world.customer()];
      await placed(first, lines, slotStart);
      refused(await place(second, lines, slotStart), 409, 'This time slot was just booked. Please pick another.');
      expect(await app.db.$count(bookings, eq(bookings.userId, second.userId))).toBe(0);
    });

    it('refuses a bad or missing slotStart with 400, and creates nothing', async () => {
      const customer = await world.customer();
      const slotStart = await freeSlot(
        app,
        world.catalogue.map((line) => line.id),
      );
      const offGrid = toKuwaitIso(new Date(slotStart).getTime() + 10 * 60_000);
      for (const bad of [
        'tomorrow',
        `${slotStart}\u0000`,
        '2026-02-30T10:00:00+03:00',
        slotStart.slice(0, 19),
        offGrid,
      ]) {
        const response = await place(customer, world.catalogue, bad);
        expect([bad, response.statusCode, Object.keys(response.json().errors ?? {})]).toEqual([
          bad,
          400,
          ['slotStart'],
        ]);
      }
      const { slotStart: _none, ...missing } = orderBody(customer, world.catalogue, 2, slotStart);
      const response = await customer.agent.post(Agent.api('odm/srv_booking'), missing);
      expect([response.statusCode, response.json().errors?.slotStart]).toEqual([
        400,
        'Choose a date and time for the visit.',
      ]);
      expect(await app.db.$count(bookings, eq(bookings.userId, customer.userId))).toBe(0);
    });

    it('assigns the best rated free partner at once when auto-assign is on (the system in the log); not when off', async () => {
      const { lines, partnerIds } = await newSkill([
        { ratingTotal: 6, ratingCount: 2 },
        { ratingTotal: 9, ratingCount: 2 },
      ]);
      const off = await placed(who, lines);
      expect((await row(off._id)).servicePartnerId).toBeNull();

      await setOperationsSettings(app.db, { autoAssign: true });
      const on = await placed(who, lines);
      expect(await row(on._id)).toMatchObject({ servicePartnerId: partnerIds[1], ordStatus: 'Open' });
      expect((await events(on._id)).map((event) => [event.actorRole, event.toStatus, event.toPartnerId])).toEqual([
        ['system', 'Open', partnerIds[1]],
      ]);
      // The partner accepts as usual: it stays Open until then.
      const job = await who.agent.get(Agent.api(`odm/srv_booking/${on.ordId}`));
      expect(job.json().results).toMatchObject({ ordStatus: 'Open', servicePartnerId: partnerIds[1] });
    });
  });

  describe('rescheduling', () => {
    it('moves an order to another free slot, free of charge while far away, logged as the customer', async () => {
      const order = await placed(who, world.catalogue);
      const next = await freeSlot(
        app,
        world.catalogue.map((line) => line.id),
        { fromDay: 3 },
      );
      const moved = await reschedule(who, order.ordId, { slotStart: next, fee: 0 });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().results).toMatchObject({ slotStart: next, changeFee: 0, lateChangeFees: 0 });
      const length = new Date(order.slotEnd).getTime() - new Date(order.slotStart).getTime();
      expect(new Date(moved.json().results.slotEnd).getTime() - new Date(next).getTime()).toBe(length);
      expect((await events(order._id)).map((event) => [event.actorRole, event.actorUserId, event.reason])).toEqual([
        ['customer', who.userId, `Rescheduled from ${order.slotStart} to ${next}`],
      ]);
    });

    it('costs the late-change fee within 3 hours of the slot: 409 for a stale fee, then the fee recorded', async () => {
      const order = await placed(who, world.catalogue);
      const soon = new Date(Date.now() + 2 * HOUR);
      await app.db
        .update(bookings)
        .set({ slotStart: soon, slotEnd: new Date(soon.getTime() + HOUR) })
        .where(eq(bookings.id, order._id));
      expect((await who.agent.get(Agent.api(`odm/srv_booking/${order.ordId}`))).json().results.changeFee).toBe(1);
      const before = await row(order._id);
      const next = await freeSlot(
        app,
        world.catalogue.map((line) => line.id),
        { fromDay: 4 },
      );
      refused(
        await reschedule(who, order.ordId, { slotStart: next, fee: 0 }),
        409,
        'The fee for this change has just changed. Please check it and confirm again.',
      );
      expect(await row(order._id)).toEqual(before);
      const moved = await reschedule(who, order.ordId, { slotStart: next, fee: 1 });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().results).toMatchObject({ slotStart: next, lateChangeFees: 1, changeFee: 0 });
      expect((await row(order._id)).lateChangeFeeFils).toBe(1_000);
    });

    it('refuses a taken slot with 409 and changes nothing', async () => {
      const { lines } = await newSkill();
      const first = await placed(who, lines);
      const second = await placed(who, lines);
      const before = await row(second._id);
      refused(
        await reschedule(who, second.ordId, { slotStart: first.slotStart, fee: 0 }),
        409,
        'This time slot was just booked. Please pick another.',
      );
      expect(await row(second._id)).toEqual(before);
      expect(await events(second._id)).toEqual([]);
    });

    it('unassigns a partner busy at the new slot (Accepted back to Open), and auto-assigns a free one', async () => {
      const { lines, partnerIds } = await newSkill([{ ratingTotal: 10, ratingCount: 2 }, {}]);
      const [busy, free] = partnerIds as [string, string];
      await setOperationsSettings(app.db, { autoAssign: true });
      const order = await placed(who, lines);
      const other = await placed(who, lines, toKuwaitIso(new Date(order.slotStart).getTime() + 3 * HOUR));
      expect((await row(order._id)).servicePartnerId).toBe(busy);
      expect((await row(other._id)).servicePartnerId).toBe(busy);
      await app.db.update(bookings).set({ ordStatus: 'Accepted' }).where(eq(bookings.id, order._id));

      const moved = await reschedule(who, order.ordId, { slotStart: other.slotStart, fee: 0 });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await row(order._id)).toMatchObject({ servicePartnerId: free, ordStatus: 'Open' });
      expect(
        (await events(order._id))
          .slice(1)
          .map((event) => [event.actorRole, event.fromStatus, event.toStatus, event.fromPartnerId, event.toPartnerId]),
      ).toEqual([
        ['customer', 'Accepted', 'Open', busy, null],
        ['system', 'Open', 'Open', null, free],
      ]);
    });

    it('answers 409 for an order without a slot', async () => {
      const order = await placed(who, world.catalogue);
      await app.db.update(bookings).set({ slotStart: null, slotEnd: null }).where(eq(bookings.id, order._id));
      const next = await freeSlot(
        app,
        world.catalogue.map((line) => line.id),
      );
      refused(
        await reschedule(who, order.ordId, { slotStart: next, fee: 0 }),
        409,
        'This order has no time slot to move.',
      );
    });
  });

  describe('cancelling', () => {
    it('cancels an order paid online: a refund is due in the console, the reason logged, no SMS to the customer', async () => {
      const customer = await world.customer();
      const order = await placed(customer, world.catalogue, undefined);
      await app.db
        .update(bookings)
        .set({ paymentType: 1, paymentStatus: 'PAID', ordStatus: 'Open' })
        .where(eq(bookings.id, order._id));
      // Its capture in the ledger, as the payment flow posts it: the refund due is read from there.
      const { totalFils: paidFils } = await row(order._id);
      await post(app.db, {
        key: `capture:test-${order._id}`,
        kind: 'capture',
        bookingId: order._id,
        entries: [
          { account: 'gateway', fils: paidFils },
          { account: 'customer', bookingId: order._id, fils: -paidFils },
        ],
      });
      const cancelled = await cancel(customer, order.ordId, { fee: 0, reason: 'Plans changed' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().results).toMatchObject({ ordStatus: 'Cancelled', changeFee: null, lateChangeFees: 0 });
      const detail = (await world.admin.get(Agent.api(`admin/orders/${order.ordId}`))).json().results;
      expect(detail).toMatchObject({
        ordStatus: 'Cancelled',
        refundDue: true,
        refundDueAmount: paidFils / 1000,
        lateChangeFees: 0,
      });
      expect(detail.events.at(-1)).toMatchObject({
        actor: { role: 'customer' },
        fromStatus: 'Open',
        toStatus: 'Cancelled',
        reason: 'Plans changed',
      });
      expect(await app.db.$count(smsOutbox, eq(smsOutbox.phone, customer.phone))).toBe(0);
      // The slot is free again.
      const again = await place(await world.customer(), world.catalogue, order.slotStart);
      expect(again.statusCode, again.body).toBe(200);
    });

    it('cancels a COD order late at the fee: recorded, no refund due', async () => {
      const order = await placed(who, world.catalogue);
      await app.db.update(bookings).set({ ordStatus: 'Traveling' }).where(eq(bookings.id, order._id));
      refused(
        await cancel(who, order.ordId, { fee: 0 }),
        409,
        'The fee for this change has just changed. Please check it and confirm again.',
      );
      const cancelled = await cancel(who, order.ordId, { fee: 1 });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await row(order._id)).toMatchObject({
        ordStatus: 'Cancelled',
        lateChangeFeeFils: 1_000,
        refundDue: false,
      });
      const detail = (await world.admin.get(Agent.api(`admin/orders/${order.ordId}`))).json().results;
      expect(detail).toMatchObject({ refundDue: false, lateChangeFees: 1 });
    });

    it('refuses changes once the partner has arrived (409), and changes nothing', async () => {
      const order = await placed(who, world.catalogue);
      for (const ordStatus of ['Reached', 'Started', 'Completed', 'Cancelled']) {
        await app.db.update(bookings).set({ ordStatus }).where(eq(bookings.id, order._id));
        const before = await row(order._id);
        refused(await cancel(who, order.ordId, { fee: 1 }), 409, 'This order can no longer be changed or cancelled.');
        refused(
          await reschedule(who, order.ordId, { slotStart: order.slotStart, fee: 1 }),
          409,
          'This order can no longer be changed or cancelled.',
        );
        expect(await row(order._id)).toEqual(before);
      }
      expect(await events(order._id)).toEqual([]);
    });

    it('lets one of two racing cancels through; the other is 409', async () => {
      const order = await placed(who, world.catalogue);
      const answers = await Promise.all([cancel(who, order.ordId, { fee: 0 }), cancel(who, order.ordId, { fee: 0 })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await events(order._id)).toHaveLength(1);
    });
  });

  it("answers another user's order as reading it does (403; 404 when there is none), and changes nothing", async () => {
    const order = await placed(who, world.catalogue);
    const stranger = await world.customer();
    const before = await row(order._id);
    const next = await freeSlot(
      app,
      world.catalogue.map((line) => line.id),
    );
    expect((await stranger.agent.get(Agent.api(`odm/srv_booking/${order.ordId}`))).statusCode).toBe(403);
    for (const userId of [stranger.userId, who.userId]) {
      const asStranger = { ...stranger, userId };
      expect((await cancel(asStranger, order.ordId, { fee: 0 })).statusCode).toBe(403);
      expect((await reschedule(asStranger, order.ordId, { slotStart: next, fee: 0 })).statusCode).toBe(403);
    }
    expect((await cancel(stranger, 'KH-NOSUCH1', { fee: 0 })).statusCode).toBe(404);
    expect((await reschedule(stranger, 'KH-NOSUCH1', { slotStart: next, fee: 0 })).statusCode).toBe(404);
    expect(
      (await new Agent(app).post(Agent.api(`odm/srv_booking/${order.ordId}/cancel`), { userId: who.userId, fee: 0 }))
        .statusCode,
    ).toBe(401);
    expect(await row(order._id)).toEqual(before);
  });

  it('rate-limits each change like placing orders: 20 a minute', async () => {
    const order = await placed(who, world.catalogue);
    for (const [method, path] of [
      ['PUT', `odm/srv_booking/${order.ordId}/slot`],
      ['POST', `odm/srv_booking/${order.ordId}/cancel`],
    ] as const) {
      const codes = [];
      for (let index = 0; index < 21; index += 1) {
        const response = await who.agent.request({
          method,
          url: Agent.api(path),
          payload: { userId: who.userId, fee: 5, slotStart: order.slotStart },
          remoteAddress: '192.0.2.77',
        });
        codes.push(response.statusCode);
      }
      expect([path, codes.slice(0, 20).every((code) => code === 409), codes[20]]).toEqual([path, true, 429]);
    }
    expect(await events(order._id)).toEqual([]);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const order = await placed(who, world.catalogue);
    const before = await row(order._id);
    const cancels: Array<[Record<string, unknown>, string]> = [
      [{ fee: 0, reason: 'Busy\u0000' }, 'reason'],
      [{ fee: 0, reason: 'x'.repeat(501) }, 'reason'],
      [{ fee: -1 }, 'fee'],
      [{ fee: '0' }, 'fee'],
      [{}, 'fee'],
    ];
    for (const [body, field] of cancels) {
      const response = await cancel(who, order.ordId, body);
      expect([JSON.stringify(body), response.statusCode, Object.keys(response.json().errors ?? {})]).toEqual([
        JSON.stringify(body),
        400,
        [field],
      ]);
    }
    const reschedules: Array<[Record<string, unknown>, string]> = [
      [{ fee: 0, slotStart: 'soon' }, 'slotStart'],
      [{ fee: 0, slotStart: `${order.slotStart}\u0007` }, 'slotStart'],
      [{ fee: 0 }, 'slotStart'],
      [{ fee: -0.5, slotStart: order.slotStart }, 'fee'],
    ];
    for (const [body, field] of reschedules) {
      const response = await reschedule(who, order.ordId, body);
      expect([JSON.stringify(body), response.statusCode, Object.keys(response.json().errors ?? {})]).toEqual([
        JSON.stringify(body),
        400,
        [field],
      ]);
    }
    const offGrid = toKuwaitIso(new Date(order.slotStart).getTime() + 24 * HOUR + 10 * 60_000);
    const response = await reschedule(who, order.ordId, { fee: 0, slotStart: offGrid });
    expect([response.statusCode, Object.keys(response.json().errors ?? {})]).toEqual([400, ['slotStart']]);
    expect(await row(order._id)).toEqual(before);
    expect(await events(order._id)).toEqual([]);
  });
});
