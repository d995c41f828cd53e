import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { cartItems, payments, services, sessions, users } from '../db/schema';
import { Agent } from '../test/agent';
import { bookableServices, freeSlot } from '../test/orders';
import { signedInAgent } from '../test/signed-in';
import { createTestApp } from '../test/test-app';

const address = {
  addressType: 'Home',
  flatNo: '12B',
  address: 'Block 4, Street 21',
  landmark: 'the co-op',
  pincode: '20001',
  phoneNo: '51234567',
  latitude: 29.33,
  longitude: 48.07,
};

/** `/api/khidma/<path>` spelled as an attacker might, to slip past a check on the raw URL. */
const spellings = (path: string) => [
  `/%61pi/khidma/${path}`,
  `/%61%70%69/khidma/${path}`,
  `/api/%6Bhidma/${path}`,
  `/api/%6bhidma/${path}`,
  `/%41pi/khidma/${path}`,
  `/API/khidma/${path}`,
  `/api%2Fkhidma/${path}`,
  `/%2561pi/khidma/${path}`,
  `//api/khidma/${path}`,
  `/api//khidma/${path}`,
  `/api/khidma/${path}/`,
  `/api/khidma/${path}?x=1`,
];

/** A route the router reaches must refuse with 403; a spelling it does not reach answers 404. Never a success. */
const refused = (status: number) => expect([403, 404]).toContain(status);

describe('CSRF, however the API path is spelled', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp({ seed: true, env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1' } });
  });
  afterAll(() => app.close());

  it('refuses POST logout without the header: the session lives on', async () => {
    const { agent, userId } = await signedInAgent(app);
    for (const url of spellings('logout')) {
      const response = await agent.request({ method: 'POST', url, csrf: false });
      refused(response.statusCode);
    }
    expect((await agent.request({ method: 'POST', url: '/%61pi/khidma/logout', csrf: false })).statusCode).toBe(403);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(1);
  });

  it('refuses PUT update_password without the header: the password stays', async () => {
    const { agent, userId } = await signedInAgent(app);
    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    const payload = { email: user!.email, password: 'N3w-Passw0rd!' };
    for (const url of spellings('update_password')) {
      refused((await agent.request({ method: 'PUT', url, payload, csrf: false })).statusCode);
    }
    const put = await agent.request({ method: 'PUT', url: '/%61pi/khidma/update_password', payload, csrf: false });
    expect(put.statusCode).toBe(403);
    const [after] = await app.db.select().from(users).where(eq(users.id, userId));
    expect(after!.passwordHash).toBe(user!.passwordHash);
  });

  it('refuses DELETE of a cart line without the header: the line stays', async () => {
    const { agent, userId } = await signedInAgent(app);
    const [service] = await app.db.select({ id: services.id }).from(services).limit(1);
    expect((await agent.post(Agent.api(`cart/${userId}`), { serviceId: service!.id })).statusCode).toBe(200);
    for (const url of spellings(`cart/${userId}/${service!.id}`)) {
      refused((await agent.request({ method: 'DELETE', url, csrf: false })).statusCode);
    }
    const url = `/%61pi/khidma/cart/${userId}/${service!.id}`;
    expect((await agent.request({ method: 'DELETE', url, csrf: false })).statusCode).toBe(403);
    expect(await app.db.select().from(cartItems).where(eq(cartItems.userId, userId))).toHaveLength(1);
  });

  it('refuses POST payment_charge without the header: no charge is made', async () => {
    const { agent, userId } = await signedInAgent(app);
    const [service] = await bookableServices(app, 1);
    const addressId = (await agent.post(Agent.api(`myaddress/${userId}`), address)).json().results._id;
    await agent.post(Agent.api(`cart/${userId}`), { serviceId: service!.id });
    const booked = await agent.post(Agent.api('odm/srv_booking'), {
      userId,
      services_json: [{ serviceId: service!.id, servicePrice: service!.priceFils / 1000 }],
      paymentType: 1,
      addressId,
      totalPrice: service!.priceFils / 1000,
      discount_price: '',
      payment_status: 'PENDING',
      slotStart: await freeSlot(app, [service!.id]),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const order = booked.json().results[0] as { _id: string; ordId: string };
    const charges = () => app.db.select().from(payments).where(eq(payments.bookingId, order._id));
    const before = (await charges()).length;

    for (const url of spellings(`odm/payment_charge/${order.ordId}`)) {
      refused((await agent.request({ method: 'POST', url, csrf: false })).statusCode);
    }
    const url = `/%61pi/khidma/odm/payment_charge/${order.ordId}`;
    expect((await agent.request({ method: 'POST', url, csrf: false })).statusCode).toBe(403);
    expect(await charges()).toHaveLength(before);
  });

  it('gives the API its own security headers however the path is spelled', async () => {
    const response = await app.inject({ method: 'GET', url: '/%61pi/khidma/csrf' });
    const plain = await app.inject({ method: 'GET', url: '/api/khidma/csrf' });
    expect(response.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
