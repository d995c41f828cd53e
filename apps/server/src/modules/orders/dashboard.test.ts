import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { bookings, orderEvents, payments, servicePartners, users } from '../../db/schema';
import { Agent } from '../../test/agent';
import { makeVisitDue, MANY_ORDERS_ENV, ordersWorld } from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import { useProcessTimeZone } from '../../test/test-env';

/** 18:30 on 10 March in New York (EDT), 01:30 on 11 March in Kuwait: the two days differ. */
const NOW = new Date('2026-03-10T22:30:00Z');
const KUWAIT_TODAY = '2026-03-11';

describe('the dashboard and the date filters count Kuwait days, whatever the server time zone', () => {
  let app: App;
  let world: Awaited<ReturnType<typeof ordersWorld>>;

  let restoreTimeZone: () => void;

  beforeAll(async () => {
    // The server runs 7 hours behind Kuwait here: "today" must still be Kuwait's day.
    restoreTimeZone = useProcessTimeZone('America/New_York');
    app = await createTestApp({ seed: true, env: MANY_ORDERS_ENV });
    world = await ordersWorld(app);
  });
  afterAll(async () => {
    await app.close();
    restoreTimeZone();
  });
  afterEach(() => vi.useRealTimers());

  it('runs in New York time', () => {
    expect(NOW.getHours()).toBe(18);
    expect(NOW.getDate()).toBe(10);
  });

  it("counts today's orders by status, revenue online and in cash, applications waiting and active partners", async () => {
    const who = await world.customer();
    const partner = await world.partner();
    const [today, yesterday, completed, online] = [
      await world.order(who),
      await world.order(who),
      await world.order(who),
      await world.order(who, 1),
    ];
    // Assigned at its booked slot (where the partner is free), then made due and completed.
    await world.admin.put(Agent.api(`admin/orders/${completed.ordId}`), { servicePartnerId: partner.partnerId });
    await makeVisitDue(app, completed._id);
    await world.admin.put(Agent.api(`admin/orders/${completed.ordId}`), { ordStatus: 'Completed' });
    const at = (iso: string) => new Date(iso);
    // Kuwait 00:30 on the 11th (today); Kuwait 23:30 on the 10th (yesterday, though the same New York and UTC day).
    await app.db
      .update(bookings)
      .set({ orderedDate: at('2026-03-10T21:30:00Z') })
      .where(eq(bookings.id, today._id));
    await app.db
      .update(bookings)
      .set({ orderedDate: at('2026-03-10T20:30:00Z') })
      .where(inArray(bookings.id, [yesterday._id]));
    await app.db
      .update(bookings)
      .set({ orderedDate: at('2026-03-10T22:00:00Z') })
      .where(inArray(bookings.id, [completed._id, online._id]));
    await app.db
      .update(orderEvents)
      .set({ createdAt: at('2026-03-10T22:10:00Z') })
      .where(eq(orderEvents.bookingId, completed._id));
    // The partner's day is the slot's: Kuwait 01:00 on the 11th.
    await app.db
      .update(bookings)
      .set({ slotStart: at('2026-03-10T22:00:00Z'), slotEnd: at('2026-03-10T23:00:00Z') })
      .where(eq(bookings.id, completed._id));
    // Captured today (counted), captured yesterday in Kuwait (not), and a second capture owed back (not).
    await app.db.insert(payments).values([
      {
        bookingId: online._id,
        reference: `${online.ordId}-1`,
        amountFils: 7_250,
        status: 'CAPTURED',
        verifiedAt: at('2026-03-10T21:45:00Z'),
      },
      {
        bookingId: online._id,
        reference: `${online.ordId}-2`,
        amountFils: 7_250,
        status: 'CAPTURED',
        verifiedAt: at('2026-03-10T22:15:00Z'),
        refundDue: true,
      },
      {
        bookingId: online._id,
        reference: `${online.ordId}-3`,
        amountFils: 1_000,
        status: 'CAPTURED',
        verifiedAt: at('2026-03-10T20:59:00Z'),
      },
    ]);
    await world.partner({ status: 'pending_review' });
    const suspended = await world.partner();
    await app.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, suspended.userId));
    const approved = await app.db.$count(servicePartners, eq(servicePartners.status, 'approved'));

    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const response = await world.admin.get(Agent.api('admin/dashboard'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual({
      ordersToday: {
        Pending: 1,
        Open: 1,
        Accepted: 0,
        Traveling: 0,
        Reached: 0,
        Started: 0,
        Completed: 1,
        Cancelled: 0,
      },
      revenueToday: { online: 7.25, cash: completed.totalPrice },
      applicationsWaiting: 1,
      // Every approved partner but the suspended one.
      partnersActive: approved - 1,
      refundsDue: 0,
    });

    // The orders table's dates are Kuwait days too.
    const list = async (query: string) =>
      (
        (await world.admin.get(Agent.api(`admin/orders?${query}&pageSize=100`))).json().results.items as Array<{
          ordId: string;
        }>
      )
        .map((order) => order.ordId)
        .sort();
    expect(await list(`from=${KUWAIT_TODAY}&to=${KUWAIT_TODAY}`)).toEqual(
      [today.ordId, completed.ordId, online.ordId].sort(),
    );
    expect(await list('from=2026-03-10&to=2026-03-10')).toEqual([yesterday.ordId]);

    // And so is the partner's "today".
    const jobs = await partner.agent.get(Agent.api('partner/jobs?view=today'));
    expect(jobs.json().results.map((job: { ordId: string }) => job.ordId)).toEqual([completed.ordId]);
  });
});
