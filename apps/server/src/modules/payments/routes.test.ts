import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GatewayError, type GatewayTransaction } from '../../adapters/payments/gateway';
import type { App } from '../../app';
import { testConfig } from '../../config';
import { bookings, checkouts, payments, services } from '../../db/schema';
import { skills } from '../../db/seed/seed';
import { Agent } from '../../test/agent';
import { injectFetch } from '../../test/inject-fetch';
import { capturedLogger } from '../../test/log-lines';
import { bookableServices, freeSlot, MANY_ORDERS_ENV } from '../../test/orders';
import { signedInAgent } from '../../test/signed-in';
import { addPartner } from '../../test/slots';
import { createTestApp } from '../../test/test-app';

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

type Customer = Awaited<ReturnType<typeof signedInAgent>> & { addressId: string };
/** Past the time a charge's link is offered again (LINK_REUSE_MS in service.ts). */
const STALE = 16 * 60_000;
type Notification = { url: string; body: string };

/**
 * The payment flow through the built-in sandbox gateway. The sandbox's notifications are held back here and
 * delivered when a test says so, so each test chooses whether the browser returns, the notification comes, or both.
 */
describe('online payment', () => {
  let app: App;
  let catalogue: Array<{ id: string; priceFils: number }>;
  const held: Notification[] = [];
  /** Every get-payment-status call that left for the gateway. */
  const statusCalls: string[] = [];
  const { lines, logger } = capturedLogger();

  async function customer(): Promise<Customer> {
    const signedIn = await signedInAgent(app);
    const added = await signedIn.agent.post(Agent.api(`myaddress/${signedIn.userId}`), address);
    return { ...signedIn, addressId: added.json().results._id };
  }

  const fillCart = async (who: Customer) => {
    for (const line of catalogue) await who.agent.post(Agent.api(`cart/${who.userId}`), { serviceId: line.id });
  };

  /** The checkout's Online order of the first two services, at their first free slot. */
  async function onlineOrderBody(who: Customer) {
    const lines = catalogue.slice(0, 2);
    return {
      slotStart: await freeSlot(
        app,
        lines.map((line) => line.id),
      ),
      userId: who.userId,
      services_json: lines.map((line) => ({ serviceId: line.id, servicePrice: line.priceFils / 1000 })),
      paymentType: 1,
      addressId: who.addressId,
      totalPrice: lines.reduce((sum, line) => sum + line.priceFils, 0) / 1000,
      discount_price: '',
      payment_status: 'PENDING',
    };
  }

  /** An Online order of the first two services, both also in the cart with a third one. */
  async function onlineOrder(who: Customer, headers?: Record<string, string>) {
    await fillCart(who);
    const response = await who.agent.post(Agent.api('odm/srv_booking'), await onlineOrderBody(who), headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results[0] as { _id: string; ordId: string; totalPrice: number; paymentLink?: string };
  }

  /** The browser on the sandbox's page: one button; answers where the gateway sends it back. */
  async function choose(link: string, action: 'pay' | 'decline' | 'cancel') {
    const url = new URL(link);
    const response = await app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${action}`,
    });
    expect(response.statusCode).toBe(303);
    const back = new URL(response.headers.location as string);
    return { back, query: Object.fromEntries(back.searchParams), trackId: back.searchParams.get('track_id')! };
  }

  /** Delivers the sandbox's held notifications, as its server would have. */
  async function deliverNotifications() {
    await app.sandboxGateway!.settled();
    const responses = [];
    for (const { url, body } of held.splice(0)) {
      responses.push(
        await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body }),
      );
    }
    return responses;
  }

  /** The charge was made this long ago (its link is no longer offered again once past STALE). */
  const age = (bookingId: string, ms: number) =>
    app.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(payments.bookingId, bookingId));
  const adminView = async (ordId: string) =>
    (await signedInAgent(app, { role: 'admin' })).agent.get(Agent.api(`admin/orders/${ordId}`));

  const orderRow = async (id: string) => (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const paymentRows = (bookingId: string) => app.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  const cartIds = async (who: Customer) =>
    (await who.agent.get(Agent.api(`cart/${who.userId}`)))
      .json()
      .results.items.map((item: { _id: string }) => item._id);

  beforeAll(async () => {
    const forward = injectFetch(() => app, new URL(testConfig().publicUrl).origin);
    app = await createTestApp({
      seed: true,
      // Many calls from inject's address; the limit itself is tested from another one.
      env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1', ...MANY_ORDERS_ENV },
      logger,
      fetch: async (input, init) => {
        if (new URL(input).pathname.includes('/get-payment-status/')) statusCalls.push(input);
        if (new URL(input).pathname.includes('/odm/payment_notification/')) {
          held.push({ url: new URL(input).pathname, body: String(init?.body) });
          return Response.json({ code: 200 });
        }
        return forward(input, init);
      },
    });
    catalogue = await bookableServices(app, 3);
    // This file places more orders than the demo's one partner of the sub-category can serve in 14 days (how many
    // depends on the weekday and the hour it runs): partners who work every day, all day, make room for them all.
    const [service] = await app.db.select().from(services).where(eq(services.id, catalogue[0]!.id));
    const [skill] = (await skills(app.db)).filter((one) => one.subId === service!.subCategoryId);
    for (let index = 0; index < 4; index += 1) {
      await addPartner(app.db, skill!, { workDays: 0b1111111, workHoursStart: '00:00', workHoursEnd: '23:30' });
    }
  });
  afterAll(() => app.close());

  it('creates the charge on the server and answers the order with the gateway link, never the key', async () => {
    const who = await customer();
    await fillCart(who);
    const response = await who.agent.post(Agent.api('odm/srv_booking'), await onlineOrderBody(who));
    const sandboxKey = (app.sandboxGateway as unknown as { options: { apiKey: string } }).options.apiKey;
    expect(sandboxKey).toHaveLength(48);
    expect(response.body).not.toContain(sandboxKey);
    const order = response.json().results[0] as {
      _id: string;
      ordId: string;
      totalPrice: number;
      paymentLink?: string;
    };
    expect(order.paymentLink).toMatch(/^http:\/\/localhost:3000\/sandbox-gateway\/pay\/[\w-]{20,}$/);
    const [payment] = await paymentRows(order._id);
    expect(payment).toMatchObject({
      reference: expect.stringMatching(new RegExp(`^${order.ordId}-\\d{13}$`)),
      amountFils: Math.round(order.totalPrice * 1000),
      status: 'CREATED',
      link: order.paymentLink,
      trackId: null,
    });

    const page = await app.inject({ method: 'GET', url: new URL(order.paymentLink!).pathname });
    expect(page.body).toContain(order.ordId);
    expect(page.body).toContain(`KD ${(payment!.amountFils / 1000).toFixed(3)}`);

    // The cart waits for the payment.
    expect(await cartIds(who)).toHaveLength(3);
  });

  it('pays: the return is verified with the gateway, the order opens and its services leave the cart', async () => {
    const who = await customer();
    const order = await onlineOrder(who);
    const { back, query, trackId } = await choose(order.paymentLink!, 'pay');
    expect(back.pathname).toBe(`/payment/success/${order.ordId}`);

    const response = await who.agent.put(Agent.api(`odm/payment_status_success/${order.ordId}`), { track_id: trackId });
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results.verified).toBe(true);
    expect(results.order).toMatchObject({ _id: order._id, ordStatus: 'Open', payment_status: 'PAID' });
    expect(results.payment).toMatchObject({
      status: 'CAPTURED',
      result: 'CAPTURED',
      track_id: trackId,
      payment_id: query.payment_id,
      auth: query.auth,
      tran_id: query.tran_id,
      ref: query.ref,
      post_date: query.post_date,
      invoice_id: query.invoice_id,
      receipt_id: query.receipt_id,
      payment_type: 'knet',
      amount: order.totalPrice,
      verifiedAt: expect.any(String),
    });
    expect(await cartIds(who)).toEqual([catalogue[2]!.id]);

    // The notification arrives afterwards: it changes nothing and records no second payment.
    const [notified] = await deliverNotifications();
    expect(notified!.statusCode).toBe(200);
    expect(notified!.json().results).toEqual({ ordId: order.ordId, payment_status: 'PAID' });
    expect(await paymentRows(order._id)).toHaveLength(1);

    // Reloading the success page, with or without its parameters, shows the same verified payment.
    const again = await who.agent.put(Agent.api(`odm/payment_status_success/${order.ordId}`), {});
    expect(again.json().results).toMatchObject({ verified: false, payment: { track_id: trackId, status: 'CAPTURED' } });
    expect((await who.agent.post(Agent.api(`odm/payment_charge/${order.ordId}`))).statusCode).toBe(409);
  });

  it('marks the order paid from the notification alone when the browser never comes back', async () => {
    const who = await customer();
    const order = await onlineOrder(who);
    await choose(order.paymentLink!, 'pay');
    const [notified] = await deliverNotifications();
    expect(notified!.statusCode).toBe(200);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'PAID', ordStatus: 'Open' });
    expect(await cartIds(who)).toEqual([catalogue[2]!.id]);
  });

  it('records one payment for two notifications and a racing return, and asks the gateway about it once', async () => {
    const who = await customer();
    const order = await onlineOrder(who);
    const { trackId } = await choose(order.paymentLink!, 'pay');
    await app.sandboxGateway!.settled();
    const [notification] = held.splice(0);
    const status = vi.spyOn(app.paymentGateway, 'getPaymentStatus');
    const notify = () =>
      app.inject({
        method: 'POST',
        url: notification!.url,
        headers: { 'content-type': 'application/json' },
        payload: notification!.body,
      });
    const answers = await Promise.all([
      notify(),
      notify(),
      who.agent.put(Agent.api(`odm/payment_status_success/${order.ordId}`), { track_id: trackId }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await notify()).statusCode).toBe(200);

    const rows = await paymentRows(order._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ trackId, status: 'CAPTURED', verifiedAt: expect.any(Date) });
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'PAID', ordStatus: 'Open' });
    // Concurrent first deliveries may each ask; once recorded, nobody asks again.
    const asked = status.mock.calls.length;
    expect(asked).toBeLessThanOrEqual(3);
    await notify();
    expect(status.mock.calls.length).toBe(asked);
    status.mockRestore();
  });

  it('declines: the payment fails, the order stays Pending with its cart, and Pay now starts a new charge', async () => {
    const who = await customer();
    const order = await onlineOrder(who);
    const { back, trackId } = await choose(order.paymentLink!, 'decline');
    expect(back.pathname).toBe(`/payment/canceled/${order.ordId}`);
    const failed = await who.agent.put(Agent.api(`odm/payment_status_failed/${order.ordId}`), { track_id: trackId });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().results).toMatchObject({
      verified: true,
      order: { ordStatus: 'Pending', payment_status: 'FAILED' },
      payment: { status: 'NOT CAPTURED', track_id: trackId },
    });
    expect(await cartIds(who)).toHaveLength(3);
    await deliverNotifications();

    const again = await who.agent.post(Agent.api(`odm/payment_charge/${order.ordId}`));
    expect(again.statusCode).toBe(200);
    const link = again.json().results.paymentLink as string;
    expect(link).not.toBe(order.paymentLink);
    expect(await paymentRows(order._id)).toHaveLength(2);

    const paid = await choose(link, 'pay');
    const success = await who.agent.put(Agent.api(`odm/payment_status_success/${order.ordId}`), {
      track_id: paid.trackId,
    });
    expect(success.json().results.order).toMatchObject({ payment_status: 'PAID', ordStatus: 'Open' });
    // The earlier decline stays on record beside the capture; the order shows the capture.
    const rows = await paymentRows(order._id);
    expect(rows.map((row) => row.status).sort()).toEqual(['CAPTURED', 'NOT CAPTURED']);
    const shown = await who.agent.put(Agent.api(`odm/payment_status_failed/${order.ordId}`), {});
    expect(shown.json().results.payment.status).toBe('CAPTURED');
  });

  it('cancels: CANCELED is a failed payment; a cancel return for a captured payment still shows it paid', async () => {
    const who = await customer();
    const order = await onlineOrder(who);
    const { trackId } = await choose(order.paymentLink!, 'cancel');
    await deliverNotifications();
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'FAILED', ordStatus: 'Pending' });
    const failed = await who.agent.put(Agent.api(`odm/payment_status_failed/${order.ordId}`), { track_id: trackId });
    expect(failed.json().results.payment).toMatchObject({ status: 'CANCELED' });

    // Someone sends the browser to the cancel page with a captured payment's track id: the truth wins.
    const link = (await who.agent.post(Agent.api(`odm/payment_charge/${order.ordId}`))).json().results.paymentLink;
    const paid = await choose(link, 'pay');
    held.splice(0);
    const cancelPage = await who.agent.put(Agent.api(`odm/payment_status_failed/${order.ordId}`), {
      track_id: paid.trackId,
    });
    expect(cancelPage.json().results.order.payment_status).toBe('PAID');
  });

  it('changes nothing for a forged success return of an unpaid order', async () => {
    const who = await customer();
    const order = await onlineOrder(who);
    const success = (body: Record<string, string>) =>
      who.agent.put(Agent.api(`odm/payment_status_success/${order.ordId}`), body);

    // No track id (a hand-typed ?result=CAPTURED): nothing to verify, the order as it stands.
    const bare = await success({});
    expect(bare.statusCode).toBe(200);
    expect(bare.json().results).toMatchObject({ verified: false, payment: { status: 'CREATED' } });
    expect(bare.json().results.order.payment_status).toBe('PENDING');

    // A track id the gateway does not know.
    const unknown = await success({ track_id: '4242424242424242' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().message).toBe('The payment gateway has no such payment.');
    expect(await cartIds(who)).toHaveLength(3);

    // A real captured payment, but of another order of the same customer.
    const other = await onlineOrder(who);
    const { trackId } = await choose(other.paymentLink!, 'pay');
    await deliverNotifications();
    const borrowed = await success({ track_id: trackId });
    expect(borrowed.statusCode).toBe(409);
    expect(borrowed.json().message).toBe('This payment is for another order.');

    // Malformed input is a 400 with the field named.
    const malformed = await success({ track_id: '../../charge' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ track_id: 'Invalid track id' });

    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'PENDING', ordStatus: 'Pending' });
    expect((await paymentRows(order._id)).map((row) => row.status)).toEqual(['CREATED']);
  });

  it("refuses a gateway answer whose amount or order id is not the order's", async () => {
    const who = await customer();
    const order = await onlineOrder(who);
    const { trackId } = await choose(order.paymentLink!, 'pay');
    held.splice(0);
    const truth = await app.paymentGateway.getPaymentStatus(trackId);
    const status = vi.spyOn(app.paymentGateway, 'getPaymentStatus');
    const answer = async (transaction: GatewayTransaction) => {
      status.mockResolvedValueOnce(transaction);
      return who.agent.put(Agent.api(`odm/payment_status_success/${order.ordId}`), { track_id: trackId });
    };

    const short = await answer({ ...truth, total_price: '0.100' });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('The amount paid does not match the order total.');
    expect((await answer({ ...truth, total_price: '1e3' })).statusCode).toBe(409);
    expect((await answer({ ...truth, currency_type: 'USD' })).statusCode).toBe(409);
    const elsewhere = await answer({ ...truth, requested_order_id: 'KH-SOMEONE1' });
    expect(elsewhere.json().message).toBe('This payment is for another order.');
    const otherAttempt = await answer({ ...truth, track_id: '999' });
    expect(otherAttempt.statusCode).toBe(409);

    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'PENDING', ordStatus: 'Pending' });
    expect((await paymentRows(order._id)).map((row) => [row.status, row.trackId])).toEqual([['CREATED', null]]);

    // The gateway cannot be reached: a 502 with a message, nothing changed, and the next try succeeds.
    status.mockRejectedValueOnce(new GatewayError('unavailable', 'ECONNREFUSED'));
    const down = await who.agent.put(Agent.api(`odm/payment_status_success/${order.ordId}`), { track_id: trackId });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('The payment gateway could not be reached. Please try again.');
    status.mockRestore();
    const ok = await who.agent.put(Agent.api(`odm/payment_status_success/${order.ordId}`), { track_id: trackId });
    expect(ok.json().results.order.payment_status).toBe('PAID');
  });

  it("answers in the reader's language: the payment's success, and a paid order's refusal", async () => {
    const who = await customer();
    const order = await onlineOrder(who);
    const { trackId } = await choose(order.paymentLink!, 'pay');
    who.agent.setCookie('locale', 'ar');
    const paid = await who.agent.put(Agent.api(`odm/payment_status_success/${order.ordId}`), { track_id: trackId });
    expect(paid.json()).toMatchObject({ code: 200, message: 'تم الدفع بنجاح' });
    const again = await who.agent.post(Agent.api(`odm/payment_charge/${order.ordId}`));
    expect(again.json()).toEqual({
      code: 409,
      reason: 'errors.payments.alreadyPaid',
      message: 'تم دفع هذا الطلب مسبقاً.',
    });
    who.agent.setCookie('locale', 'en');
    const inEnglish = await who.agent.put(Agent.api(`odm/payment_status_success/${order.ordId}`), {});
    expect(inEnglish.json()).toMatchObject({ code: 200, message: 'Payment Successful' });
    const refusedInEnglish = await who.agent.post(Agent.api(`odm/payment_charge/${order.ordId}`));
    expect(refusedInEnglish.json()).toEqual({
      code: 409,
      reason: 'errors.payments.alreadyPaid',
      message: 'This order is already paid.',
    });
  });

  it("refuses another user's order (403) and a COD order (409)", async () => {
    const who = await customer();
    const stranger = await customer();
    const order = await onlineOrder(who);
    const { trackId } = await choose(order.paymentLink!, 'pay');
    held.splice(0);
    for (const path of ['payment_status_success', 'payment_status_failed']) {
      const response = await stranger.agent.put(Agent.api(`odm/${path}/${order.ordId}`), { track_id: trackId });
      expect(response.statusCode).toBe(403);
    }
    expect((await stranger.agent.post(Agent.api(`odm/payment_charge/${order.ordId}`))).statusCode).toBe(403);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'PENDING' });

    const guest = new Agent(app);
    expect((await guest.put(Agent.api(`odm/payment_status_success/${order.ordId}`), {})).statusCode).toBe(401);

    const cod = await who.agent.post(Agent.api('odm/srv_booking'), {
      userId: who.userId,
      services_json: [{ serviceId: catalogue[0]!.id, servicePrice: catalogue[0]!.priceFils / 1000 }],
      paymentType: 2,
      addressId: who.addressId,
      totalPrice: catalogue[0]!.priceFils / 1000,
      slotStart: await freeSlot(app, [catalogue[0]!.id]),
    });
    const codOrder = cod.json().results[0];
    expect(codOrder.paymentLink).toBeUndefined();
    const codPay = await who.agent.post(Agent.api(`odm/payment_charge/${codOrder.ordId}`));
    expect(codPay.statusCode).toBe(409);
    expect(codPay.json().message).toBe('This order is paid in cash after the visit.');
    expect((await who.agent.put(Agent.api(`odm/payment_status_success/${codOrder.ordId}`), {})).statusCode).toBe(409);
    expect((await who.agent.post(Agent.api('odm/payment_charge/KH-NOSUCH00'))).statusCode).toBe(404);
  });

  it('answers a retried order with the same charge, and an order without a link when the gateway fails', async () => {
    const who = await customer();
    const headers = { 'idempotency-key': 'online-checkout-0001' };
    const first = await onlineOrder(who, headers);
    const retry = await onlineOrder(who, headers);
    expect(retry._id).toBe(first._id);
    expect(retry.paymentLink).toBe(first.paymentLink);
    expect(await paymentRows(first._id)).toHaveLength(1);

    const charge = vi.spyOn(app.paymentGateway, 'createCharge');
    charge.mockRejectedValueOnce(new GatewayError('unavailable', 'timeout'));
    const failing = await onlineOrder(who);
    expect(failing.paymentLink).toBeUndefined();
    expect((await paymentRows(failing._id)).map((row) => row.status)).toEqual(['ERROR']);

    charge.mockRejectedValueOnce(new GatewayError('unavailable', 'timeout'));
    const payNow = await who.agent.post(Agent.api(`odm/payment_charge/${failing.ordId}`));
    expect(payNow.statusCode).toBe(502);
    expect(payNow.json().message).toBe('Payment gateway error');
    charge.mockRestore();

    const recovered = await who.agent.post(Agent.api(`odm/payment_charge/${failing.ordId}`));
    expect(recovered.json().results.paymentLink).toMatch(/\/sandbox-gateway\/pay\//);
  });

  it('takes a notification only with a track id, for an order that exists', async () => {
    const post = (url: string, payload: Record<string, string>) =>
      app.inject({ method: 'POST', url: Agent.api(url), headers: { 'content-type': 'application/json' }, payload });
    const missing = await post('odm/payment_notification/KH-ANYORDER/token', { result: 'CAPTURED' });
    expect(missing.statusCode).toBe(400);
    expect((await post('odm/payment_notification/KH-NOSUCH00/token', { track_id: '123' })).statusCode).toBe(404);
  });

  it('asks the gateway about a notification only on the signed path of a charge we made', async () => {
    const notify = (path: string, track_id: string) =>
      app.inject({
        method: 'POST',
        url: Agent.api(path),
        headers: { 'content-type': 'application/json' },
        payload: { track_id },
      });
    const who = await customer();
    const waiting = await onlineOrder(who);
    const other = await onlineOrder(who);
    const { trackId } = await choose(other.paymentLink!, 'pay');
    await app.sandboxGateway!.settled();
    const [otherNotification] = held.splice(0);
    const otherToken = otherNotification!.url.split('/').at(-1)!;
    statusCalls.length = 0;

    // Made-up track ids for an unpaid order waiting on a charge: without our token, a 404 and no call out.
    // The old path without a token is no route: the CSRF check refuses the cookie-less POST.
    const unsigned = await notify(`odm/payment_notification/${waiting.ordId}`, '9999000011112222');
    expect(unsigned.statusCode).toBe(403);
    const forged = await notify(`odm/payment_notification/${waiting.ordId}/${'A'.repeat(43)}`, '9999000011112222');
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe('No such payment.');
    // Another order's real token does not open this order.
    const borrowed = await notify(`odm/payment_notification/${waiting.ordId}/${otherToken}`, trackId);
    expect(borrowed.statusCode).toBe(404);
    expect(statusCalls).toEqual([]);
    expect(await orderRow(waiting._id)).toMatchObject({ paymentStatus: 'PENDING' });

    // The gateway's own notification, on the path we gave it, is verified.
    const real = await notify(otherNotification!.url.replace('/api/khidma/', ''), trackId);
    expect(real.json().results).toEqual({ ordId: other.ordId, payment_status: 'PAID' });
    expect(statusCalls).toHaveLength(1);
  });

  it('answers Pay now with the link still payable, and makes a new charge once it is answered or stale', async () => {
    const who = await customer();
    const order = await onlineOrder(who);
    const payNow = async () => {
      const response = await who.agent.post(Agent.api(`odm/payment_charge/${order.ordId}`));
      expect(response.statusCode, response.body).toBe(200);
      return response.json().results.paymentLink as string;
    };
    expect(await payNow()).toBe(order.paymentLink);
    expect(await payNow()).toBe(order.paymentLink);
    expect(await paymentRows(order._id)).toHaveLength(1);

    await age(order._id, STALE);
    const fresh = await payNow();
    expect(fresh).not.toBe(order.paymentLink);
    expect(await payNow()).toBe(fresh);
    expect(await paymentRows(order._id)).toHaveLength(2);
  });

  it('makes one order, one charge and one link for five simultaneous requests with one Idempotency-Key', async () => {
    const who = await customer();
    await fillCart(who);
    const charge = vi.spyOn(app.paymentGateway, 'createCharge');
    const headers = { 'idempotency-key': 'five-at-once-0001' };
    const body = await onlineOrderBody(who);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => who.agent.post(Agent.api('odm/srv_booking'), body, headers)),
    );
    expect(charge).toHaveBeenCalledTimes(1);
    charge.mockRestore();
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const orders = answers.map((answer) => answer.json().results[0] as { _id: string; paymentLink?: string });
    expect(new Set(orders.map((order) => order._id)).size).toBe(1);
    expect(new Set(orders.map((order) => order.paymentLink)).size).toBe(1);
    expect(orders[0]!.paymentLink).toMatch(/\/sandbox-gateway\/pay\//);
    const rows = await paymentRows(orders[0]!._id);
    expect(rows.map((row) => row.link)).toEqual([orders[0]!.paymentLink]);
    // The key is the checkout's (odm/srv_booking places a checkout of one visit).
    const keyed = await app.db.select().from(checkouts).where(eq(checkouts.idempotencyKey, headers['idempotency-key']));
    expect(keyed).toHaveLength(1);
    expect(await app.db.select().from(bookings).where(eq(bookings.checkoutId, keyed[0]!.id))).toHaveLength(1);
  });

  it('marks a second capture of a paid order as a refund due, logs it and shows it to the admin', async () => {
    const who = await customer();
    const order = await onlineOrder(who);
    // The customer keeps the first page open past its reuse time and asks for Pay now: a second live link.
    await age(order._id, STALE);
    const second = (await who.agent.post(Agent.api(`odm/payment_charge/${order.ordId}`))).json().results
      .paymentLink as string;
    expect(second).not.toBe(order.paymentLink);

    const first = await choose(order.paymentLink!, 'pay');
    await who.agent.put(Agent.api(`odm/payment_status_success/${order.ordId}`), { track_id: first.trackId });
    await choose(second, 'pay');
    const [notified] = await deliverNotifications();
    expect(notified!.json().results).toEqual({ ordId: order.ordId, payment_status: 'PAID' });

    const rows = await paymentRows(order._id);
    expect(rows.map((row) => [row.status, row.trackId === first.trackId, row.refundDue]).sort()).toEqual([
      ['CAPTURED', false, true],
      ['CAPTURED', true, false],
    ]);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'PAID', ordStatus: 'Open' });

    const warning = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'second capture for a paid order: refund due');
    expect(warning).toMatchObject({ level: 40, ordId: order.ordId, trackId: expect.any(String) });
    const sandboxKey = (app.sandboxGateway as unknown as { options: { apiKey: string } }).options.apiKey;
    expect(JSON.stringify(warning)).not.toContain(sandboxKey);

    const view = await adminView(order.ordId);
    expect(view.statusCode).toBe(200);
    // The payment placed the order once: one audit entry by the system.
    expect(view.json().results).toMatchObject({
      ordId: order.ordId,
      payment_status: 'PAID',
      refundDue: true,
      events: [{ actor: { role: 'system', name: null }, fromStatus: 'Pending', toStatus: 'Open', reason: null }],
    });
    expect(view.json().results.events).toHaveLength(1);
    // Each charge, with what the gateway needs to find it: the second capture is the one to refund.
    const attempts = view.json().results.payments as Array<{ status: string; trackId: string; refundDue: boolean }>;
    expect(attempts.map((attempt) => [attempt.status, attempt.refundDue])).toEqual([
      ['CAPTURED', false],
      ['CAPTURED', true],
    ]);
    expect(attempts.every((attempt) => attempt.trackId)).toBe(true);
  });

  it('rate-limits the return endpoints', async () => {
    const who = await customer();
    const order = await onlineOrder(who);
    const codes = [];
    for (let index = 0; index < 21; index += 1) {
      const url = Agent.api(`odm/payment_status_failed/${order.ordId}`);
      codes.push((await who.agent.request({ method: 'PUT', url, payload: {}, remoteAddress: '192.0.2.7' })).statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('records a payment captured after an operator cancelled the order, and leaves the order Cancelled', async () => {
    const who = await customer();
    const order = await onlineOrder(who);
    const { trackId } = await choose(order.paymentLink!, 'pay');
    held.splice(0);
    await app.db.update(bookings).set({ ordStatus: 'Cancelled' }).where(eq(bookings.id, order._id));
    const response = await who.agent.put(Agent.api(`odm/payment_status_success/${order.ordId}`), { track_id: trackId });
    expect(response.json().results.order).toMatchObject({ payment_status: 'PAID', ordStatus: 'Cancelled' });
  });

  describe('money taken for an order no longer wanted: the refund is due', () => {
    const admin = async () => (await signedInAgent(app, { role: 'admin' })).agent;
    const dashboardNow = async () => (await (await admin()).get(Agent.api('admin/dashboard'))).json().results;
    const pay = async (who: Customer, order: { ordId: string; paymentLink?: string }) => {
      const { trackId } = await choose(order.paymentLink!, 'pay');
      return who.agent.put(Agent.api(`odm/payment_status_success/${order.ordId}`), { track_id: trackId });
    };

    /** The order and its capture flagged, out of revenue, in the needs-attention list, and told to the customer. */
    async function expectRefundDue(
      who: Customer,
      order: { _id: string; ordId: string; totalPrice: number },
      before: { revenueToday: { online: number }; refundsDue: number },
    ) {
      expect(await orderRow(order._id)).toMatchObject({
        ordStatus: 'Cancelled',
        paymentStatus: 'PAID',
        refundDue: true,
      });
      expect(
        (await paymentRows(order._id)).filter((row) => row.status === 'CAPTURED').map((row) => row.refundDue),
      ).toEqual([true]);
      const after = await dashboardNow();
      expect(after.revenueToday.online).toBe(before.revenueToday.online);
      expect(after.refundsDue).toBe(before.refundsDue + 1);
      const attention = (
        await (await admin()).get(`${Agent.api('admin/orders')}?attention=refundDue&pageSize=100`)
      ).json().results;
      expect(
        attention.items.map((item: { ordId: string; refundDue: boolean }) => [item.ordId, item.refundDue]),
      ).toContainEqual([order.ordId, true]);
      const shown = (await who.agent.get(Agent.api(`odm/srv_booking/${order.ordId}`))).json().results;
      expect(shown).toMatchObject({ ordStatus: 'Cancelled', payment_status: 'PAID', refundDue: order.totalPrice });
    }

    it('marks a capture after the customer cancelled the order', async () => {
      const who = await customer();
      const order = await onlineOrder(who);
      const before = await dashboardNow();
      const cancelled = await who.agent.post(Agent.api(`odm/srv_booking/${order.ordId}/cancel`), {
        userId: who.userId,
        fee: 0,
      });
      expect(cancelled.json().results).toMatchObject({ ordStatus: 'Cancelled', refundDue: null });
      expect((await pay(who, order)).statusCode).toBe(200);
      await expectRefundDue(who, order, before);
    });

    it('marks a capture after an admin cancelled the Pending order', async () => {
      const who = await customer();
      const order = await onlineOrder(who);
      const before = await dashboardNow();
      const cancel = await (
        await admin()
      ).put(Agent.api(`admin/orders/${order.ordId}`), { ordStatus: 'Cancelled', reason: 'Duplicate' });
      expect(cancel.json().results).toMatchObject({ ordStatus: 'Cancelled', refundDue: false });
      expect((await pay(who, order)).statusCode).toBe(200);
      await expectRefundDue(who, order, before);
    });

    it('marks a capture after the payment window ended and the system cancelled the order', async () => {
      const who = await customer();
      const order = await onlineOrder(who);
      const before = await dashboardNow();
      await app.db
        .update(bookings)
        .set({ createdAt: new Date(Date.now() - 21 * 60_000) })
        .where(eq(bookings.id, order._id));
      // Any read of the orders runs the due check.
      expect((await who.agent.get(Agent.api(`odm/srv_booking/${order.ordId}`))).json().results.ordStatus).toBe(
        'Cancelled',
      );
      expect((await pay(who, order)).statusCode).toBe(200);
      await expectRefundDue(who, order, before);
    });

    it('marks the refund due when an admin cancels a PAID order, and when the customer does', async () => {
      for (const by of ['admin', 'customer'] as const) {
        const who = await customer();
        const order = await onlineOrder(who);
        expect((await pay(who, order)).statusCode).toBe(200);
        const before = await dashboardNow();
        const cancel =
          by === 'admin'
            ? await (
                await admin()
              ).put(Agent.api(`admin/orders/${order.ordId}`), { ordStatus: 'Cancelled', reason: 'No partner' })
            : await who.agent.post(Agent.api(`odm/srv_booking/${order.ordId}/cancel`), { userId: who.userId, fee: 0 });
        expect(cancel.statusCode, cancel.body).toBe(200);
        // The capture was today's revenue; now it is owed back.
        const after = await dashboardNow();
        expect([by, after.revenueToday.online]).toEqual([
          by,
          Math.round((before.revenueToday.online - order.totalPrice) * 1000) / 1000,
        ]);
        await expectRefundDue(who, order, { ...after, refundsDue: after.refundsDue - 1 });
      }
    });
  });
});
