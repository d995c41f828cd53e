import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { settings } from '../../db/schema';
import { Agent } from '../../test/agent';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';
import { getOperationsSettings } from './service';

describe('admin/settings', () => {
  let app: App;
  let admin: Agent;
  const url = Agent.api('admin/settings');

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await signedInAgent(app, { role: 'admin' })).agent;
  });
  afterAll(() => app.close());

  it('refuses anonymous callers (401), customers and partners (403), and changes nothing', async () => {
    const customer = (await signedInAgent(app)).agent;
    const partner = (await signedInAgent(app, { role: 'partner' })).agent;
    expect((await new Agent(app).get(url)).statusCode).toBe(401);
    expect((await new Agent(app).put(url, { autoAssign: true })).statusCode).toBe(401);
    for (const agent of [customer, partner]) {
      expect((await agent.get(url)).statusCode).toBe(403);
      expect((await agent.put(url, { autoAssign: true })).statusCode).toBe(403);
    }
    // Without the CSRF header, an admin's write is refused too.
    expect((await admin.request({ method: 'PUT', url, payload: { autoAssign: true }, csrf: false })).statusCode).toBe(
      403,
    );
    expect(await app.db.select().from(settings)).toEqual([]);
    expect(await getOperationsSettings(app.db)).toEqual({ autoAssign: false, commissionPercent: 15 });
  });

  it('answers the default until an admin changes it, then what was saved', async () => {
    expect((await admin.get(url)).json()).toMatchObject({ code: 200, results: { autoAssign: false } });
    const saved = await admin.put(url, { autoAssign: true });
    expect(saved.json()).toEqual({ code: 200, message: 'Saved', results: { autoAssign: true, commissionPercent: 15 } });
    expect((await admin.get(url)).json().results).toEqual({ autoAssign: true, commissionPercent: 15 });
    expect(await getOperationsSettings(app.db)).toEqual({ autoAssign: true, commissionPercent: 15 });
    await admin.put(url, { autoAssign: false, commissionPercent: 12.5 });
    expect((await admin.get(url)).json().results).toEqual({ autoAssign: false, commissionPercent: 12.5 });
    await admin.put(url, { autoAssign: false });
    expect((await admin.get(url)).json().results).toEqual({ autoAssign: false, commissionPercent: 15 });
  });

  it('refuses a bad body with 400 and keeps the settings', async () => {
    await admin.put(url, { autoAssign: true });
    for (const body of [
      {},
      { autoAssign: 'yes' },
      { autoAssign: 1 },
      { autoAssign: null },
      [],
      { autoAssign: true, commissionPercent: 101 },
      { autoAssign: true, commissionPercent: 12.345 },
    ]) {
      const response = await admin.put(url, body as Record<string, unknown>);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.get(url)).json().results).toEqual({ autoAssign: true, commissionPercent: 15 });
  });
});
