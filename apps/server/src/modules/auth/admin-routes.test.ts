import { and, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { accountEvents, bookings, sessions, users } from '../../db/schema';
import { Agent } from '../../test/agent';
import { registered } from '../../test/accounts';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';
import { setAdminActive } from './service';

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
      ['PUT', `admin/admins/${randomUUID()}`],
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
      // One rule for admin passwords (packages/shared): 8 characters or more, as ADMIN_PASSWORD.
      { name: 'A', email: 'a@example.com', password: 'seven77' },
      { name: 'A\u0000', email: 'b@example.com', password: 'long-enough' },
      { name: 'x'.repeat(121), email: 'c@example.com', password: 'long-enough' },
    ]) {
      expect((await admin.post(Agent.api('admin/admins'), body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const admins = (await admin.get(Agent.api('admin/admins'))).json().results as Array<{ email: string }>;
    expect(admins.map((row) => row.email)).toContain(email);
    const seven = await admin.post(Agent.api('admin/admins'), {
      name: 'A',
      email: 'd@example.com',
      password: '1234567',
    });
    expect(seven.json().errors).toEqual({ password: 'Password must be at least 8 characters' });
  });

  it('disables another admin: their session ends at once (401), they cannot log in, it is audited; enabling lets them back', async () => {
    const email = `second-${randomUUID().slice(0, 6)}@example.com`;
    const added = await admin.post(Agent.api('admin/admins'), { name: 'Second', email, password: 'long-enough' });
    const secondId = added.json().results._id as string;
    expect(added.json().results.active).toBe(true);
    const second = new Agent(app);
    expect((await second.post(Agent.api('login_with_email'), { email, password: 'long-enough' })).statusCode).toBe(200);
    expect((await second.get(Agent.api('admin/admins'))).statusCode).toBe(200);

    const url = Agent.api(`admin/admins/${secondId}`);
    for (const body of [{}, { active: 'no' }, { active: null }]) {
      expect((await admin.put(url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const before = new Date();
    const disabled = await admin.put(url, { active: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ message: 'Admin disabled', results: { _id: secondId, active: false } });
    expect((await second.get(Agent.api('admin/admins'))).statusCode).toBe(401);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, secondId))).toEqual([]);
    const login = () => new Agent(app).post(Agent.api('login_with_email'), { email, password: 'long-enough' });
    expect((await login()).statusCode).toBe(403);
    const listed = (await admin.get(Agent.api('admin/admins'))).json().results as Array<{
      _id: string;
      active: boolean;
    }>;
    expect(listed.find((row) => row._id === secondId)!.active).toBe(false);

    expect((await admin.put(url, { active: true })).json()).toMatchObject({
      message: 'Admin enabled',
      results: { active: true },
    });
    expect((await login()).statusCode).toBe(200);
    const events = await app.db.select().from(accountEvents).where(eq(accountEvents.subjectUserId, secondId));
    expect(events.map(({ actorUserId, action }) => ({ actorUserId, action }))).toEqual([
      { actorUserId: adminId, action: 'admin.disabled' },
      { actorUserId: adminId, action: 'admin.enabled' },
    ]);
    expect(events[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('never disables oneself (403) nor the last active admin (409); two disabling each other at once leave one', async () => {
    const self = await admin.put(Agent.api(`admin/admins/${adminId}`), { active: false });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot disable your own account.');

    // Two admins left active, who disable each other at the same moment: one of them stays.
    const x = await signedInAgent(app, { role: 'admin' });
    const y = await signedInAgent(app, { role: 'admin' });
    const admins = (await admin.get(Agent.api('admin/admins'))).json().results as Array<{ _id: string }>;
    for (const row of admins.filter((row) => row._id !== x.userId && row._id !== y.userId && row._id !== adminId)) {
      await admin.put(Agent.api(`admin/admins/${row._id}`), { active: false });
    }
    expect((await x.agent.put(Agent.api(`admin/admins/${adminId}`), { active: false })).statusCode).toBe(200);
    const answers = await Promise.all([
      x.agent.put(Agent.api(`admin/admins/${y.userId}`), { active: false }),
      y.agent.put(Agent.api(`admin/admins/${x.userId}`), { active: false }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect([
      [200, 401],
      [200, 409],
    ]).toContainEqual(codes);
    const conflictAnswer = answers.find((answer) => answer.statusCode === 409);
    if (conflictAnswer) expect(conflictAnswer.json().message).toBe('The last active admin cannot be disabled.');
    const active = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.blockedAt)));
    expect(active).toHaveLength(1);

    // Whoever asks, the last active admin stays active.
    const [lastActive] = active;
    const refused = setAdminActive(app.db, lastActive!.id, lastActive!.id, false);
    await expect(refused).rejects.toMatchObject({ statusCode: 409, message: 'errors.auth.lastActiveAdmin' });

    // An admin disabled while their request waited decides nothing.
    await expect(setAdminActive(app.db, adminId, lastActive!.id, false)).rejects.toMatchObject({ statusCode: 401 });
    const survivor = lastActive!.id === x.userId ? x.agent : y.agent;
    const customer = await signedInAgent(app);
    const partner = await signedInAgent(app, { role: 'partner' });
    for (const id of [customer.userId, partner.userId, randomUUID()]) {
      expect((await survivor.put(Agent.api(`admin/admins/${id}`), { active: false })).statusCode).toBe(404);
    }
    expect((await survivor.put(Agent.api('admin/admins/nope'), { active: false })).statusCode).toBe(400);
    expect((await survivor.put(Agent.api(`admin/admins/${adminId}`), { active: true })).statusCode).toBe(200);
  });
});
