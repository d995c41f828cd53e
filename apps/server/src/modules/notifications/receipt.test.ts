import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { escapeHtml } from '../../lib/html';
import { Agent } from '../../test/agent';
import { ordersWorld } from '../../test/orders';
import { createTestApp } from '../../test/test-app';

describe('GET odm/srv_booking/{id}/receipt', () => {
  let app: App;
  let world: Awaited<ReturnType<typeof ordersWorld>>;
  beforeAll(async () => {
    app = await createTestApp({ seed: true });
    world = await ordersWorld(app);
  });
  afterAll(() => app.close());

  it("answers the owner and admins a printable page in the reader's language; 403 to another customer", async () => {
    const owner = await world.customer();
    const order = await world.order(owner);
    const path = Agent.api(`odm/srv_booking/${order._id}/receipt`);

    const mine = await owner.agent.get(path);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body).toContain('<html lang="en" dir="ltr">');
    expect(mine.body).toContain(order.ordId);
    // Names are escaped in the page (a catalogue name may hold '&').
    expect(mine.body).toContain(escapeHtml(world.catalogue[0]!.name));
    expect(mine.body).toContain('@page');

    const arabic = await owner.agent.request({ method: 'GET', url: path, headers: { 'accept-language': 'ar' } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('إيصال');

    expect((await owner.agent.get(Agent.api(`odm/srv_booking/${order.ordId}/receipt`))).statusCode).toBe(200);
    expect((await world.admin.get(path)).statusCode).toBe(200);
    const stranger = await world.customer();
    const refused = await stranger.agent.get(path);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(order.ordId);
    expect((await new Agent(app).get(path)).statusCode).toBe(401);
    expect((await owner.agent.get(Agent.api('odm/srv_booking/KH-NOSUCH/receipt'))).statusCode).toBe(404);
    expect((await owner.agent.get(Agent.api('odm/srv_booking/%00/receipt'))).statusCode).toBe(400);
  });
});
