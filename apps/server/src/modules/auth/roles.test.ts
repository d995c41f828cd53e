import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { ok } from '../../plugins/envelope';
import { requireRole } from '../../plugins/session';
import { Agent } from '../../test/agent';
import { registered } from '../../test/accounts';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';
import { ensureAdmin } from './service';

describe('roles', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp({
      extend: (instance) => {
        instance.get('/api/khidma/test/admin-only', async (request) => ok(await requireRole(request, 'admin')));
      },
    });
  });
  afterAll(() => app.close());

  it('lets only the role through: 401 without a session, 403 for a customer or partner, 200 for an admin', async () => {
    const path = Agent.api('test/admin-only');
    expect((await new Agent(app).get(path)).statusCode).toBe(401);
    for (const role of ['customer', 'partner'] as const) {
      const { agent } = await signedInAgent(app, { role });
      expect((await agent.get(path)).statusCode).toBe(403);
    }
    const { agent, userId } = await signedInAgent(app, { role: 'admin' });
    const answer = await agent.get(path);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().results).toMatchObject({ userId, role: 'admin' });
  });

  it('makes the ADMIN_EMAIL account an admin that logs in, and resets its password and role at the next start', async () => {
    await ensureAdmin(app.db, { email: 'Boss@Example.com', password: 'first-password' });
    const login = (password: string) =>
      new Agent(app).post(Agent.api('login_with_email'), { email: 'boss@example.com', password });
    const first = await login('first-password');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results).toMatchObject({ email: 'boss@example.com', role: 'admin' });

    await app.db.update(users).set({ role: 'customer' }).where(eq(users.email, 'boss@example.com'));
    await ensureAdmin(app.db, { email: 'boss@example.com', password: 'second-password' });
    expect((await login('first-password')).statusCode).toBe(401);
    expect((await login('second-password')).json().results.role).toBe('admin');
    // A second admin without a phone does not collide with the first on the phone index.
    await ensureAdmin(app.db, { email: 'deputy@example.com', password: 'deputy-password' });
    const admins = await app.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
    expect(admins.map((admin) => admin.email)).toEqual(
      expect.arrayContaining(['boss@example.com', 'deputy@example.com']),
    );
  });

  it("ends a blocked account's sessions, and refuses its next login with 403 after the password", async () => {
    const { agent, account } = await registered(app);
    expect((await agent.get(Agent.api('csrf'))).statusCode).toBe(200);
    await app.db.update(users).set({ blockedAt: new Date() }).where(eq(users.email, account.email));
    expect((await agent.get(Agent.api('test/admin-only'))).statusCode).toBe(401);
    const wrong = await new Agent(app).post(Agent.api('login_with_email'), {
      email: account.email,
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    const right = await new Agent(app).post(Agent.api('login_with_email'), {
      email: account.email,
      password: account.password,
    });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe('This account is blocked. Please contact support.');
  });
});
