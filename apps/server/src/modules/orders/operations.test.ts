import { asc, eq } from 'drizzle-orm';
import { COUNTRY_CODE } from '@khidma/shared/constants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { bookings, services, smsOutbox, users } from '../../db/schema';
import { Agent } from '../../test/agent';
import { auditLog, bookingRow, type Customer, makeVisitDue, MANY_ORDERS_ENV, ordersWorld } from '../../test/orders';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

type World = Awaited<ReturnType<typeof ordersWorld>>;

describe('orders operations: the admin console and the partner portal', () => {
  let app: App;
  let world: World;
  let who: Customer;

  const adminPut = (ordId: string, body: Record<string, unknown>, agent = world.admin) =>
    agent.put(Agent.api(`admin/orders/${ordId}`), body);
  const jobPut = (agent: Agent, ordId: string, body: Record<string, unknown>) =>
    agent.put(Agent.api(`partner/jobs/${ordId}`), body);
  const row = (id: string) => bookingRow(app, id);
  const events = (id: string) => auditLog(app, id);
  /** The SMS the customer got: the queue sends the outbox's messages (each in the customer's language). */
  const texts = async (phone: string) => {
    await app.jobs.runDue();
    const sent = await app.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, phone))
      .orderBy(asc(smsOutbox.createdAt));
    return sent.map((sms) => sms.body);
  };

  beforeAll(async () => {
    app = await createTestApp({ seed: true, env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1', ...MANY_ORDERS_ENV } });
    world = await ordersWorld(app);
    who = await world.customer();
  });
  afterAll(() => app.close());

  it('answers every admin endpoint 401 without a session and 403 to a customer or a partner', async () => {
    const order = await world.order(who);
    const partner = await world.partner();
    const calls: Array<[string, string, Record<string, unknown>?]> = [
      ['GET', 'admin/dashboard'],
      ['GET', 'admin/orders'],
      ['GET', `admin/orders/${order.ordId}`],
      ['PUT', `admin/orders/${order.ordId}`, { ordStatus: 'Cancelled', reason: 'No' }],
      ['GET', `admin/orders/${order.ordId}/partners`],
    ];
    for (const [method, path, payload] of calls) {
      const answers = [
        await new Agent(app).request({ method: method as 'GET', url: Agent.api(path), payload }),
        await who.agent.request({ method: method as 'GET', url: Agent.api(path), payload }),
        await partner.agent.request({ method: method as 'GET', url: Agent.api(path), payload }),
      ];
      expect([path, ...answers.map((answer) => answer.statusCode)]).toEqual([path, 401, 403, 403]);
    }
    expect(await row(order._id)).toMatchObject({ ordStatus: 'Open', servicePartnerId: null });
  });

  it('answers every partner endpoint 401 without a session, 403 to a customer, an admin or a partner account without a partner', async () => {
    const order = await world.order(who);
    const { agent: unlinked } = await signedInAgent(app, { role: 'partner' });
    const calls: Array<[string, string, Record<string, unknown>?]> = [
      ['GET', 'partner/jobs'],
      ['GET', `partner/jobs/${order.ordId}`],
      ['PUT', `partner/jobs/${order.ordId}`, { ordStatus: 'Accepted' }],
      ['POST', `partner/jobs/${order.ordId}/decline`, { reason: 'Busy' }],
    ];
    for (const [method, path, payload] of calls) {
      const answers = [
        await new Agent(app).request({ method: method as 'GET', url: Agent.api(path), payload }),
        await who.agent.request({ method: method as 'GET', url: Agent.api(path), payload }),
        await world.admin.request({ method: method as 'GET', url: Agent.api(path), payload }),
        await unlinked.request({ method: method as 'GET', url: Agent.api(path), payload }),
      ];
      expect([path, ...answers.map((answer) => answer.statusCode)]).toEqual([path, 401, 403, 403, 403]);
    }
  });

  it("refuses a partner another partner's job (403) and changes nothing; an unknown job is 404", async () => {
    const order = await world.order(who);
    const [mine, other] = [await world.partner(), await world.partner()];
    expect((await adminPut(order.ordId, { servicePartnerId: mine.partnerId })).statusCode).toBe(200);
    const before = await row(order._id);

    expect((await other.agent.get(Agent.api(`partner/jobs/${order.ordId}`))).statusCode).toBe(403);
    expect((await jobPut(other.agent, order.ordId, { ordStatus: 'Accepted' })).statusCode).toBe(403);
    expect(
      (await other.agent.post(Agent.api(`partner/jobs/${order.ordId}/decline`), { reason: 'Not mine' })).statusCode,
    ).toBe(403);
    const listed = (await other.agent.get(Agent.api('partner/jobs?view=today'))).json().results;
    expect(listed).toEqual([]);
    expect(await row(order._id)).toEqual(before);
    expect(await events(order._id)).toHaveLength(1);

    expect((await other.agent.get(Agent.api('partner/jobs/KH-NOSUCH1'))).statusCode).toBe(404);
    expect((await jobPut(other.agent, 'KH-NOSUCH1', { ordStatus: 'Accepted' })).statusCode).toBe(404);
  });

  it('answers a move the state machine forbids 409 with the reason, and changes nothing (no audit entry)', async () => {
    const order = await world.order(who);
    const partner = await world.partner();
    const refused = async (response: Awaited<ReturnType<Agent['put']>>, message: string) => {
      expect([response.statusCode, response.json().message]).toEqual([409, message]);
    };
    await refused(
      await adminPut(order.ordId, { ordStatus: 'Accepted' }),
      'Assign a partner before the order moves on.',
    );
    await refused(await adminPut(order.ordId, { ordStatus: 'Open' }), 'The order is already Open.');
    await refused(
      await adminPut(order.ordId, { ordStatus: 'Pending' }),
      'Only the payment moves an order out of Pending.',
    );
    expect(await events(order._id)).toEqual([]);

    await adminPut(order.ordId, { servicePartnerId: partner.partnerId });
    // Made due once assigned: the partner is free at the booked slot, not necessarily at one moved to now.
    await makeVisitDue(app, order._id);
    await refused(
      await jobPut(partner.agent, order.ordId, { ordStatus: 'Traveling' }),
      'Move the job one step at a time.',
    );
    expect((await jobPut(partner.agent, order.ordId, { ordStatus: 'Accepted' })).statusCode).toBe(200);
    await refused(
      await jobPut(partner.agent, order.ordId, { ordStatus: 'Accepted' }),
      'The order is already Accepted.',
    );
    expect((await adminPut(order.ordId, { ordStatus: 'Started' })).statusCode).toBe(200);
    await refused(
      await adminPut(order.ordId, { ordStatus: 'Traveling' }),
      'An order cannot move from Started to Traveling.',
    );
    await refused(
      await adminPut(order.ordId, { ordStatus: 'Cancelled', reason: 'Too late' }),
      'A Started order cannot be cancelled.',
    );
    // In Arabic, the status named in Arabic.
    world.admin.setCookie('locale', 'ar');
    await refused(
      await adminPut(order.ordId, { ordStatus: 'Cancelled', reason: 'Too late' }),
      'لا يمكن إلغاء طلب حالته «قيد التنفيذ».',
    );
    world.admin.setCookie('locale', 'en');
    // A partner cannot cancel: the portal's body does not even name it.
    expect((await jobPut(partner.agent, order.ordId, { ordStatus: 'Cancelled' })).statusCode).toBe(400);

    expect(await row(order._id)).toMatchObject({ ordStatus: 'Started', servicePartnerId: partner.partnerId });
    expect((await events(order._id)).map((event) => [event.actorRole, event.fromStatus, event.toStatus])).toEqual([
      ['admin', 'Open', 'Open'],
      ['partner', 'Open', 'Accepted'],
      ['admin', 'Accepted', 'Started'],
    ]);
  });

  it('serializes two admins assigning one order at once: both succeed in turn, one assignment, two audit entries that chain', async () => {
    const order = await world.order(who);
    const [first, second] = [await world.partner(), await world.partner()];
    const { agent: otherAdmin } = await signedInAgent(app, { role: 'admin' });
    const answers = await Promise.all([
      adminPut(order.ordId, { servicePartnerId: first.partnerId }),
      adminPut(order.ordId, { servicePartnerId: second.partnerId }, otherAdmin),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);

    const log = await events(order._id);
    expect(log).toHaveLength(2);
    // The second change saw the first: it moved the order from the first's partner, not from none.
    expect(log[0]!.fromPartnerId).toBeNull();
    expect(log[1]!.fromPartnerId).toBe(log[0]!.toPartnerId);
    expect(new Set([log[0]!.toPartnerId, log[1]!.toPartnerId])).toEqual(new Set([first.partnerId, second.partnerId]));
    expect(await row(order._id)).toMatchObject({ ordStatus: 'Open', servicePartnerId: log[1]!.toPartnerId });

    const detail = (await world.admin.get(Agent.api(`admin/orders/${order.ordId}`))).json().results;
    expect(detail.partner._id).toBe(log[1]!.toPartnerId);
    expect(detail.events.map((event: { toPartner: { _id: string } }) => event.toPartner._id)).toEqual(
      log.map((event) => event.toPartnerId),
    );
  });

  it('cancels only with a reason (400 without), keeps the reason in the log and texts the customer', async () => {
    const order = await world.order(who);
    const missing = await adminPut(order.ordId, { ordStatus: 'Cancelled' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ reason: expect.any(String) });
    expect(await row(order._id)).toMatchObject({ ordStatus: 'Open' });

    const cancelled = await adminPut(order.ordId, { ordStatus: 'Cancelled', reason: 'Customer asked by phone' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().results).toMatchObject({
      ordStatus: 'Cancelled',
      events: [
        {
          actor: { role: 'admin', name: expect.stringMatching(/^admin /) },
          fromStatus: 'Open',
          toStatus: 'Cancelled',
          reason: 'Customer asked by phone',
          fromPartner: null,
          toPartner: null,
        },
      ],
    });
    expect(await texts(who.phone)).toContain(`Khidma: order ${order.ordId} was cancelled.`);
  });

  it('takes a COD job from Accepted to Completed with its partner, the cash confirmed, one SMS per status', async () => {
    const customer = await world.customer('Noura Khalid Al-Ali');
    const order = await world.order(customer);
    const partner = await world.partner();
    expect((await adminPut(order.ordId, { servicePartnerId: partner.partnerId })).statusCode).toBe(200);
    await makeVisitDue(app, order._id);
    const salesBefore = await app.db
      .select({ id: services.id, sales: services.salesCount })
      .from(services)
      .where(eq(services.subCategoryId, world.skill))
      .orderBy(asc(services.id));
    const invalidate = vi.spyOn(app.catalogCache, 'invalidate');

    for (const ordStatus of ['Accepted', 'Traveling', 'Reached', 'Started']) {
      const moved = await jobPut(partner.agent, order.ordId, { ordStatus });
      expect([ordStatus, moved.statusCode]).toEqual([ordStatus, 200]);
      expect(moved.json().results).toMatchObject({
        ordId: order.ordId,
        ordStatus,
        customerFirstName: 'Noura',
        phone: '55123456',
        paymentType: 2,
      });
    }
    const unconfirmed = await jobPut(partner.agent, order.ordId, { ordStatus: 'Completed' });
    expect([unconfirmed.statusCode, unconfirmed.json().message]).toEqual([
      409,
      'Confirm that you collected the cash before completing this job.',
    ]);
    const notCollected = await jobPut(partner.agent, order.ordId, { ordStatus: 'Completed', cashCollected: false });
    expect(notCollected.statusCode).toBe(409);
    expect(invalidate).not.toHaveBeenCalled();
    const completed = await jobPut(partner.agent, order.ordId, { ordStatus: 'Completed', cashCollected: true });
    expect(completed.json().results.ordStatus).toBe('Completed');
    expect(invalidate).toHaveBeenCalledTimes(1);
    invalidate.mockRestore();

    const salesAfter = await app.db
      .select({ id: services.id, sales: services.salesCount })
      .from(services)
      .where(eq(services.subCategoryId, world.skill))
      .orderBy(asc(services.id));
    const ordered = new Set(world.catalogue.map((line) => line.id));
    expect(salesAfter).toEqual(
      salesBefore.map((line) => ({ ...line, sales: line.sales + (ordered.has(line.id) ? 1 : 0) })),
    );

    // From the outbox, in the customer's language: booked, assigned, one SMS per status (the queue's order).
    const sent = await texts(customer.phone);
    expect(sent).toHaveLength(7);
    expect(sent).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^Khidma: order ${order.ordId} is booked for `)),
        expect.stringMatching(new RegExp(` will serve order ${order.ordId} on `)),
        `Khidma: your professional accepted order ${order.ordId}.`,
        `Khidma: your professional is on the way for order ${order.ordId}.`,
        `Khidma: your professional has arrived for order ${order.ordId}.`,
        `Khidma: work on order ${order.ordId} has started.`,
        `Khidma: order ${order.ordId} is complete. Thank you!`,
      ]),
    );
    expect((await events(order._id)).map((event) => [event.actorRole, event.actorUserId, event.toStatus])).toEqual([
      ['admin', world.adminId, 'Open'],
      ...['Accepted', 'Traveling', 'Reached', 'Started', 'Completed'].map((status) => [
        'partner',
        partner.userId,
        status,
      ]),
    ]);
    // An admin completing a COD job has no cash to confirm: only the partner holds it.
    // (Another partner: this one may be busy at the other order's slot.)
    const other = await world.order(customer);
    expect((await adminPut(other.ordId, { servicePartnerId: (await world.partner()).partnerId })).statusCode).toBe(200);
    await makeVisitDue(app, other._id);
    expect((await adminPut(other.ordId, { ordStatus: 'Completed' })).statusCode).toBe(200);
  });

  it('lets a partner decline before setting off: unassigned, Open again, the reason logged; not once Traveling', async () => {
    const order = await world.order(who);
    const partner = await world.partner();
    await adminPut(order.ordId, { servicePartnerId: partner.partnerId });
    await jobPut(partner.agent, order.ordId, { ordStatus: 'Accepted' });
    const declined = await partner.agent.post(Agent.api(`partner/jobs/${order.ordId}/decline`), {
      reason: 'My van broke down',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().results.ordStatus).toBe('Open');
    expect(await row(order._id)).toMatchObject({ ordStatus: 'Open', servicePartnerId: null });
    expect((await events(order._id)).at(-1)).toMatchObject({
      actorRole: 'partner',
      fromStatus: 'Accepted',
      toStatus: 'Open',
      fromPartnerId: partner.partnerId,
      toPartnerId: null,
      reason: 'My van broke down',
    });
    // No longer theirs.
    expect((await partner.agent.get(Agent.api(`partner/jobs/${order.ordId}`))).statusCode).toBe(403);

    await adminPut(order.ordId, { servicePartnerId: partner.partnerId, ordStatus: 'Traveling' });
    const late = await partner.agent.post(Agent.api(`partner/jobs/${order.ordId}/decline`), { reason: 'Too far' });
    expect([late.statusCode, late.json().message]).toEqual([409, 'A Traveling job cannot be declined.']);
    expect(await row(order._id)).toMatchObject({ ordStatus: 'Traveling', servicePartnerId: partner.partnerId });
  });

  it('assigns only an approved, active partner with one of the order’s skills', async () => {
    const order = await world.order(who);
    const pending = await world.partner({ status: 'pending_review' });
    const suspended = await world.partner();
    await app.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, suspended.userId));
    const message = async (servicePartnerId: string) => {
      const response = await adminPut(order.ordId, { servicePartnerId });
      return [response.statusCode, response.json().message];
    };
    expect(await message(pending.partnerId)).toEqual([409, 'Only an approved partner can take orders.']);
    expect(await message(suspended.partnerId)).toEqual([409, 'This partner is suspended and cannot take orders.']);
    if (world.otherSkill) {
      const elsewhere = await world.partner({ subCategoryId: world.otherSkill });
      expect(await message(elsewhere.partnerId)).toEqual([409, 'This partner does not do the services of this order.']);
    }
    expect(await message('6f1d3c1e-0000-4000-8000-000000000000')).toEqual([404, 'Partner not found.']);
    expect(await events(order._id)).toEqual([]);
    world.admin.setCookie('locale', 'ar');
    expect((await message(suspended.partnerId))[1]).toBe('هذا الشريك موقوف ولا يمكنه استلام الطلبات.');
    world.admin.setCookie('locale', 'en');
  });

  it('lists the partners who can take an order: those free at its slot first, then the best rated, the least busy', async () => {
    const order = await world.order(who);
    const busy = await world.partner({ ratingTotal: 5 });
    const best = await world.partner({ ratingTotal: 5 });
    const loaded = await world.partner({ ratingTotal: 5 });
    const good = await world.partner({ ratingTotal: 3 });
    const suspended = await world.partner({ ratingTotal: 5 });
    await app.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, suspended.userId));
    const elsewhere = world.otherSkill ? await world.partner({ subCategoryId: world.otherSkill }) : null;
    // `busy` takes another order at the very same slot; `loaded` one at another time.
    const sameSlot = await world.order(who);
    const sameSlotRow = await row(sameSlot._id);
    expect(sameSlotRow.slotStart).toEqual((await row(order._id)).slotStart);
    expect((await adminPut(sameSlot.ordId, { servicePartnerId: busy.partnerId })).statusCode).toBe(200);
    const elsewhen = await world.order(who);
    // Three hours after the slot ends, whatever the order's length: no overlap, travel time included.
    const later = sameSlotRow.slotEnd!.getTime() - sameSlotRow.slotStart!.getTime() + 3 * 3_600_000;
    await app.db
      .update(bookings)
      .set({
        slotStart: new Date(sameSlotRow.slotStart!.getTime() + later),
        slotEnd: new Date(sameSlotRow.slotEnd!.getTime() + later),
      })
      .where(eq(bookings.id, elsewhen._id));
    expect((await adminPut(elsewhen.ordId, { servicePartnerId: loaded.partnerId })).statusCode).toBe(200);

    const listed = (await world.admin.get(Agent.api(`admin/orders/${order.ordId}/partners`))).json().results as Array<{
      _id: string;
      activeJobs: number;
      rating: number;
      freeAtSlot: boolean;
    }>;
    const ids = listed.map((partner) => partner._id);
    expect(ids).not.toContain(suspended.partnerId);
    if (elsewhere) expect(ids).not.toContain(elsewhere.partnerId);
    expect(ids.indexOf(best.partnerId)).toBeLessThan(ids.indexOf(loaded.partnerId));
    expect(ids.indexOf(loaded.partnerId)).toBeLessThan(ids.indexOf(good.partnerId));
    // Partners of earlier tests may be busy at that slot too: every busy one comes after every free one.
    const firstBusy = listed.findIndex((partner) => !partner.freeAtSlot);
    expect(listed.slice(firstBusy).every((partner) => !partner.freeAtSlot)).toBe(true);
    expect(listed.find((partner) => partner._id === busy.partnerId)).toMatchObject({
      activeJobs: 1,
      rating: 5,
      freeAtSlot: false,
    });
    expect(listed.find((partner) => partner._id === loaded.partnerId)).toMatchObject({
      activeJobs: 1,
      freeAtSlot: true,
    });
    for (const free of [best, loaded, good]) expect(ids.indexOf(free.partnerId)).toBeLessThan(firstBusy);

    // Assigning the busy partner there is refused, and changes nothing.
    const refused = await adminPut(order.ordId, { servicePartnerId: busy.partnerId });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      "This partner is busy at the order's time slot. Pick one who is free.",
    ]);
    expect(await row(order._id)).toMatchObject({ servicePartnerId: null, ordStatus: 'Open' });
    expect(await events(order._id)).toEqual([]);
    expect((await world.admin.get(Agent.api('admin/orders/KH-NOSUCH1/partners'))).statusCode).toBe(404);
  });

  it('lists orders by status, partner, ordId or phone, sorted and paged on the server', async () => {
    const customer = await world.customer('Hamad Al-Mutairi');
    const partner = await world.partner();
    const placed = [await world.order(customer), await world.order(customer), await world.order(customer)];
    await adminPut(placed[0]!.ordId, { servicePartnerId: partner.partnerId });
    await adminPut(placed[1]!.ordId, { ordStatus: 'Cancelled', reason: 'Duplicate' });
    const list = async (query: string) => {
      const response = await world.admin.get(Agent.api(`admin/orders?${query}`));
      expect(response.statusCode, response.body).toBe(200);
      return response.json().results as { items: Array<{ ordId: string }>; total: number; page: number };
    };
    const ordIds = (page: { items: Array<{ ordId: string }> }) => page.items.map((item) => item.ordId);

    const byPhone = await list(`q=${customer.phone.slice(-7)}`);
    expect(ordIds(byPhone).sort()).toEqual(placed.map((order) => order.ordId).sort());
    expect(ordIds(await list(`q=${placed[2]!.ordId}`))).toEqual([placed[2]!.ordId]);
    expect(ordIds(await list(`q=${placed[2]!.ordId.slice(3).toLowerCase()}`))).toEqual([placed[2]!.ordId]);
    expect(ordIds(await list(`partnerId=${partner.partnerId}`))).toEqual([placed[0]!.ordId]);
    const cancelled = await list(`status=Cancelled&q=${customer.phone.slice(-7)}`);
    expect(ordIds(cancelled)).toEqual([placed[1]!.ordId]);
    expect((await list('q=100%25_')).total).toBe(0);

    const firstPage = await list(`q=${customer.phone.slice(-7)}&pageSize=2&sort=orderedDate&order=asc`);
    const secondPage = await list(`q=${customer.phone.slice(-7)}&pageSize=2&page=2&sort=orderedDate&order=asc`);
    expect([firstPage.total, firstPage.items.length, secondPage.items.length, secondPage.page]).toEqual([3, 2, 1, 2]);
    expect([...ordIds(firstPage), ...ordIds(secondPage)]).toEqual(placed.map((order) => order.ordId));
    const [row0] = (await list(`q=${placed[0]!.ordId}`)).items as unknown as Array<Record<string, unknown>>;
    expect(row0).toMatchObject({
      ordStatus: 'Open',
      paymentType: 2,
      payment_status: 'NOT_REQUIRED',
      customer: {
        name: 'Hamad Al-Mutairi',
        country_code: COUNTRY_CODE,
        phone: customer.phone.slice(COUNTRY_CODE.length),
      },
      partner: { _id: partner.partnerId },
      services: world.catalogue.map((line) => expect.objectContaining({ ServiceName: line.name })),
    });
    expect((await list('sort=totalPrice&order=asc&pageSize=100')).items.length).toBeGreaterThan(0);
  });

  it('refuses bad input with 400: statuses, reasons, ids, dates, paging and views', async () => {
    const order = await world.order(who);
    const partner = await world.partner();
    const bad = [
      await adminPut(order.ordId, { ordStatus: 'Teleported' }),
      await adminPut(order.ordId, {}),
      await adminPut(order.ordId, { ordStatus: 'Cancelled', reason: 'bad\u0000reason' }),
      await adminPut(order.ordId, { ordStatus: 'Cancelled', reason: 'bad\u001breason' }),
      await adminPut(order.ordId, { ordStatus: 'Cancelled', reason: 'x'.repeat(501) }),
      await adminPut(order.ordId, { servicePartnerId: 'not-a-uuid' }),
      await world.admin.get(Agent.api('admin/orders?from=2026-02-30')),
      await world.admin.get(Agent.api('admin/orders?to=yesterday')),
      await world.admin.get(Agent.api('admin/orders?partnerId=123')),
      await world.admin.get(Agent.api('admin/orders?status=Lost')),
      await world.admin.get(Agent.api('admin/orders?page=0')),
      await world.admin.get(Agent.api('admin/orders?pageSize=101')),
      await world.admin.get(Agent.api('admin/orders?sort=customer')),
      await world.admin.get(Agent.api(`admin/orders?q=${'1'.repeat(41)}`)),
      await partner.agent.get(Agent.api('partner/jobs?view=tomorrow')),
      await jobPut(partner.agent, order.ordId, { ordStatus: 'Accepted', cashCollected: 'yes' }),
      await partner.agent.post(Agent.api(`partner/jobs/${order.ordId}/decline`), {}),
      await partner.agent.post(Agent.api(`partner/jobs/${order.ordId}/decline`), { reason: 'a\u0007b' }),
      await partner.agent.post(Agent.api(`partner/jobs/${order.ordId}/decline`), { reason: 'x'.repeat(501) }),
    ];
    expect(bad.map((response) => response.statusCode)).toEqual(bad.map(() => 400));
    // A 500-character reason is fine.
    expect((await adminPut(order.ordId, { ordStatus: 'Cancelled', reason: 'x'.repeat(500) })).statusCode).toBe(200);
    expect(await events(order._id)).toHaveLength(1);
  });

  it('shows one order with its address, its audit log oldest first, and no refund due for COD', async () => {
    const order = await world.order(who);
    const partner = await world.partner();
    await adminPut(order.ordId, { servicePartnerId: partner.partnerId });
    await jobPut(partner.agent, order.ordId, { ordStatus: 'Accepted' });
    const detail = (await world.admin.get(Agent.api(`admin/orders/${order._id}`))).json().results;
    expect(detail).toMatchObject({
      ordId: order.ordId,
      ServiceAddress: { flatNo: 'Flat 3', phoneNo: '55123456' },
      payments: [],
      refundDue: false,
      events: [
        { actor: { role: 'admin' }, toPartner: { _id: partner.partnerId }, fromStatus: 'Open', toStatus: 'Open' },
        { actor: { role: 'partner', name: expect.stringMatching(/^partner /) }, toStatus: 'Accepted' },
      ],
    });
    expect(Date.parse(detail.events[0].at)).toBeLessThanOrEqual(Date.parse(detail.events[1].at));
    expect((await world.admin.get(Agent.api('admin/orders/KH-NOSUCH1'))).statusCode).toBe(404);
    expect((await world.admin.get(Agent.api(`admin/orders/${'a'.repeat(36)}`))).statusCode).toBe(404);
  });

  it("shows a partner their jobs: today's, upcoming ones and past ones", async () => {
    const partner = await world.partner();
    const [today, later, soon, done] = [
      await world.order(who),
      await world.order(who),
      await world.order(who),
      await world.order(who),
    ];
    // Jobs go by their slot's Kuwait day: today's two, and two later ones (the soonest listed first).
    const hour = 3_600_000;
    const slots: Array<[{ _id: string }, number]> = [
      [today, 0],
      [done, 0],
      [later, 5 * 24 * hour],
      [soon, 3 * 24 * hour],
    ];
    for (const [order, ahead] of slots) {
      const start = new Date(Date.now() + ahead);
      await app.db
        .update(bookings)
        .set({ slotStart: start, slotEnd: new Date(start.getTime() + hour), servicePartnerId: partner.partnerId })
        .where(eq(bookings.id, order._id));
    }
    await adminPut(done.ordId, { ordStatus: 'Cancelled', reason: 'Customer away' });
    const view = async (name: string) =>
      (
        (await partner.agent.get(Agent.api(`partner/jobs?view=${name}`))).json().results as Array<{ ordId: string }>
      ).map((job) => job.ordId);
    expect((await view('today')).sort()).toEqual([today.ordId, done.ordId].sort());
    expect(await view('upcoming')).toEqual([soon.ordId, later.ordId]);
    expect(await view('past')).toEqual([done.ordId]);
    const job = (await partner.agent.get(Agent.api(`partner/jobs/${today.ordId}`))).json().results;
    expect(job).toMatchObject({
      customerFirstName: 'Fatima',
      phone: '55123456',
      ServiceAddress: { flatNo: 'Flat 3' },
      services: world.catalogue.map((line) => ({ ServiceName: line.name, ServiceTime: expect.any(String) })),
    });
    expect(job).not.toHaveProperty('customer');
    partner.agent.setCookie('locale', 'ar');
    const inArabic = (await partner.agent.get(Agent.api(`partner/jobs/${today.ordId}`))).json().results;
    expect(inArabic.services[0].ServiceName).not.toBe(world.catalogue[0]!.name);
    // Only the partner's own jobs.
    const stranger = await world.partner();
    for (const name of ['today', 'upcoming', 'past']) {
      expect((await stranger.agent.get(Agent.api(`partner/jobs?view=${name}`))).json().results).toEqual([]);
    }
  });
});
