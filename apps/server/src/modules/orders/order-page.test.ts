import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bookings, servicePartners } from '../../db/schema';
import { Agent } from '../../test/agent';
import {
  addSkill,
  bookingRow,
  type Customer,
  freeSlot,
  makeVisitDue,
  MANY_ORDERS_ENV,
  orderBody,
  ordersWorld,
} from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import { setOperationsSettings } from '../settings/service';

type World = Awaited<ReturnType<typeof ordersWorld>>;
type Line = { id: string; name: string; priceFils: number };

const KUWAIT_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+03:00$/;

describe("the customer's order page: timeline, partner card, Book again's preferred partner", () => {
  let app: App;
  let world: World;
  let who: Customer;

  const detail = (agent: Agent, ordId: string) => agent.get(Agent.api(`odm/srv_booking/${ordId}`));
  const place = (customer: Customer, lines: Line[], slotStart: string, extra: Record<string, unknown> = {}) =>
    customer.agent.post(Agent.api('odm/srv_booking'), { ...orderBody(customer, lines, 2, slotStart), ...extra });
  const adminPut = (ordId: string, body: Record<string, unknown>) =>
    world.admin.put(Agent.api(`admin/orders/${ordId}`), body);
  /**
   * An order of `customer` completed by `partnerId` (set in the database: the operations tests prove the moves),
   * days ahead so it keeps none of the slots the test then books.
   */
  const completedBy = async (customer: Customer, lines: Line[], partnerId: string) => {
    const slotStart = await freeSlot(
      app,
      lines.map((line) => line.id),
      { fromDay: 6 },
    );
    const placed = await place(customer, lines, slotStart);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json().results[0] as { _id: string; ordId: string };
    await app.db
      .update(bookings)
      .set({ ordStatus: 'Completed', servicePartnerId: partnerId })
      .where(eq(bookings.id, order._id));
    return order;
  };

  beforeAll(async () => {
    app = await createTestApp({ seed: true, env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1', ...MANY_ORDERS_ENV } });
    world = await ordersWorld(app);
    who = await world.customer();
  });
  afterEach(() => setOperationsSettings(app.db, { autoAssign: false }));
  afterAll(() => app.close());

  describe('the timeline', () => {
    it('lists what happened from the audit log, oldest first, in Kuwait time: placed to completed', async () => {
      const order = await world.order(who);
      const partner = await world.partner();
      expect((await adminPut(order.ordId, { servicePartnerId: partner.partnerId })).statusCode).toBe(200);
      await makeVisitDue(app, order._id);
      for (const ordStatus of ['Accepted', 'Traveling', 'Reached', 'Started']) {
        const moved = await partner.agent.put(Agent.api(`partner/jobs/${order.ordId}`), { ordStatus });
        expect([ordStatus, moved.statusCode]).toEqual([ordStatus, 200]);
      }
      const done = await partner.agent.put(Agent.api(`partner/jobs/${order.ordId}`), {
        ordStatus: 'Completed',
        cashCollected: true,
      });
      expect(done.statusCode, done.body).toBe(200);

      const answer = await detail(who.agent, order.ordId);
      expect(answer.statusCode, answer.body).toBe(200);
      const { timeline } = answer.json().results as { timeline: Array<{ step: string; at: string }> };
      expect(timeline.map((entry) => entry.step)).toEqual([
        'placed',
        'assigned',
        'accepted',
        'onTheWay',
        'arrived',
        'started',
        'completed',
      ]);
      expect(timeline.every((entry) => KUWAIT_ISO.test(entry.at))).toBe(true);
      const instants = timeline.map((entry) => Date.parse(entry.at));
      expect(instants).toEqual([...instants].sort((a, b) => a - b));
    });

    it('tells a reschedule and a cancel when they happen', async () => {
      const order = await world.order(who);
      const current = await detail(who.agent, order.ordId);
      const next = await freeSlot(
        app,
        world.catalogue.map((line) => line.id),
        { fromDay: 4 },
      );
      const moved = await who.agent.put(Agent.api(`odm/srv_booking/${order.ordId}/slot`), {
        userId: who.userId,
        slotStart: next,
        fee: current.json().results.changeFee,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const cancelled = await who.agent.post(Agent.api(`odm/srv_booking/${order.ordId}/cancel`), {
        userId: who.userId,
        fee: 0,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const { timeline } = (await detail(who.agent, order.ordId)).json().results;
      expect(timeline.map((entry: { step: string }) => entry.step)).toEqual(['placed', 'rescheduled', 'cancelled']);
    });

    it('is for the owner and admins only: 401 without a session, 403 to another customer or a partner', async () => {
      const order = await world.order(who);
      const other = await world.customer();
      const partner = await world.partner();
      expect((await detail(new Agent(app), order.ordId)).statusCode).toBe(401);
      for (const agent of [other.agent, partner.agent]) {
        const refused = await detail(agent, order.ordId);
        expect(refused.statusCode).toBe(403);
        expect(refused.body).not.toContain(order._id);
      }
      // By its _id as well as its ordId.
      expect((await detail(other.agent, order._id)).statusCode).toBe(403);
      const admin = await detail(world.admin, order.ordId);
      expect(admin.statusCode).toBe(200);
      expect(admin.json().results.timeline[0].step).toBe('placed');
    });
  });

  describe("the partner's card", () => {
    it('shows the first name and rating; the phone only from the Kuwait day of the visit while the order is active', async () => {
      const order = await world.order(who);
      const partner = await world.partner({ ratingTotal: 4 });
      await app.db
        .update(servicePartners)
        .set({ name: 'Yousef Al-Mutairi' })
        .where(eq(servicePartners.id, partner.partnerId));
      const [stored] = await app.db
        .select({ countryCode: servicePartners.countryCode, phone: servicePartners.phone })
        .from(servicePartners)
        .where(eq(servicePartners.id, partner.partnerId));
      const e164 = `${stored!.countryCode}${stored!.phone}`;
      expect((await adminPut(order.ordId, { servicePartnerId: partner.partnerId })).statusCode).toBe(200);

      // The slot is tomorrow or later (Kuwait time): the number stays on the server.
      const before = await detail(who.agent, order.ordId);
      expect(before.json().results.partner).toEqual({
        _id: partner.partnerId,
        firstName: 'Yousef',
        rating: 4,
        phone: null,
      });
      expect(before.body).not.toContain(stored!.phone);

      await makeVisitDue(app, order._id);
      const onTheDay = await detail(who.agent, order.ordId);
      expect(onTheDay.json().results.partner).toMatchObject({ firstName: 'Yousef', phone: e164 });
      expect(e164).toMatch(/^\+\d{8,15}$/);

      await app.db.update(bookings).set({ ordStatus: 'Completed' }).where(eq(bookings.id, order._id));
      const after = await detail(who.agent, order.ordId);
      expect(after.json().results.partner).toMatchObject({ firstName: 'Yousef', phone: null });
      expect(after.body).not.toContain(stored!.phone);
    });

    it('is null before a partner is assigned', async () => {
      const order = await world.order(who);
      expect((await detail(who.agent, order.ordId)).json().results.partner).toBeNull();
    });
  });

  describe("Book again's preferred partner", () => {
    it('auto-assign gives the order to the preferred partner when free, even when another is better rated', async () => {
      const { lines, partnerIds } = await addSkill(app, [{}, { ratingTotal: 10, ratingCount: 2 }]);
      const [usual, better] = partnerIds as [string, string];
      const customer = await world.customer();
      await completedBy(customer, lines, usual);
      await setOperationsSettings(app.db, { autoAssign: true });

      const slotStart = await freeSlot(
        app,
        lines.map((line) => line.id),
      );
      const again = await place(customer, lines, slotStart, { preferredPartnerId: usual });
      expect(again.statusCode, again.body).toBe(200);
      const order = again.json().results[0];
      expect(await bookingRow(app, order._id)).toMatchObject({ servicePartnerId: usual, preferredPartnerId: usual });
      expect((await detail(customer.agent, order.ordId)).json().results.preferredPartnerId).toBe(usual);
      const console = await world.admin.get(Agent.api(`admin/orders/${order.ordId}`));
      expect(console.json().results.preferredPartner).toMatchObject({ _id: usual });

      // Without a preference the better rated partner gets the next order, as before.
      const plain = await place(customer, lines, slotStart);
      expect(plain.statusCode, plain.body).toBe(200);
      expect((await bookingRow(app, plain.json().results[0]._id)).servicePartnerId).toBe(better);
      expect(usual).not.toBe(better);
    });

    it('is ignored when the preferred partner is busy at the slot: another free partner gets it', async () => {
      const { lines, partnerIds } = await addSkill(app, [{ ratingTotal: 10, ratingCount: 2 }, {}]);
      const [usual, other] = partnerIds as [string, string];
      const customer = await world.customer();
      await completedBy(customer, lines, usual);
      await setOperationsSettings(app.db, { autoAssign: true });
      const slotStart = await freeSlot(
        app,
        lines.map((line) => line.id),
      );
      // The best rated (the usual partner) takes the first order at the slot.
      const first = await place(await world.customer(), lines, slotStart);
      expect((await bookingRow(app, first.json().results[0]._id)).servicePartnerId).toBe(usual);

      const again = await place(customer, lines, slotStart, { preferredPartnerId: usual });
      expect(again.statusCode, again.body).toBe(200);
      expect(await bookingRow(app, again.json().results[0]._id)).toMatchObject({
        servicePartnerId: other,
        preferredPartnerId: usual,
      });
    });

    it('is honoured again when a reschedule leaves the order without its partner', async () => {
      const { lines, partnerIds } = await addSkill(app, [{}, { ratingTotal: 10, ratingCount: 2 }, {}]);
      const [usual, best, other] = partnerIds as [string, string, string];
      const customer = await world.customer();
      await completedBy(customer, lines, usual);
      const ids = lines.map((line) => line.id);
      const first = await freeSlot(app, ids);
      const placed = await place(customer, lines, first, { preferredPartnerId: usual });
      expect(placed.statusCode, placed.body).toBe(200);
      const order = placed.json().results[0] as { _id: string; ordId: string };
      // Another partner took it by hand, and is busy at the time the customer moves it to.
      expect((await adminPut(order.ordId, { servicePartnerId: other })).statusCode).toBe(200);
      const later = await freeSlot(app, ids, { fromDay: 3 });
      const busy = await place(await world.customer(), lines, later);
      expect((await adminPut(busy.json().results[0].ordId, { servicePartnerId: other })).statusCode).toBe(200);

      await setOperationsSettings(app.db, { autoAssign: true });
      const moved = await customer.agent.put(Agent.api(`odm/srv_booking/${order.ordId}/slot`), {
        userId: customer.userId,
        slotStart: later,
        fee: 0,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      // Free at the new time: the usual partner and the better rated one; the preference decides.
      expect((await bookingRow(app, order._id)).servicePartnerId).toBe(usual);
      expect(best).not.toBe(usual);
    });

    it('refuses (400, nothing placed) a partner who never completed a job for this customer', async () => {
      const { lines, partnerIds } = await addSkill(app, [{}, {}]);
      const [usual, stranger] = partnerIds as [string, string];
      const customer = await world.customer();
      const neighbour = await world.customer();
      await completedBy(neighbour, lines, usual);
      const cancelledWith = await completedBy(customer, lines, stranger);
      await app.db.update(bookings).set({ ordStatus: 'Cancelled' }).where(eq(bookings.id, cancelledWith._id));
      const slotStart = await freeSlot(
        app,
        lines.map((line) => line.id),
      );
      const before = await app.db.$count(bookings, eq(bookings.userId, customer.userId));
      // Another customer's partner, a partner whose job for this customer was cancelled, an unknown id.
      for (const preferredPartnerId of [usual, stranger, '00000000-0000-4000-8000-000000000000']) {
        const refused = await place(customer, lines, slotStart, { preferredPartnerId });
        expect([refused.statusCode, refused.json().message]).toEqual([
          400,
          'The professional you asked for has not completed a job for you.',
        ]);
      }
      const malformed = await place(customer, lines, slotStart, { preferredPartnerId: 'not-an-id' });
      expect(malformed.statusCode).toBe(400);
      expect(await app.db.$count(bookings, eq(bookings.userId, customer.userId))).toBe(before);
    });
  });
});
