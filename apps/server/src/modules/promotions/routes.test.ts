import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toKuwaitIso } from '@khidma/shared/kuwait-time';
import type { PromoCodeInput } from '@khidma/shared/schemas/promo';
import type { App } from '../../app';
import { bookings, payments, promoUses } from '../../db/schema';
import { Agent } from '../../test/agent';
import { bookableBody, freeSlot, MANY_ORDERS_ENV, orderBody, ordersWorld, type Customer } from '../../test/orders';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

const DAY_MS = 86_400_000;
/** Kuwait's wall-clock time `days` from now, as the console's fields hold it. */
const kuwaitLocal = (days: number) => toKuwaitIso(Date.now() + days * DAY_MS).slice(0, 16);

let serial = 0;
/** A valid code open now for a month: 10% off, no minimum, no limits, every sub-category. */
function promo(overrides: Partial<PromoCodeInput> = {}): PromoCodeInput {
  serial += 1;
  return {
    code: `SAVE-${serial}`,
    kind: 'percent',
    value: 10,
    minOrder: 0,
    validFrom: kuwaitLocal(-1),
    validTo: kuwaitLocal(30),
    maxUses: null,
    maxUsesPerCustomer: null,
    subCategoryIds: [],
    active: true,
    ...overrides,
  };
}

