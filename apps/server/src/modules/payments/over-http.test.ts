import { eq } from 'drizzle-orm';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bookings } from '../../db/schema';
import { Agent } from '../../test/agent';
import { bookableServices, freeSlot } from '../../test/orders';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

/** A loopback port that was free a moment ago: PUBLIC_URL must name it before the server starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The whole server listening as it does in production, with the built-in sandbox: the charge, the gateway's page,
 * its notification and the status check all travel over real HTTP, with no test double in between.
 */
describe('online payment over real HTTP', () => {
  let app: App;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    app = await createTestApp({ seed: true, env: { PUBLIC_URL: origin }, fetch: (input, init) => fetch(input, init) });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('pays through the sandbox page, and the notification alone marks the order paid', async () => {
    const { agent, userId } = await signedInAgent(app);
    const addressId = (
      await agent.post(Agent.api(`myaddress/${userId}`), {
        addressType: 'Work',
        flatNo: '7',
        address: 'Gulf Road',
        landmark: 'Towers',
        pincode: '13001',
        phoneNo: '55123456',
        latitude: 29.37,
        longitude: 47.98,
      })
    ).json().results._id;
    const [service] = await bookableServices(app, 1);
    const created = await agent.post(Agent.api('odm/srv_booking'), {
      slotStart: await freeSlot(app, [service!.id]),
      userId,
      addressId,
      paymentType: 1,
      totalPrice: service!.priceFils / 1000,
      services_json: [{ serviceId: service!.id, servicePrice: service!.priceFils / 1000 }],
    });
    const order = created.json().results[0];
    expect(order.paymentLink.startsWith(`${origin}/sandbox-gateway/pay/`)).toBe(true);

    const page = await fetch(order.paymentLink);
    expect(await page.text()).toContain(order.ordId);
    // The browser pays, and is closed before it follows the redirect home.
    const paid = await fetch(order.paymentLink, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toMatch(new RegExp(`^${origin}/payment/success/${order.ordId}\\?`));

    await app.sandboxGateway!.settled();
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, order._id));
    expect(row).toMatchObject({ paymentStatus: 'PAID', ordStatus: 'Open' });
  });
});
