import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { CART_MAX_ITEMS } from '@khidma/shared/cart-lines';
import { cartItems, services } from '../../db/schema';
import { Agent } from '../../test/agent';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

describe('cart', () => {
  let app: App;
  let serviceIds: string[];
  beforeAll(async () => {
    app = await createTestApp({ seed: true });
    serviceIds = (await app.db.select({ id: services.id }).from(services).limit(3)).map((row) => row.id);
  });
  afterAll(() => app.close());

  it('keeps the cart on the server, so a second browser of the same user sees it', async () => {
    const { agent, userId } = await signedInAgent(app);
    await agent.post(Agent.api(`cart/${userId}`), { serviceId: serviceIds[0] });
    const second = await agent.post(Agent.api(`cart/${userId}`), { serviceId: serviceIds[1] });
    expect(second.json().results.items.map((item: { _id: string }) => item._id)).toEqual(serviceIds.slice(0, 2));

    // The same service twice stays one line.
    const again = await agent.post(Agent.api(`cart/${userId}`), { serviceId: serviceIds[0] });
    expect(again.json().results.items).toHaveLength(2);

    const otherBrowser = new Agent(app);
    otherBrowser.setCookie('khidma_sid', agent.cookie('khidma_sid')!);
    const cart = (await otherBrowser.get(Agent.api(`cart/${userId}`))).json().results;
    expect(cart.items[0]).toMatchObject({
      _id: serviceIds[0],
      ServiceName: expect.any(String),
      Price: expect.any(Number),
    });

    const removed = await agent.delete(Agent.api(`cart/${userId}/${serviceIds[0]}`));
    expect(removed.json().results.items.map((item: { _id: string }) => item._id)).toEqual([serviceIds[1]]);
    const cleared = await agent.delete(Agent.api(`cart/${userId}`));
    expect(cleared.json().results).toEqual({ items: [], removed: [] });
  });

  it('returns current prices, and takes out a service that left the catalogue with a notice', async () => {
    const { agent, userId } = await signedInAgent(app);
    await agent.post(Agent.api(`cart/${userId}`), { serviceId: serviceIds[0] });
    await agent.post(Agent.api(`cart/${userId}`), { serviceId: serviceIds[2] });
    await app.db.update(services).set({ priceFils: 7_250 }).where(eq(services.id, serviceIds[0]!));
    await app.db.update(services).set({ active: false }).where(eq(services.id, serviceIds[2]!));

    const cart = (await agent.get(Agent.api(`cart/${userId}`))).json().results;
    expect(cart.items).toEqual([expect.objectContaining({ _id: serviceIds[0], Price: 7.25 })]);
    expect(cart.removed).toEqual([{ _id: serviceIds[2], ServiceName: expect.any(String) }]);
    expect((await agent.get(Agent.api(`cart/${userId}`))).json().results.removed).toEqual([]);

    const retired = await agent.post(Agent.api(`cart/${userId}`), { serviceId: serviceIds[2] });
    expect(retired.statusCode).toBe(404);
    await app.db.update(services).set({ active: true }).where(eq(services.id, serviceIds[2]!));
  });

  it("answers the cart's services in the reader's language, as the catalogue does", async () => {
    const { agent, userId } = await signedInAgent(app);
    const english = (await agent.post(Agent.api(`cart/${userId}`), { serviceId: serviceIds[0] })).json().results;
    const [row] = await app.db.select().from(services).where(eq(services.id, serviceIds[0]!));
    expect(english.items[0].ServiceName).toBe(row!.name);

    agent.setCookie('locale', 'ar');
    const [item] = (await agent.get(Agent.api(`cart/${userId}`))).json().results.items;
    // The service's own answer adds its page content, which a cart line does not carry.
    const { Content: _content, ...catalogue } = (await agent.get(Agent.api(`services/${serviceIds[0]}`))).json()
      .results;
    expect(item).toEqual({ ...catalogue, quantity: 1 });
    expect(item).toMatchObject({ ServiceName: row!.nameAr, Description: row!.descriptionAr });
    expect(Object.keys(item).sort()).toEqual(Object.keys(english.items[0]).sort());

    await app.db.update(services).set({ active: false }).where(eq(services.id, serviceIds[0]!));
    const removed = (await agent.get(Agent.api(`cart/${userId}`))).json().results.removed;
    expect(removed).toEqual([{ _id: serviceIds[0], ServiceName: row!.nameAr }]);
    await app.db.update(services).set({ active: true }).where(eq(services.id, serviceIds[0]!));
  });

  it('keeps a quantity per line (1 to 10): 1 when added, set by PUT, refused outside the range', async () => {
    const { agent, userId } = await signedInAgent(app);
    const stranger = await signedInAgent(app);
    const added = await agent.post(Agent.api(`cart/${userId}`), { serviceId: serviceIds[0] });
    expect(added.json().results.items[0].quantity).toBe(1);
    const line = Agent.api(`cart/${userId}/${serviceIds[0]}`);

    const three = await agent.put(line, { quantity: 3 });
    expect(three.statusCode).toBe(200);
    expect(three.json().results.items[0]).toMatchObject({ _id: serviceIds[0], quantity: 3 });
    expect((await agent.get(Agent.api(`cart/${userId}`))).json().results.items[0].quantity).toBe(3);

    for (const quantity of [0, 11, 2.5, '3']) {
      const refused = await agent.put(line, { quantity });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.quantity).toBe('Choose a quantity from 1 to 10.');
    }
    expect((await agent.put(Agent.api(`cart/${userId}/${serviceIds[1]}`), { quantity: 2 })).statusCode).toBe(404);
    expect((await stranger.agent.put(line, { quantity: 2 })).statusCode).toBe(403);
  });

  it("refuses a guest and another user's cart", async () => {
    const { userId } = await signedInAgent(app);
    const stranger = await signedInAgent(app);
    expect((await new Agent(app).post(Agent.api(`cart/${userId}`), { serviceId: serviceIds[0] })).statusCode).toBe(401);
    expect((await stranger.agent.get(Agent.api(`cart/${userId}`))).statusCode).toBe(403);
    expect((await stranger.agent.post(Agent.api(`cart/${userId}`), { serviceId: 'nope' })).statusCode).toBe(400);
  });

  it('never passes CART_MAX_ITEMS, even for adds that race each other', async () => {
    const { agent, userId } = await signedInAgent(app);
    const ids = (
      await app.db
        .select({ id: services.id })
        .from(services)
        .limit(CART_MAX_ITEMS + 35)
    ).map((row) => row.id);
    const present = CART_MAX_ITEMS - 5;
    await app.db.insert(cartItems).values(ids.slice(0, present).map((serviceId) => ({ userId, serviceId })));

    const racing = ids.slice(present, present + 40);
    expect(racing).toHaveLength(40);
    const responses = await Promise.all(
      racing.map((serviceId) => agent.post(Agent.api(`cart/${userId}`), { serviceId })),
    );
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(refused).toHaveLength(40 - 5);
    for (const response of refused) {
      expect(response.json()).toEqual({
        code: 409,
        reason: 'errors.cart.full',
        message: `Your cart can hold at most ${CART_MAX_ITEMS} services.`,
      });
    }
    expect(await app.db.$count(cartItems, eq(cartItems.userId, userId))).toBe(CART_MAX_ITEMS);
  });

  it("answers in the reader's language: Arabic with the locale cookie, English by default", async () => {
    const { agent, userId } = await signedInAgent(app);
    const ids = (
      await app.db
        .select({ id: services.id })
        .from(services)
        .limit(CART_MAX_ITEMS + 1)
    ).map((row) => row.id);
    await app.db.insert(cartItems).values(ids.slice(0, CART_MAX_ITEMS).map((serviceId) => ({ userId, serviceId })));
    const add = () => agent.post(Agent.api(`cart/${userId}`), { serviceId: ids[CART_MAX_ITEMS] });
    expect((await add()).json()).toEqual({
      code: 409,
      reason: 'errors.cart.full',
      message: `Your cart can hold at most ${CART_MAX_ITEMS} services.`,
    });
    agent.setCookie('locale', 'ar');
    expect((await add()).json()).toEqual({
      code: 409,
      reason: 'errors.cart.full',
      message: `يمكن أن تضم سلتك ${CART_MAX_ITEMS} خدمة كحد أقصى.`,
    });
    const retired = await agent.post(Agent.api(`cart/${userId}`), {
      serviceId: '00000000-0000-4000-8000-000000000000',
    });
    expect(retired.json()).toEqual({
      code: 404,
      reason: 'errors.cart.serviceUnavailable',
      message: 'هذه الخدمة لم تعد متاحة.',
    });
  });
});
