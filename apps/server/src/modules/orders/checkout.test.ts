import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { testConfig } from '../../config';
import { bookingLines, bookings, checkouts, payments, promoCodes, services } from '../../db/schema';
import { skills } from '../../db/seed/seed';
import { Agent } from '../../test/agent';
import { injectFetch } from '../../test/inject-fetch';
import { freeSlot, MANY_ORDERS_ENV } from '../../test/orders';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';
import { customerCredit } from '../ledger/ledger';

const address = {
  addressType: 'Home',
  flatNo: '3',
  address: 'Block 2, Street 5',
  landmark: 'the mosque',
  pincode: '20001',
  phoneNo: '51234567',
  latitude: 29.33,
  longitude: 48.07,
};

type Customer = Awaited<ReturnType<typeof signedInAgent>> & { addressId: string };
type Line = { id: string; priceFils: number; durationMinutes: number };
type Order = { _id: string; ordId: string; totalPrice: number; slotStart: string; slotEnd: string; checkoutId: string };

/** POST odm/checkout: several visits (one per sub-category) placed together, paid once (issue 25). */
describe('multi-visit checkout', () => {
  let app: App;
  /** One service of each of three sub-categories, each served by a demo partner. */
  let kinds: Line[];

  async function customer(): Promise<Customer> {
    const signedIn = await signedInAgent(app);
    const added = await signedIn.agent.post(Agent.api(`myaddress/${signedIn.userId}`), address);
    return { ...signedIn, addressId: added.json().results._id };
  }

  /** A visit of one service, `quantity` of it, at its first free slot (or `slotStart`). */
  async function visit(line: Line, quantity = 1, slotStart?: string) {
    return {
      slotStart: slotStart ?? (await freeSlot(app, [line.id], { quantity })),
      services_json: [{ serviceId: line.id, servicePrice: line.priceFils / 1000, quantity }],
    };
  }

  async function checkoutBody(who: Customer, visits: Array<Awaited<ReturnType<typeof visit>>>, paymentType = 2) {
    const totalFils = visits
      .flatMap((one) => one.services_json)
      .reduce((sum, line) => sum + Math.round(line.servicePrice * 1000) * line.quantity, 0);
    return { userId: who.userId, addressId: who.addressId, paymentType, totalPrice: totalFils / 1000, visits };
  }

  const ordersOf = (userId: string) => app.db.select().from(bookings).where(eq(bookings.userId, userId));

  beforeAll(async () => {
    const forward = injectFetch(() => app, new URL(testConfig().publicUrl).origin);
    app = await createTestApp({
      seed: true,
      env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1', ...MANY_ORDERS_ENV },
      // The sandbox gateway's notification is not delivered: the browser's return verifies the payment.
      fetch: async (input, init) =>
        new URL(input).pathname.includes('/odm/payment_notification/')
          ? Response.json({ code: 200 })
          : forward(input, init),
    });
    kinds = [];
    for (const skill of await skills(app.db, 3)) {
      const [line] = await app.db
        .select({ id: services.id, priceFils: services.priceFils, durationMinutes: services.durationMinutes })
        .from(services)
        .where(and(eq(services.subCategoryId, skill.subId), eq(services.active, true)))
        .orderBy(asc(services.durationMinutes), asc(services.id))
        .limit(1);
      kinds.push(line!);
    }
    expect(kinds).toHaveLength(3);
  });
  afterAll(() => app.close());

  it('places 3 visits as 3 orders with 1 charge, and one capture confirms them all', async () => {
    const who = await customer();
    for (const line of kinds) await who.agent.post(Agent.api(`cart/${who.userId}`), { serviceId: line.id });
    const charge = vi.spyOn(app.paymentGateway, 'createCharge');
    const body = await checkoutBody(who, [await visit(kinds[0]!), await visit(kinds[1]!), await visit(kinds[2]!)], 1);
    const response = await who.agent.post(Agent.api('odm/checkout'), body);
    expect(response.statusCode, response.body).toBe(200);
    expect(charge).toHaveBeenCalledTimes(1);
    charge.mockRestore();
    const { orders, paymentLink } = response.json().results as { orders: Order[]; paymentLink: string };
    expect(orders).toHaveLength(3);
    expect(new Set(orders.map((order) => order.checkoutId)).size).toBe(1);
    expect(orders.map((order) => order.slotStart)).toEqual(body.visits.map((one) => one.slotStart));
    expect(orders.map((order) => order.totalPrice)).toEqual(kinds.map((line) => line.priceFils / 1000));
    expect(paymentLink).toMatch(/\/sandbox-gateway\/pay\//);

    // One charge, on the first order, for the sum, covering all three (each keeps its own part: its total).
    const rows = await app.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.bookingId,
          orders.map((order) => order._id),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      bookingId: orders[0]!._id,
      amountFils: kinds.reduce((sum, line) => sum + line.priceFils, 0),
      coversBookingIds: orders.map((order) => order._id),
    });

    // The customer pays on the gateway's page: the capture opens every order, and the cart empties.
    const paid = await app.inject({
      method: 'POST',
      url: new URL(paymentLink).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    const back = new URL(paid.headers.location as string);
    expect(back.pathname).toBe(`/payment/success/${orders[0]!.ordId}`);
    const verified = await who.agent.put(Agent.api(`odm/payment_status_success/${orders[0]!.ordId}`), {
      track_id: back.searchParams.get('track_id'),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const after = await ordersOf(who.userId);
    expect(after.map((row) => [row.ordStatus, row.paymentStatus])).toEqual([
      ['Open', 'PAID'],
      ['Open', 'PAID'],
      ['Open', 'PAID'],
    ]);
    expect((await who.agent.get(Agent.api(`cart/${who.userId}`))).json().results.items).toEqual([]);

    // Cancelling one paid visit owes back its own part of the one charge, not the whole.
    const cancelled = await who.agent.post(Agent.api(`odm/srv_booking/${orders[1]!.ordId}/cancel`), {
      userId: who.userId,
      fee: 0,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().results).toMatchObject({ ordStatus: 'Cancelled', refundDue: orders[1]!.totalPrice });
    const first = await who.agent.get(Agent.api(`odm/srv_booking/${orders[0]!.ordId}`));
    expect(first.json().results).toMatchObject({ ordStatus: 'Open', refundDue: null });
  });

  it('shares a promo code over the visits, charges once, and refunds one visit up to its own part', async () => {
    const who = await customer();
    const { agent: admin } = await signedInAgent(app, { role: 'admin' });
    await app.db.insert(promoCodes).values({
      code: 'TWOVISITS',
      kind: 'percent',
      value: 10,
      validFrom: new Date(Date.now() - 60_000),
      validTo: new Date(Date.now() + 86_400_000),
      maxUsesPerCustomer: 1,
    });
    const body = await checkoutBody(who, [await visit(kinds[0]!, 2), await visit(kinds[1]!)], 1);
    const subtotalFils = Math.round(body.totalPrice * 1000);
    const discountFils = Math.floor(subtotalFils / 10);
    const placed = await who.agent.post(Agent.api('odm/checkout'), {
      ...body,
      promoCode: 'twovisits',
      totalPrice: (subtotalFils - discountFils) / 1000,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orders, paymentLink } = placed.json().results as { orders: Order[]; paymentLink: string };
    const rows = await app.db
      .select({ id: bookings.id, totalFils: bookings.totalFils, discountFils: bookings.discountFils })
      .from(bookings)
      .where(eq(bookings.checkoutId, orders[0]!.checkoutId))
      .orderBy(asc(bookings.checkoutVisit));
    // Each order carries its share of the discount; together they are the code's discount, charged once.
    expect(rows.reduce((sum, row) => sum + row.discountFils, 0)).toBe(discountFils);
    expect(rows.reduce((sum, row) => sum + row.totalFils, 0)).toBe(subtotalFils - discountFils);
    const [charge] = await app.db.select().from(payments).where(eq(payments.bookingId, orders[0]!._id));
    expect(charge!.amountFils).toBe(subtotalFils - discountFils);
    // One use for the whole checkout: the same code again is refused.
    const again = await who.agent.post(Agent.api('promo/check'), {
      code: 'TWOVISITS',
      services_json: body.visits[0]!.services_json,
    });
    expect(again.statusCode).toBe(409);

    const paid = await app.inject({
      method: 'POST',
      url: new URL(paymentLink).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    const verified = await who.agent.put(Agent.api(`odm/payment_status_success/${orders[0]!.ordId}`), {
      track_id: new URL(paid.headers.location as string).searchParams.get('track_id'),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    await app.sandboxGateway!.settled();
    for (const row of rows) expect(await customerCredit(app.db, row.id)).toBe(row.totalFils);

    // The second visit is refunded in full: no more than its own part of the shared charge.
    const second = rows[1]!;
    const refund = (amount: number, key: string) =>
      admin.post(
        Agent.api(`admin/orders/${orders[1]!.ordId}/refunds`),
        { amount, reason: 'Customer asked' },
        { 'idempotency-key': key },
      );
    expect((await refund(second.totalFils / 1000 + 0.001, 'too-much')).statusCode).toBe(400);
    const done = await refund(second.totalFils / 1000, 'visit-two');
    expect(done.statusCode, done.body).toBe(200);
    await app.sandboxGateway!.settled();
    expect(await customerCredit(app.db, second.id)).toBe(0);
    expect(await customerCredit(app.db, rows[0]!.id)).toBe(rows[0]!.totalFils);
  });

  it('creates nothing when one visit’s time was taken, and the 409 names that visit', async () => {
    const who = await customer();
    const taken = await freeSlot(app, [kinds[1]!.id]);
    // Other customers take every partner of the second kind at that time.
    for (let tries = 0; tries < 10; tries += 1) {
      const other = await customer();
      const placed = await other.agent.post(
        Agent.api('odm/checkout'),
        await checkoutBody(other, [await visit(kinds[1]!, 1, taken)]),
      );
      if (placed.statusCode === 409) break;
      expect(placed.statusCode, placed.body).toBe(200);
    }
    const body = await checkoutBody(who, [await visit(kinds[0]!), await visit(kinds[1]!, 1, taken)]);
    const refused = await who.agent.post(Agent.api('odm/checkout'), body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^The time chosen for the .+ visit is no longer free/);
    expect(Object.keys(refused.json().errors)).toEqual(['visits.1.slotStart']);
    expect(await ordersOf(who.userId)).toEqual([]);
    expect(await app.db.select().from(checkouts).where(eq(checkouts.userId, who.userId))).toEqual([]);
  });

  it('answers a retried Idempotency-Key with the same orders, placing them once', async () => {
    const who = await customer();
    const body = await checkoutBody(who, [await visit(kinds[0]!), await visit(kinds[2]!)]);
    const headers = { 'idempotency-key': 'checkout-retry-0001' };
    const first = await who.agent.post(Agent.api('odm/checkout'), body, headers);
    const again = await who.agent.post(Agent.api('odm/checkout'), body, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    const ids = (answer: typeof first) => answer.json().results.orders.map((order: Order) => order._id);
    expect(ids(again)).toEqual(ids(first));
    expect(await ordersOf(who.userId)).toHaveLength(2);
  });

  it('prices and times a line of quantity 3 as three of the service', async () => {
    const who = await customer();
    const line = kinds[0]!;
    const body = await checkoutBody(who, [await visit(line, 3)]);
    expect(body.totalPrice).toBe((line.priceFils * 3) / 1000);
    const response = await who.agent.post(Agent.api('odm/checkout'), body);
    expect(response.statusCode, response.body).toBe(200);
    const [order] = response.json().results.orders as Array<Order & { services_json: Array<{ quantity: number }> }>;
    expect(order!.totalPrice).toBe((line.priceFils * 3) / 1000);
    expect(order!.services_json[0]!.quantity).toBe(3);
    const minutes = (Date.parse(order!.slotEnd) - Date.parse(order!.slotStart)) / 60_000;
    expect(minutes).toBe(line.durationMinutes * 3);
    const [stored] = await app.db.select().from(bookingLines).where(eq(bookingLines.bookingId, order!._id));
    expect(stored).toMatchObject({ quantity: 3, priceFils: line.priceFils * 3 });

    // The total of one of each is a changed price (409), and creates nothing more.
    const once = { ...(await checkoutBody(who, [await visit(line, 3)])), totalPrice: line.priceFils / 1000 };
    expect((await who.agent.post(Agent.api('odm/checkout'), once)).statusCode).toBe(409);
    expect(await ordersOf(who.userId)).toHaveLength(1);
  });

  it("refuses another user's userId or address (403), a bad body and a quantity of 0 or 11 (400)", async () => {
    const who = await customer();
    const stranger = await customer();
    const body = await checkoutBody(who, [await visit(kinds[0]!)]);
    const post = (payload: Record<string, unknown>) => who.agent.post(Agent.api('odm/checkout'), payload);

    expect((await stranger.agent.post(Agent.api('odm/checkout'), body)).statusCode).toBe(403);
    expect((await post({ ...body, addressId: stranger.addressId })).statusCode).toBe(403);

    const noVisits = await post({ ...body, visits: [] });
    expect(noVisits.statusCode).toBe(400);
    expect(noVisits.json().errors.visits).toBe('Your cart is empty.');
    expect((await post({ ...body, visits: [{ slotStart: 'tomorrow' }] })).statusCode).toBe(400);
    for (const quantity of [0, 11]) {
      const line = { ...body.visits[0]!.services_json[0]!, quantity };
      const refused = await post({ ...body, visits: [{ ...body.visits[0], services_json: [line] }] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors['visits.0.services_json.0.quantity']).toBe('Choose a quantity from 1 to 10.');
    }
    // Two visits of one kind: its services are one visit.
    const twice = await checkoutBody(who, [await visit(kinds[0]!), await visit(kinds[0]!)]);
    twice.visits[1]!.services_json[0]!.serviceId = (
      await app.db
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.subCategoryId, (await skills(app.db, 1))[0]!.subId), eq(services.active, true)))
    ).find((row) => row.id !== kinds[0]!.id)!.id;
    expect((await post(twice)).statusCode).toBe(400);
    expect(await ordersOf(who.userId)).toEqual([]);
  });
});
