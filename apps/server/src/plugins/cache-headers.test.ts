import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { registered } from '../test/accounts';
import { Agent } from '../test/agent';
import { signedInAgent } from '../test/signed-in';
import { createTestApp } from '../test/test-app';

const api = Agent.api;
const PRIVATE = 'private, no-store';

describe('Cache-Control and Vary', () => {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'khidma-cache-headers-'));
  let app: App;

  beforeAll(async () => {
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Khidma</title></head><body><div id="root"></div></body></html>',
    );
    app = await createTestApp({ seed: true, env: { WEB_DIST_DIR: webRoot, RATE_LIMIT_ALLOW_LIST: '127.0.0.1' } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('personal answers (cart, addresses, bookings, the user, the session) are private, no-store', async () => {
    const { agent, userId } = await signedInAgent(app);
    for (const url of [`cart/${userId}`, `myaddresslist/${userId}`, `odm/user_srv_booking/${userId}`]) {
      const response = await agent.get(api(url));
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(PRIVATE);
    }
    const signUp = await registered(app);
    const session = await new Agent(app).post(api('login_with_email'), {
      email: signUp.account.email,
      password: signUp.account.password,
    });
    expect(session.statusCode).toBe(200);
    expect(session.headers['cache-control']).toBe(PRIVATE);
    const profile = await signUp.agent.put(api(`update_user/${signUp.user._id}`), {
      name: 'Amal Saleh',
      email: signUp.account.email,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.headers['cache-control']).toBe(PRIVATE);
  });

  it("is the API's default, refusals included; the cached catalogue reads are the exception", async () => {
    expect((await app.inject({ method: 'GET', url: api('cart/x') })).headers['cache-control']).toBe(PRIVATE);
    const admin = (await signedInAgent(app, { role: 'admin' })).agent;
    expect((await admin.get(api('admin/orders'))).headers['cache-control']).toBe(PRIVATE);
    const categories = await app.inject({ method: 'GET', url: api('srv_category_list') });
    expect(categories.headers['cache-control']).toBe('public, no-cache');
    expect(categories.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
  });

  it("rendered HTML varies by what chose its language and by the session cookie; so does the 'not found' page", async () => {
    for (const url of ['/', '/about', '/no-such-page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      const vary = String(response.headers.vary).split(/,\s*/);
      expect(vary, url).toEqual(expect.arrayContaining(['Cookie', 'Accept-Language']));
    }
  });
});
