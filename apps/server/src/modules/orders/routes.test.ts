import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { bookings, servicePartners, services } from '../../db/schema';
import { Agent } from '../../test/agent';
import { bookableBody, makeVisitDue, MANY_ORDERS_ENV } from '../../test/orders';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

const address = {
  addressType: 'Work',
  flatNo: 'Office 7',
  address: 'Tower 2, Gulf Road',
  landmark: 'Near the towers',
  pincode: '13001',
  phoneNo: '55123456',
  latitude: 29.37,
  longitude: 47.98,
};

type Customer = Awaited<ReturnType<typeof signedInAgent>> & { addressId: string };

describe('orders, ratings and reviews', () => {
  let app: App;
  let catalogue: Array<{ id: string; priceFils: number; name: string }>;
  let partnerId: string;
  let admin: Agent;
  const ops = (ordId: string, body: Record<string, string>) => admin.put(Agent.api(`admin/orders/${ordId}`), body);

  async function customer(): Promise<Customer> {
    const signedIn = await signedInAgent(app);
    const added = await signedIn.agent.post(Agent.api(`myaddress/${signedIn.userId}`), address);
    return { ...signedIn, addressId: added.json().results._id };
  }

  const orderBody = (who: Customer, lines = catalogue.slice(0, 2), paymentType = 2) =>
    bookableBody(app, who, lines, paymentType);

  beforeAll(async () => {
    app = await createTestApp({ seed: true, env: MANY_ORDERS_ENV });
    // The demo partner, and services of their sub-category: the orders of these tests are theirs to take.
    const [partner] = await app.db
      .select({ id: servicePartners.id, subCategoryId: servicePartners.subCategoryId })
      .from(servicePartners);
    partnerId = partner!.id;
    catalogue = await app.db
      .select({ id: services.id, priceFils: services.priceFils, name: services.name })
      .from(services)
      .where(eq(services.subCategoryId, partner!.subCategoryId!))
      .limit(3);
    expect(catalogue).toHaveLength(3);
    ({ agent: admin } = await signedInAgent(app, { role: 'admin' }));
  });
  afterAll(() => app.close());

  it('places a COD order from server prices, snapshots it and empties those cart lines', async () => {
    const who = await customer();
    for (const line of catalogue) await who.agent.post(Agent.api(`cart/${who.userId}`), { serviceId: line.id });

    const response = await who.agent.post(Agent.api('odm/srv_booking'), await orderBody(who));
    expect(response.statusCode).toBe(200);
    const [order] = response.json().results;
    expect(order).toMatchObject({
      ordId: expect.stringMatching(/^KH-[2-9A-Z]{8}$/),
      ordStatus: 'Open',
      paymentType: 2,
      payment_status: 'NOT_REQUIRED',
      totalPrice: (catalogue[0]!.priceFils + catalogue[1]!.priceFils) / 1000,
      ServiceAddress: { flatNo: 'Office 7', addressType: 'Work' },
      servicePartnerId: null,
    });
    expect(order.services_json.map((line: { serviceDetail: { _id: string } }) => line.serviceDetail._id)).toEqual([
      catalogue[0]!.id,
      catalogue[1]!.id,
    ]);
    const cart = (await who.agent.get(Agent.api(`cart/${who.userId}`))).json().results;
    expect(cart.items.map((item: { _id: string }) => item._id)).toEqual([catalogue[2]!.id]);

    // Later edits to the catalogue and the address do not rewrite the order.
    await app.db.update(services).set({ name: 'Renamed service' }).where(eq(services.id, catalogue[0]!.id));
    await who.agent.put(Agent.api(`myaddress/${who.addressId}`), { ...address, flatNo: 'Moved' });
    const details = (await who.agent.get(Agent.api(`odm/srv_booking/${order._id}`))).json().results;
    expect(details.services_json[0].serviceDetail.ServiceName).toBe(catalogue[0]!.name);
    expect(details.ServiceAddress.flatNo).toBe('Office 7');
    await app.db.update(services).set({ name: catalogue[0]!.name }).where(eq(services.id, catalogue[0]!.id));

    const list = (await who.agent.get(Agent.api(`odm/user_srv_booking/${who.userId}`))).json().results;
    expect(list.map((item: { _id: string }) => item._id)).toEqual([order._id]);
  });

  it('answers 409 to a total that differs from the server, and creates nothing', async () => {
    const who = await customer();
    const response = await who.agent.post(Agent.api('odm/srv_booking'), { ...(await orderBody(who)), totalPrice: 0.5 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Prices have changed/);
    expect(await app.db.$count(bookings, eq(bookings.userId, who.userId))).toBe(0);
  });

  it('makes one order for the same Idempotency-Key twice', async () => {
    const who = await customer();
    const headers = { 'idempotency-key': 'checkout-attempt-0001' };
    const body = await orderBody(who);
    const first = await who.agent.post(Agent.api('odm/srv_booking'), body, headers);
    const retry = await who.agent.post(Agent.api('odm/srv_booking'), body, headers);
    expect(retry.json().results[0]._id).toBe(first.json().results[0]._id);
    expect(await app.db.$count(bookings, eq(bookings.userId, who.userId))).toBe(1);
  });

  it("refuses another user's orders, order details and address", async () => {
    const who = await customer();
    const stranger = await customer();
    const order = (await who.agent.post(Agent.api('odm/srv_booking'), await orderBody(who))).json().results[0];
    expect((await stranger.agent.get(Agent.api(`odm/user_srv_booking/${who.userId}`))).statusCode).toBe(403);
    expect((await stranger.agent.get(Agent.api(`odm/srv_booking/${order._id}`))).statusCode).toBe(403);
    expect((await stranger.agent.get(Agent.api(`odm/srv_booking/${order.ordId}`))).statusCode).toBe(403);
    const withOthersAddress = await stranger.agent.post(Agent.api('odm/srv_booking'), {
      ...(await orderBody(stranger)),
      addressId: who.addressId,
    });
    expect(withOthersAddress.statusCode).toBe(403);
    const asOther = await stranger.agent.post(Agent.api('odm/srv_booking'), await orderBody(who));
    expect(asOther.statusCode).toBe(403);
  });

  it('starts an Online order Pending and keeps the cart for the payment', async () => {
    const who = await customer();
    await who.agent.post(Agent.api(`cart/${who.userId}`), { serviceId: catalogue[0]!.id });
    const order = (
      await who.agent.post(Agent.api('odm/srv_booking'), await orderBody(who, catalogue.slice(0, 1), 1))
    ).json().results[0];
    expect(order).toMatchObject({ ordStatus: 'Pending', payment_status: 'PENDING', paymentType: 1 });
    expect((await who.agent.get(Agent.api(`cart/${who.userId}`))).json().results.items).toHaveLength(1);
  });

  it('refuses a review before the order is Completed, then rates the service and the partner', async () => {
    const who = await customer();
    const order = (await who.agent.post(Agent.api('odm/srv_booking'), await orderBody(who))).json().results[0];
    const serviceId = catalogue[0]!.id;
    const early = await who.agent.put(Agent.api(`serviceReview/${serviceId}`), {
      userId: who.userId,
      ordId: order.ordId,
      review: 'Great',
    });
    expect(early.statusCode).toBe(409);

    expect((await ops(order.ordId, { ordStatus: 'Completed' })).json().message).toBe(
      'Assign a partner before the order moves on.',
    );
    expect((await ops(order.ordId, { servicePartnerId: partnerId })).json().results.ordStatus).toBe('Open');
    await makeVisitDue(app, order._id);
    expect((await ops(order.ordId, { ordStatus: 'Completed' })).json().results.ordStatus).toBe('Completed');

    const [row] = await app.db
      .select({ total: services.ratingTotal, count: services.ratingCount })
      .from(services)
      .where(eq(services.id, serviceId));
    const rated = await who.agent.put(Agent.api(`serviceRating/${serviceId}`), {
      userId: who.userId,
      ordId: order.ordId,
      rating: 1,
    });
    expect(rated.json()).toMatchObject({ code: 200, message: 'Your rating has been submitted' });
    // Rating again replaces the first rating instead of counting twice.
    await who.agent.put(Agent.api(`serviceRating/${serviceId}`), { userId: who.userId, ordId: order.ordId, rating: 2 });
    const [after] = await app.db
      .select({ total: services.ratingTotal, count: services.ratingCount })
      .from(services)
      .where(eq(services.id, serviceId));
    expect(after).toEqual({ total: row!.total + 2, count: row!.count + 1 });

    const reviewed = await who.agent.put(Agent.api(`serviceReview/${serviceId}`), {
      userId: who.userId,
      ordId: order.ordId,
      review: 'On time and tidy.',
    });
    expect(reviewed.json().message).toBe('Your review has been submitted');
    await who.agent.put(Agent.api(`service_partner_Rating/${partnerId}`), {
      userId: who.userId,
      ordId: order.ordId,
      rating: 5,
    });
    await who.agent.put(Agent.api(`service_partner_Review/${partnerId}`), {
      userId: who.userId,
      ordId: order.ordId,
      review: 'Friendly and skilled.',
    });
    const details = (await who.agent.get(Agent.api(`odm/srv_booking/${order._id}`))).json().results;
    expect(details).toMatchObject({
      rating: 5,
      review: 'Friendly and skilled.',
      servicePartnerName: 'Khidma Home Experts',
    });
    expect(details.services_json[0]).toMatchObject({ userRating: 2, userReview: 'On time and tidy.' });

    const notInOrder = await who.agent.put(Agent.api(`serviceRating/${catalogue[2]!.id}`), {
      userId: who.userId,
      ordId: order.ordId,
      rating: 4,
    });
    expect(notInOrder.statusCode).toBe(404);
    const stranger = await customer();
    const othersOrder = await stranger.agent.put(Agent.api(`serviceRating/${serviceId}`), {
      userId: stranger.userId,
      ordId: order.ordId,
      rating: 4,
    });
    expect(othersOrder.statusCode).toBe(403);
    const outOfRange = await who.agent.put(Agent.api(`serviceRating/${serviceId}`), {
      userId: who.userId,
      ordId: order.ordId,
      rating: 6,
    });
    expect(outOfRange.statusCode).toBe(400);
  });

  it('empties the catalogue cache only when a service rating changes, and rate-limits ratings and reviews', async () => {
    const who = await customer();
    const order = (await who.agent.post(Agent.api('odm/srv_booking'), await orderBody(who))).json().results[0];
    await ops(order.ordId, { servicePartnerId: partnerId });
    await makeVisitDue(app, order._id);
    await ops(order.ordId, { ordStatus: 'Completed' });
    const serviceId = catalogue[1]!.id;
    const rate = (rating: number, path = `serviceRating/${serviceId}`) =>
      who.agent.put(Agent.api(path), { userId: who.userId, ordId: order.ordId, rating });
    const reviewsCount = async () =>
      (await app.inject({ method: 'GET', url: Agent.api(`services/${serviceId}`) })).json().results.reviewscount;

    const invalidate = vi.spyOn(app.catalogCache, 'invalidate');
    const before = await reviewsCount();
    expect((await rate(4)).statusCode).toBe(200);
    expect(await reviewsCount()).toBe(before + 1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect((await rate(4)).json().message).toBe('Your rating has been submitted');
    expect((await rate(5, `service_partner_Rating/${partnerId}`)).statusCode).toBe(200);
    expect(invalidate).toHaveBeenCalledTimes(1);
    invalidate.mockRestore();

    const codes = [];
    for (let index = 0; index < 21; index += 1) {
      const response = await who.agent.request({
        method: 'PUT',
        url: Agent.api(`serviceReview/${serviceId}`),
        payload: { userId: who.userId, ordId: order.ordId, review: `Visit ${index}` },
        remoteAddress: '192.0.2.31',
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('moves an order once when two admins race: sales count once, a cancelled order is not reassigned', async () => {
    const who = await customer();
    const salesOf = async () =>
      (await app.db.select({ id: services.id, sales: services.salesCount }).from(services).orderBy(services.id)).filter(
        (row) => catalogue.slice(0, 2).some((line) => line.id === row.id),
      );
    const order = (await who.agent.post(Agent.api('odm/srv_booking'), await orderBody(who))).json().results[0];
    await ops(order.ordId, { servicePartnerId: partnerId });
    await makeVisitDue(app, order._id);
    const before = await salesOf();
    const completed = await Promise.all([
      ops(order.ordId, { ordStatus: 'Completed' }),
      ops(order.ordId, { ordStatus: 'Completed' }),
    ]);
    expect(completed.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await salesOf()).toEqual(before.map((row) => ({ ...row, sales: row.sales + 1 })));

    // Assigning a partner while the order is being cancelled: whichever goes first, the order ends Cancelled.
    const other = (await who.agent.post(Agent.api('odm/srv_booking'), await orderBody(who))).json().results[0];
    await Promise.all([
      ops(other.ordId, { servicePartnerId: partnerId }),
      ops(other.ordId, { ordStatus: 'Cancelled', reason: 'Customer called to cancel' }),
    ]);
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, other._id));
    expect(row!.ordStatus).toBe('Cancelled');
  });

  it('answers 404, never a database error, to a 36-character reference that is not a UUID', async () => {
    const who = await customer();
    const reference = 'a'.repeat(36);
    const answers = {
      details: await who.agent.get(Agent.api(`odm/srv_booking/${reference}`)),
      success: await who.agent.put(Agent.api(`odm/payment_status_success/${reference}`), {}),
      failed: await who.agent.put(Agent.api(`odm/payment_status_failed/${reference}`), { track_id: '123' }),
      payNow: await who.agent.post(Agent.api(`odm/payment_charge/${reference}`)),
      notification: await app.inject({
        method: 'POST',
        url: Agent.api(`odm/payment_notification/${reference}/not-a-token`),
        headers: { 'content-type': 'application/json' },
        payload: { track_id: '123' },
      }),
      operator: await ops(reference, { ordStatus: 'Completed' }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect([name, response.statusCode, response.json().message]).toEqual([name, 404, 'Order not found.']);
    }
  });

  it("names an order's services in the reader's language, as they were named when it was placed", async () => {
    const who = await customer();
    const [first] = catalogue;
    const [{ nameAr }] = (await app.db
      .select({ nameAr: services.nameAr })
      .from(services)
      .where(eq(services.id, first!.id))) as [{ nameAr: string }];
    const placed = (await who.agent.post(Agent.api('odm/srv_booking'), await orderBody(who))).json().results[0];
    const names = (order: { services_json: Array<{ serviceDetail: { ServiceName: string } }> }) =>
      order.services_json.map((line) => line.serviceDetail.ServiceName);

    expect(names(placed)[0]).toBe(first!.name);
    who.agent.setCookie('locale', 'ar');
    const details = (await who.agent.get(Agent.api(`odm/srv_booking/${placed._id}`))).json().results;
    expect(names(details)[0]).toBe(nameAr);
    const [listed] = (await who.agent.get(Agent.api(`odm/user_srv_booking/${who.userId}`))).json().results;
    expect(names(listed)[0]).toBe(nameAr);
    who.agent.setCookie('locale', 'en');
    const inEnglish = (await who.agent.get(Agent.api(`odm/srv_booking/${placed._id}`))).json().results;
    expect(names(inEnglish)[0]).toBe(first!.name);
  });

  it("answers customers and admins in the reader's language, a status named in Arabic", async () => {
    const who = await customer();
    who.agent.setCookie('locale', 'ar');
    const changed = await who.agent.post(Agent.api('odm/srv_booking'), { ...(await orderBody(who)), totalPrice: 0.5 });
    expect(changed.json()).toEqual({
      code: 409,
      reason: 'errors.orders.pricesChanged',
      message: 'تغيّرت الأسعار منذ أن أضفت هذه الخدمات. يُرجى مراجعة سلتك والمحاولة مرة أخرى.',
    });
    const placed = await who.agent.post(Agent.api('odm/srv_booking'), await orderBody(who));
    expect(placed.json()).toMatchObject({ code: 200, message: 'تم تقديم الطلب' });
    const order = placed.json().results[0];
    const serviceId = catalogue[0]!.id;
    const early = await who.agent.put(Agent.api(`serviceRating/${serviceId}`), {
      userId: who.userId,
      ordId: order.ordId,
      rating: 4,
    });
    expect(early.json()).toEqual({
      code: 409,
      reason: 'errors.reviews.notCompleted',
      message: 'لا يمكنك التقييم والمراجعة إلا لطلب مكتمل.',
    });

    const operator = (body: Record<string, string>, locale = 'en') => {
      admin.setCookie('locale', locale);
      return ops(order.ordId, body);
    };
    expect((await operator({ ordStatus: 'Open' })).json()).toEqual({
      code: 409,
      reason: 'errors.orders.alreadyInStatus',
      message: 'The order is already Open.',
    });
    expect((await operator({ ordStatus: 'Open' }, 'ar')).json()).toEqual({
      code: 409,
      reason: 'errors.orders.alreadyInStatus',
      message: 'حالة الطلب «جديد» بالفعل.',
    });
    await operator({ servicePartnerId: partnerId });
    await makeVisitDue(app, order._id);
    await operator({ ordStatus: 'Completed' });
    const cancel = { ordStatus: 'Cancelled', reason: 'Too late' };
    expect((await operator(cancel)).json().message).toBe('A Completed order cannot be cancelled.');
    expect((await operator(cancel, 'ar')).json().message).toBe('لا يمكن إلغاء طلب حالته «مكتمل».');
    admin.setCookie('locale', 'en');

    const rated = await who.agent.put(Agent.api(`serviceRating/${serviceId}`), {
      userId: who.userId,
      ordId: order.ordId,
      rating: 4,
    });
    expect(rated.json()).toMatchObject({ code: 200, message: 'تم إرسال تقييمك' });
    const anonymous = new Agent(app);
    anonymous.setCookie('locale', 'ar');
    const noSession = await anonymous.put(Agent.api(`admin/orders/${order.ordId}`), { ordStatus: 'Completed' });
    expect(noSession.json()).toEqual({
      code: 401,
      reason: 'errors.unauthorized',
      message: 'يُرجى تسجيل الدخول للمتابعة.',
    });
  });
});
