import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { bookings, notifications, promoCodes, refunds, smsOutbox, subCategories } from '../../db/schema';
import { Agent } from '../../test/agent';
import { bookableBody, makeVisitDue, MANY_ORDERS_ENV, ordersWorld, type Customer } from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import { balance, customerCredit, partnerOwed } from '../ledger/ledger';
import { setOperationsSettings } from '../settings/service';

type World = Awaited<ReturnType<typeof ordersWorld>>;

/** Refunds through the sandbox gateway, and the ledger the order's money events write. */
describe('refunds and the ledger', () => {
  let app: App;
  let world: World;
  let who: Customer;
  let keys = 0;

  const refund = (
    ordId: string,
    body: Record<string, unknown>,
    key = `refund-key-${(keys += 1)}`,
    agent = world.admin,
  ) => agent.post(Agent.api(`admin/orders/${ordId}/refunds`), body, { 'idempotency-key': key });

  type OnlineOrder = { _id: string; ordId: string; totalPrice: number; paymentLink: string };
  const placeOnline = async () => (await world.order(who, 1)) as unknown as OnlineOrder;

  /** The customer pays the order's link on the sandbox's page and comes back: the return is verified. */
  async function pay(order: OnlineOrder) {
    const page = await app.inject({
      method: 'POST',
      url: new URL(order.paymentLink).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    const trackId = new URL(page.headers.location as string).searchParams.get('track_id');
    const verified = await who.agent.put(Agent.api(`odm/payment_status_success/${order.ordId}`), { track_id: trackId });
    expect(verified.json().results.order.payment_status).toBe('PAID');
    await app.sandboxGateway!.settled();
    return { ...order, totalFils: Math.round(order.totalPrice * 1000) };
  }

  /** An Online order paid on the sandbox's page (Open, PAID, its capture in the ledger). */
  const paidOrder = async () => pay(await placeOnline());

  const gatewayOf = (bookingId: string) => balance(app.db, { account: 'gateway', until: undefined, bookingId });

  beforeAll(async () => {
    app = await createTestApp({ seed: true, env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1', ...MANY_ORDERS_ENV } });
    world = await ordersWorld(app);
    who = await world.customer();
  });
  afterAll(() => app.close());

  it('refunds part then the rest on the sandbox: Partially refunded, Refunded, the ledger back to zero', async () => {
    const order = await paidOrder();
    expect(await customerCredit(app.db, order._id)).toBe(order.totalFils);
    expect(await gatewayOf(order._id)).toBe(order.totalFils);

    const part = await refund(order.ordId, { amount: 1.5, reason: 'Came late' });
    expect(part.statusCode, part.body).toBe(200);
    const afterPart = part.json().results;
    expect(afterPart.refunds).toMatchObject([
      { amount: 1.5, reason: 'Came late', status: 'REFUNDED', gatewayRefundId: expect.any(String) },
    ]);
    expect(afterPart.refunds[0].gatewayReference).toMatch(/^\d{30}$/);
    expect(afterPart.payments[0]).toMatchObject({ status: 'CAPTURED', refunded: 1.5 });
    expect(afterPart.refundable).toBe((order.totalFils - 1500) / 1000);
    expect(await customerCredit(app.db, order._id)).toBe(order.totalFils - 1500);

    const rest = await refund(order.ordId, { amount: afterPart.refundable, reason: 'Cancelled by us' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().results.payments[0].refunded).toBe(order.totalPrice);
    expect(rest.json().results.refundable).toBe(0);
    expect(await customerCredit(app.db, order._id)).toBe(0);
    expect(await gatewayOf(order._id)).toBe(0);

    // The customer sees each refund, and is told of each through the outbox.
    const mine = await who.agent.get(Agent.api(`odm/srv_booking/${order.ordId}`));
    const seen = (mine.json().results[0] ?? mine.json().results).refunds;
    expect(seen.map((one: { amount: number }) => one.amount)).toEqual([1.5, afterPart.refundable]);
    const told = await app.db.select().from(notifications).where(eq(notifications.kind, 'order.refunded'));
    expect(told.filter((row) => row.payload.bookingId === order._id).length).toBeGreaterThanOrEqual(2);

    // The receipt lists both refunds with the gateway's reference.
    const receipt = await who.agent.get(Agent.api(`odm/srv_booking/${order.ordId}/receipt`));
    expect(receipt.body.match(/refunded \(gateway reference \d{30}\)/g)).toHaveLength(2);

    // Nothing is left: a further refund is refused.
    const more = await refund(order.ordId, { amount: 0.1, reason: 'Again' });
    expect(more.statusCode).toBe(409);
  });

  it('refunds once for a repeated request with the same key, even two at once', async () => {
    const order = await paidOrder();
    const createRefund = vi.spyOn(app.paymentGateway, 'createRefund');
    const [first, second] = await Promise.all([
      refund(order.ordId, { amount: 2, reason: 'Goodwill' }, 'same-key-1'),
      refund(order.ordId, { amount: 2, reason: 'Goodwill' }, 'same-key-1'),
    ]);
    const replay = await refund(order.ordId, { amount: 2, reason: 'Goodwill' }, 'same-key-1');
    expect([first.statusCode, second.statusCode, replay.statusCode]).toEqual([200, 200, 200]);
    expect(createRefund).toHaveBeenCalledTimes(1);
    createRefund.mockRestore();
    const rows = await app.db.select().from(refunds).where(eq(refunds.bookingId, order._id));
    expect(rows).toHaveLength(1);
    expect(await customerCredit(app.db, order._id)).toBe(order.totalFils - 2000);
  });

  it('never refunds more than was paid when two refunds race', async () => {
    const order = await paidOrder();
    const whole = order.totalPrice;
    const answers = await Promise.all([
      refund(order.ordId, { amount: whole, reason: 'One' }),
      refund(order.ordId, { amount: whole, reason: 'Two' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await app.db.select().from(refunds).where(eq(refunds.bookingId, order._id));
    expect(rows.map((row) => row.amountFils)).toEqual([order.totalFils]);
    expect(await customerCredit(app.db, order._id)).toBe(0);
  });

  it('refuses other roles (403), another order (404) and bad amounts or reasons (400)', async () => {
    const order = await paidOrder();
    const partner = await world.partner();
    expect((await refund(order.ordId, { amount: 1, reason: 'x' }, 'k-customer', who.agent)).statusCode).toBe(403);
    expect((await refund(order.ordId, { amount: 1, reason: 'x' }, 'k-partner', partner.agent)).statusCode).toBe(403);
    expect((await refund('KH-NOSUCH1', { amount: 1, reason: 'x' })).statusCode).toBe(404);
    const bad: Array<Record<string, unknown>> = [
      { amount: 0, reason: 'x' },
      { amount: -1, reason: 'x' },
      { amount: 1.0001, reason: 'x' },
      { amount: '1', reason: 'x' },
      { amount: 1, reason: '' },
      { amount: 1, reason: 'bad\u0007' },
      { amount: order.totalPrice + 0.001, reason: 'Too much' },
    ];
    for (const body of bad) {
      const answer = await refund(order.ordId, body);
      expect([JSON.stringify(body), answer.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(answer.json().message).toBeTruthy();
    }
    const tooMuch = await refund(order.ordId, { amount: order.totalPrice + 0.001, reason: 'Too much' });
    expect(tooMuch.json().message).toBe(`At most KD ${order.totalPrice.toFixed(3)} can be refunded.`);
    const noKey = await world.admin.post(Agent.api(`admin/orders/${order.ordId}/refunds`), { amount: 1, reason: 'x' });
    expect(noKey.statusCode).toBe(400);
    expect(await app.db.select().from(refunds).where(eq(refunds.bookingId, order._id))).toEqual([]);
  });

  it('a cancelled paid order: its refund due is the customer credit, and refunding it clears the needs-attention list', async () => {
    const order = await paidOrder();
    expect(
      (
        await world.admin.put(Agent.api(`admin/orders/${order.ordId}`), {
          ordStatus: 'Cancelled',
          reason: 'No partner',
        })
      ).statusCode,
    ).toBe(200);
    const detail = (await world.admin.get(Agent.api(`admin/orders/${order.ordId}`))).json().results;
    expect(detail).toMatchObject({ refundDue: true, refundDueAmount: order.totalPrice, refundable: order.totalPrice });
    const attention = await world.admin.get(Agent.api('admin/orders?attention=refundDue&pageSize=100'));
    expect(attention.json().results.items.map((item: { ordId: string }) => item.ordId)).toContain(order.ordId);

    expect((await refund(order.ordId, { amount: order.totalPrice, reason: 'Cancelled' })).statusCode).toBe(200);
    const after = (await world.admin.get(Agent.api(`admin/orders/${order.ordId}`))).json().results;
    expect(after).toMatchObject({ refundDue: false, refundDueAmount: 0, refundable: 0 });
    const cleared = await world.admin.get(Agent.api('admin/orders?attention=refundDue&pageSize=100'));
    expect(cleared.json().results.items.map((item: { ordId: string }) => item.ordId)).not.toContain(order.ordId);
  });

  it('completion: commission kept on the order; a KNET job owes the partner their share, a cash job owes us commission', async () => {
    const partner = await world.partner();
    // The sub-category's own rate (10%) beats the settings' default; a cash job under the default (15%).
    await app.db.update(subCategories).set({ commissionRateBp: 1000 }).where(eq(subCategories.id, world.skill));
    await setOperationsSettings(app.db, { autoAssign: false, commissionPercent: 15 });
    const complete = async (ordId: string, bookingId: string) => {
      expect(
        (await world.admin.put(Agent.api(`admin/orders/${ordId}`), { servicePartnerId: partner.partnerId })).statusCode,
      ).toBe(200);
      await makeVisitDue(app, bookingId);
      const done = await world.admin.put(Agent.api(`admin/orders/${ordId}`), { ordStatus: 'Completed' });
      expect(done.statusCode, done.body).toBe(200);
      return done.json().results;
    };

    const knet = await paidOrder();
    const knetDone = await complete(knet.ordId, knet._id);
    const knetCommission = Math.round(knet.totalFils * 0.1);
    expect(knetDone).toMatchObject({ commissionPercent: 10, commission: knetCommission / 1000 });
    expect(await partnerOwed(app.db, partner.partnerId)).toBe(knet.totalFils - knetCommission);
    expect(await customerCredit(app.db, knet._id)).toBe(0);

    await app.db.update(subCategories).set({ commissionRateBp: null }).where(eq(subCategories.id, world.skill));
    const cash = await world.order(who);
    const [cashRow] = await app.db.select().from(bookings).where(eq(bookings.id, cash._id));
    const cashDone = await complete(cash.ordId, cash._id);
    const cashCommission = Math.round(cashRow!.totalFils * 0.15);
    expect(cashDone).toMatchObject({ commissionPercent: 15, commission: cashCommission / 1000 });
    // The partner holds the cash: they owe the commission back, netted against the KNET job's share.
    expect(await partnerOwed(app.db, partner.partnerId)).toBe(knet.totalFils - knetCommission - cashCommission);
    expect(await customerCredit(app.db, cash._id)).toBe(0);
    expect(await balance(app.db, { account: 'commission' })).toBeLessThanOrEqual(-(knetCommission + cashCommission));
  });

  it("completion of an order with a promo code: the partner's share and the commission on the full price, the discount the platform's cost", async () => {
    const partner = await world.partner();
    await setOperationsSettings(app.db, { autoAssign: false, commissionPercent: 15 });
    const code = `LEDGER${keys}`;
    await app.db.insert(promoCodes).values({
      code,
      kind: 'fixed',
      value: 2_000,
      minOrderFils: 5_000,
      validFrom: new Date(Date.now() - 60_000),
      validTo: new Date(Date.now() + 86_400_000),
    });
    const body = await bookableBody(app, who, world.catalogue, 2);
    const placed = await who.agent.post(Agent.api('odm/srv_booking'), {
      ...body,
      promoCode: code.toLowerCase(),
      totalPrice: body.totalPrice - 2,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { _id, ordId } = placed.json().results[0] as { _id: string; ordId: string };
    const priceFils = Math.round(body.totalPrice * 1000);

    await world.admin.put(Agent.api(`admin/orders/${ordId}`), { servicePartnerId: partner.partnerId });
    await makeVisitDue(app, _id);
    const done = await world.admin.put(Agent.api(`admin/orders/${ordId}`), { ordStatus: 'Completed' });
    expect(done.statusCode, done.body).toBe(200);

    const commissionFils = Math.round(priceFils * 0.15);
    expect(done.json().results).toMatchObject({ commission: commissionFils / 1000 });
    expect(await balance(app.db, { account: 'promo', bookingId: _id })).toBe(2_000);
    // Cash: the partner took the discounted total and earned the full price less commission.
    expect(await partnerOwed(app.db, partner.partnerId)).toBe(priceFils - commissionFils - (priceFils - 2_000));
    expect(await customerCredit(app.db, _id)).toBe(0);
  });

  it('refunds by the queue a capture that lands on a cancelled order, once', async () => {
    const placed = await placeOnline();
    const cancelled = await world.admin.put(Agent.api(`admin/orders/${placed.ordId}`), {
      ordStatus: 'Cancelled',
      reason: 'The customer called',
    });
    expect(cancelled.statusCode).toBe(200);
    // The customer pays the link they still hold: the money is theirs again, due back.
    const order = await pay(placed);
    expect(await customerCredit(app.db, order._id)).toBe(order.totalFils);
    expect((await world.admin.get(Agent.api(`admin/orders/${order.ordId}`))).json().results.refundDueAmount).toBe(
      order.totalPrice,
    );

    await app.jobs.runDue();
    await app.jobs.runDue();
    const rows = await app.db.select().from(refunds).where(eq(refunds.bookingId, order._id));
    expect(rows).toMatchObject([{ status: 'REFUNDED', amountFils: order.totalFils, requestedBy: null }]);
    expect(rows[0]!.key).toMatch(/^auto:/);
    expect(await customerCredit(app.db, order._id)).toBe(0);
    expect(await gatewayOf(order._id)).toBe(0);
    // The customer's message, rendered and sent by the outbox.
    const texts = await app.db.select({ body: smsOutbox.body }).from(smsOutbox).where(eq(smsOutbox.phone, who.phone));
    expect(texts.map((text) => text.body).join('\n')).toContain(
      `Khidma: we refunded KD ${order.totalPrice.toFixed(3)} for order ${order.ordId}.`,
    );
  });
});