describe('promo codes', () => {
  let app: App;
  let world: Awaited<ReturnType<typeof ordersWorld>>;
  /** The world's two services: what every order here buys. */
  let subtotalFils: number;
  const adminUrl = Agent.api('admin/promo-codes');
  const checkUrl = Agent.api('promo/check');

  beforeAll(async () => {
    app = await createTestApp({ seed: true, env: MANY_ORDERS_ENV });
    world = await ordersWorld(app);
    subtotalFils = world.catalogue.reduce((sum, line) => sum + line.priceFils, 0);
  });
  afterAll(() => app.close());

  async function create(overrides: Partial<PromoCodeInput> = {}) {
    const response = await world.admin.post(adminUrl, promo(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results as { _id: string; code: string; uses: number };
  }

  const lines = () => world.catalogue.map((line) => ({ serviceId: line.id, servicePrice: line.priceFils / 1000 }));
  const check = (who: Customer, code: string) => who.agent.post(checkUrl, { code, services_json: lines() });

  /** Places the world's order with `code`, the client's total being `totalFils` (the discounted one by default). */
  async function place(
    who: Customer,
    code: string,
    totalFils: number,
    options: { paymentType?: number; slot?: string } = {},
  ) {
    const paymentType = options.paymentType ?? 2;
    const body = options.slot
      ? orderBody(who, world.catalogue, paymentType, options.slot)
      : await bookableBody(app, who, world.catalogue, paymentType);
    return who.agent.post(Agent.api('odm/srv_booking'), { ...body, promoCode: code, totalPrice: totalFils / 1000 });
  }

  const usesOf = async (promoCodeId: string) =>
    (await app.db.select({ n: count() }).from(promoUses).where(eq(promoUses.promoCodeId, promoCodeId)))[0]!.n;

  it('refuses anonymous callers (401), customers and partners (403) on the console routes', async () => {
    const customer = (await signedInAgent(app)).agent;
    const partner = (await signedInAgent(app, { role: 'partner' })).agent;
    const existing = await create();
    const one = Agent.api(`admin/promo-codes/${existing._id}`);
    expect((await new Agent(app).get(adminUrl)).statusCode).toBe(401);
    for (const agent of [customer, partner]) {
      expect((await agent.get(adminUrl)).statusCode).toBe(403);
      expect((await agent.post(adminUrl, promo())).statusCode).toBe(403);
      expect((await agent.put(one, promo({ code: existing.code, active: false }))).statusCode).toBe(403);
    }
    const listed = (await world.admin.get(adminUrl)).json().results;
    expect(listed.find((row: { _id: string }) => row._id === existing._id).active).toBe(true);
    // Checkout's check needs a signed-in customer.
    expect((await new Agent(app).post(checkUrl, { code: existing.code, services_json: lines() })).statusCode).toBe(401);
  });

  it('refuses bad input with 400 and a message, creating nothing', async () => {
    const before = (await world.admin.get(adminUrl)).json().results.length;
    const cases: Array<[Partial<PromoCodeInput>, string, string]> = [
      [{ value: 100 }, 'value', 'A percent discount is a whole number from 1 to 99'],
      [{ value: 150 }, 'value', 'A percent discount is a whole number from 1 to 99'],
      [{ value: 12.5 }, 'value', 'A percent discount is a whole number from 1 to 99'],
      [{ kind: 'fixed', value: 5, minOrder: 5 }, 'value', 'A fixed discount must be less than the minimum order'],
      [{ kind: 'fixed', value: 6, minOrder: 0 }, 'value', 'A fixed discount must be less than the minimum order'],
      [{ validFrom: kuwaitLocal(5), validTo: kuwaitLocal(2) }, 'validTo', 'The end must be after the start'],
      [{ code: 'SAVE\u00001' }, 'code', 'Promo code must not contain control characters'],
      [{ code: 'SAVE\n1' }, 'code', 'Promo code must not contain control characters'],
      [{ code: 'SAVE 10%' }, 'code', "A promo code has only letters A-Z, digits and '-'"],
      [{ code: '' }, 'code', 'Enter a promo code'],
      [{ validFrom: '2026-12-01' }, 'validFrom', 'Enter a date and time'],
      [{ maxUses: 0 }, 'maxUses', 'Enter a whole number of at least 1, or leave it empty for no limit'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await world.admin.post(adminUrl, promo(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const errors = response.json().errors as Record<string, string>;
      expect(Object.keys(errors), JSON.stringify(overrides)).toContain(field);
      if (message) expect(errors[field]).toBe(message);
    }
    expect((await world.admin.get(adminUrl)).json().results).toHaveLength(before);
  });

  it('stores codes upper-cased, refuses the same code in another case (409), and an admin edits and disables one', async () => {
    const created = await create({ code: 'ramadan-26' });
    expect(created).toMatchObject({ code: 'RAMADAN-26', uses: 0, kind: 'percent', value: 10 });
    const again = await world.admin.post(adminUrl, promo({ code: 'Ramadan-26' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ code: 'A promo code with this name already exists.' });

    const edited = await world.admin.put(
      Agent.api(`admin/promo-codes/${created._id}`),
      promo({ code: 'ramadan-26', kind: 'fixed', value: 1.5, minOrder: 2 }),
    );
    expect(edited.json()).toMatchObject({ code: 200, results: { kind: 'fixed', value: 1.5, minOrder: 2 } });
    const who = await world.customer();
    expect((await check(who, 'ramadan-26')).json().results.discount_price).toBe(1.5);

    await world.admin.put(Agent.api(`admin/promo-codes/${created._id}`), promo({ code: 'RAMADAN-26', active: false }));
    const disabled = await check(who, 'RAMADAN-26');
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().message).toBe('This promo code does not exist.');
    const missing = await world.admin.put(Agent.api(`admin/promo-codes/${crypto.randomUUID()}`), promo());
    expect(missing.statusCode).toBe(404);
  });

  it('takes a percent off, rounded down to the fils, whatever case the customer types', async () => {
    const { code } = await create({ value: 15 });
    const who = await world.customer();
    const quote = await check(who, code.toLowerCase());
    const discountFils = Math.floor((subtotalFils * 15) / 100);
    expect(quote.json()).toMatchObject({
      code: 200,
      results: {
        code,
        subtotal: subtotalFils / 1000,
        discount_price: discountFils / 1000,
        totalPrice: (subtotalFils - discountFils) / 1000,
      },
    });
  });

  it('takes a fixed amount off, from its minimum order; under it the answer says the minimum', async () => {
    const who = await world.customer();
    const fixed = await create({ kind: 'fixed', value: 1, minOrder: subtotalFils / 1000 });
    expect((await check(who, fixed.code)).json().results).toMatchObject({
      discount_price: 1,
      totalPrice: (subtotalFils - 1000) / 1000,
    });
    const tooSmall = await create({ kind: 'fixed', value: 1, minOrder: (subtotalFils + 1) / 1000 });
    const refused = await check(who, tooSmall.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `This promo code needs an order of at least KD ${((subtotalFils + 1) / 1000).toFixed(3)}.`,
    );
  });

  it('is valid only inside its window, and unknown codes are refused', async () => {
    const who = await world.customer();
    const early = await create({ validFrom: kuwaitLocal(2), validTo: kuwaitLocal(5) });
    const late = await create({ validFrom: kuwaitLocal(-5), validTo: kuwaitLocal(-1) });
    const answers = await Promise.all([early.code, late.code, 'NO-SUCH-CODE'].map((code) => check(who, code)));
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [409, 'This promo code is not valid yet.'],
      [409, 'This promo code has expired.'],
      [409, 'This promo code does not exist.'],
    ]);
    // In Arabic too.
    const arabic = await who.agent.request({
      method: 'POST',
      url: checkUrl,
      payload: { code: late.code, services_json: lines() },
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json().message).toBe('انتهت صلاحية رمز الخصم هذا.');
  });

  it('applies only to the sub-categories it names', async () => {
    const who = await world.customer();
    const ours = await create({ subCategoryIds: [world.skill] });
    expect((await check(who, ours.code)).statusCode).toBe(200);
    const elsewhere = world.otherSkill ?? crypto.randomUUID();
    const theirs = await create({ subCategoryIds: [elsewhere] });
    const refused = await check(who, theirs.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This promo code is not for these services.');
  });

  it('places an order at the discounted total (else 409, nothing created) and records one use', async () => {
    const who = await world.customer();
    const created = await create({ value: 20 });
    const discountFils = Math.floor((subtotalFils * 20) / 100);
    const undiscounted = await place(who, created.code, subtotalFils);
    expect(undiscounted.statusCode).toBe(409);
    expect(await usesOf(created._id)).toBe(0);

    const placed = await place(who, created.code.toLowerCase(), subtotalFils - discountFils);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json().results[0];
    expect(order).toMatchObject({
      totalPrice: (subtotalFils - discountFils) / 1000,
      discount_price: discountFils / 1000,
    });
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, order._id));
    expect(row).toMatchObject({ totalFils: subtotalFils - discountFils, discountFils });
    const listed = (await world.admin.get(adminUrl)).json().results.find((p: { _id: string }) => p._id === created._id);
    expect(listed.uses).toBe(1);
    // The receipt names the discount and the total paid.
    const receipt = (await who.agent.get(Agent.api(`odm/srv_booking/${order._id}/receipt`))).body;
    expect(receipt).toContain('Promo code discount');
    expect(receipt).toContain(`−KD ${(discountFils / 1000).toFixed(3)}`);
    expect(receipt).toContain(`KD ${((subtotalFils - discountFils) / 1000).toFixed(3)}`);
  });

  it('allows each customer its uses; a cancelled order gives its use back', async () => {
    const who = await world.customer();
    const created = await create({ maxUsesPerCustomer: 1 });
    const total = subtotalFils - Math.floor(subtotalFils / 10);
    const first = await place(who, created.code, total);
    expect(first.statusCode, first.body).toBe(200);
    const second = await place(who, created.code, total);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already used this promo code.');
    expect((await check(who, created.code)).json().message).toBe('You have already used this promo code.');
    // Another customer still may.
    expect((await place(await world.customer(), created.code, total)).statusCode).toBe(200);

    const { ordId } = first.json().results[0];
    const cancelled = await who.agent.post(Agent.api(`odm/srv_booking/${ordId}/cancel`), {
      userId: who.userId,
      fee: 0,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await place(who, created.code, total)).statusCode).toBe(200);
  });

  it('gives the last use to exactly one of two orders racing for it; the other gets 409 and creates nothing', async () => {
    const created = await create({ maxUses: 1 });
    const racers = [await world.customer(), await world.customer()];
    const ids = world.catalogue.map((line) => line.id);
    // Two different slots, so only the code decides.
    const slots = [await freeSlot(app, ids, { fromDay: 1 }), await freeSlot(app, ids, { fromDay: 2 })];
    const total = subtotalFils - Math.floor(subtotalFils / 10);
    const answers = await Promise.all(
      racers.map((who, index) => place(who, created.code, total, { slot: slots[index] })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      'This promo code has been used up.',
    );
    expect(await usesOf(created._id)).toBe(1);
    const [placed] = await app.db
      .select({ n: count() })
      .from(bookings)
      .where(
        inArray(
          bookings.userId,
          racers.map((who) => who.userId),
        ),
      );
    expect(placed!.n).toBe(1);
  });

  it('answers two requests with one Idempotency-Key with the one order that used the code', async () => {
    const who = await world.customer();
    const created = await create({ maxUsesPerCustomer: 1 });
    const body = {
      ...(await bookableBody(app, who, world.catalogue)),
      promoCode: created.code,
      totalPrice: (subtotalFils - Math.floor(subtotalFils / 10)) / 1000,
    };
    const headers = { 'idempotency-key': `promo-${created._id}` };
    const answers = await Promise.all([1, 2].map(() => who.agent.post(Agent.api('odm/srv_booking'), body, headers)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(new Set(answers.map((answer) => answer.json().results[0]._id)).size).toBe(1);
    expect(await usesOf(created._id)).toBe(1);
  });

  it('charges the discounted amount at the gateway for an Online order', async () => {
    const who = await world.customer();
    const offFils = Math.floor(subtotalFils / 2);
    const created = await create({ kind: 'fixed', value: offFils / 1000, minOrder: subtotalFils / 1000 });
    const total = subtotalFils - offFils;
    const placed = await place(who, created.code, total, { paymentType: 1 });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json().results[0];
    expect(order.paymentLink).toBeTruthy();
    const [payment] = await app.db.select().from(payments).where(eq(payments.bookingId, order._id));
    expect(payment!.amountFils).toBe(total);
    // The sandbox gateway's page shows what it was asked to charge.
    const page = await app.inject({ method: 'GET', url: new URL(order.paymentLink).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`KD ${(total / 1000).toFixed(3)}`);
  });
});
