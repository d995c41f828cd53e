import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bookings, users } from '../../db/schema';
import { Agent } from '../../test/agent';
import { registered } from '../../test/accounts';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

describe('people in the console: customers and admins', () => {
  let app: App;
  let admin: Agent;
  let adminId: string;

  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1' } });
    ({ agent: admin, userId: adminId } = await signedInAgent(app, { role: 'admin' }));
  });
  afterAll(() => app.close());

  it('refuses anonymous callers (401), customers and partners (403) on every endpoint', async () => {
    const endpoints: Array<['GET' | 'POST' | 'PUT', string]> = [
      ['GET', 'admin/customers'],
      ['PUT', `admin/customers/${randomUUID()}`],
      ['GET', 'admin/admins'],
      ['POST', 'admin/admins'],
    ];
    const customer = (await signedInAgent(app)).agent;
    const partner = (await signedInAgent(app, { role: 'partner' })).agent;
    for (const [method, url] of endpoints) {
      const call = (agent: Agent) =>
        agent.request({ method, url: Agent.api(url), payload: method === 'GET' ? undefined : {} });
      expect((await call(new Agent(app))).statusCode, url).toBe(401);
      expect((await call(customer)).statusCode, url).toBe(403);
      expect((await call(partner)).statusCode, url).toBe(403);
    }
  });

  it('lists customers only, with their order count, searched by name, email or phone', async () => {
    const { user } = await registered(app);
    const partner = await signedInAgent(app, { role: 'partner' });
    const [partnerRow] = await app.db.select().from(users).where(eq(users.id, partner.userId));
    const byEmail = await admin.get(Agent.api(`admin/customers?q=${encodeURIComponent(user.email.toUpperCase())}`));
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().results).toMatchObject({
      total: 1,
      items: [{ _id: user._id, orders: 0, blocked: false }],
    });
    expect((await admin.get(Agent.api(`admin/customers?q=${user.phone}`))).json().results.total).toBe(1);
    expect((await admin.get(Agent.api(`admin/customers?q=${partnerRow!.email}`))).json().results.total).toBe(0);
    // % and _ are letters in a search, not wildcards.
    expect((await admin.get(Agent.api('admin/customers?q=%25'))).json().results.total).toBe(0);
    for (const query of ['q=%00', `q=${'a'.repeat(101)}`, 'page=0', 'pageSize=101', 'sort=password']) {
      expect((await admin.get(Agent.api(`admin/customers?${query}`))).statusCode, query).toBe(400);
    }
    const page = await admin.get(Agent.api('admin/customers?pageSize=1&page=2&sort=name&order=asc'));
    expect(page.json().results).toMatchObject({ page: 2, pageSize: 1 });
    expect(page.json().results.items).toHaveLength(1);
  });

  it('blocks a customer: their session gets 401 at once and they cannot log in; lifting it lets them back', async () => {
    const { agent, account, user } = await registered(app);
    expect((await agent.get(Agent.api(`myaddresslist/${user._id}`))).statusCode).not.toBe(401);
    const url = Agent.api(`admin/customers/${user._id}`);
    for (const body of [
      {},
      { blocked: 'yes' },
      { blocked: true, reason: 'x'.repeat(501) },
      { blocked: true, reason: 'a\u0000' },
    ]) {
      expect((await admin.put(url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const blocked = await admin.put(url, { blocked: true, reason: 'Abuse' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().results).toMatchObject({ _id: user._id, blocked: true });
    expect((await agent.get(Agent.api(`myaddresslist/${user._id}`))).statusCode).toBe(401);
    const login = () =>
      new Agent(app).post(Agent.api('login_with_email'), { email: account.email, password: account.password });
    expect((await login()).statusCode).toBe(403);

    expect((await admin.put(url, { blocked: false })).json().results.blocked).toBe(false);
    expect((await login()).statusCode).toBe(200);
  });

  it('refuses to block an unknown id, a non-customer (404), a bad id (400), or the admin themself (403)', async () => {
    const partner = await signedInAgent(app, { role: 'partner' });
    expect((await admin.put(Agent.api(`admin/customers/${randomUUID()}`), { blocked: true })).statusCode).toBe(404);
    expect((await admin.put(Agent.api(`admin/customers/${partner.userId}`), { blocked: true })).statusCode).toBe(404);
    expect((await admin.put(Agent.api('admin/customers/nope'), { blocked: true })).statusCode).toBe(400);
    const self = await admin.put(Agent.api(`admin/customers/${adminId}`), { blocked: true });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot block your own account.');
    const [row] = await app.db.select().from(users).where(eq(users.id, adminId));
    expect(row!.blockedAt).toBeNull();
  });

  it('counts orders per customer', async () => {
    const { user } = await registered(app);
    await app.db.insert(bookings).values({
      ordId: `KH-${randomUUID().slice(0, 6).toUpperCase()}`,
      userId: user._id,
      ordStatus: 'Open',
      paymentType: 2,
      paymentStatus: 'NOT_REQUIRED',
      totalFils: 1000,
      addressSnapshot: {
        addressType: 'Home',
        flatNo: '1',
        address: 'Block 3',
        landmark: 'Park',
        pincode: '22001',
        phoneNo: '55123456',
        area: 'Salmiya',
        latitude: 29.33,
        longitude: 48.07,
      },
    });
    const answer = await admin.get(Agent.api(`admin/customers?q=${user.phone}`));
    expect(answer.json().results.items[0].orders).toBe(1);
  });

  it('adds an admin who logs in as one; a taken email is a 409; the input is checked', async () => {
    const email = `deputy-${randomUUID().slice(0, 6)}@example.com`;
    const added = await admin.post(Agent.api('admin/admins'), {
      name: 'Deputy',
      email: email.toUpperCase(),
      password: 'long-enough',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().results).toMatchObject({ name: 'Deputy', email });
    const login = await new Agent(app).post(Agent.api('login_with_email'), { email, password: 'long-enough' });
    expect(login.json().results.role).toBe('admin');
    const again = await admin.post(Agent.api('admin/admins'), { name: 'Again', email, password: 'long-enough' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toHaveProperty('email');
    for (const body of [
      { name: 'A', email: 'not-an-email', password: 'long-enough' },
      { name: 'A', email: 'a@example.com', password: 'short' },
      { name: 'A\u0000', email: 'b@example.com', password: 'long-enough' },
      { name: 'x'.repeat(121), email: 'c@example.com', password: 'long-enough' },
    ]) {
      expect((await admin.post(Agent.api('admin/admins'), body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const admins = (await admin.get(Agent.api('admin/admins'))).json().results as Array<{ email: string }>;
    expect(admins.map((row) => row.email)).toContain(email);
  });
});
