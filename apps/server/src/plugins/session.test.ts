import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../app';
import { sessions, users } from '../db/schema';
import { hashToken } from '../lib/tokens';
import { Agent } from '../test/agent';
import { createTestApp } from '../test/test-app';
import { ok } from './envelope';
import { endSession, requireSameUser, requireUser, startSession } from './session';

describe('session plumbing', () => {
  let app: App;
  let userId: string;

  beforeAll(async () => {
    app = await createTestApp({
      extend: (instance) => {
        instance.post(
          '/api/khidma/test/login',
          { schema: { body: z.object({ userId: z.string() }) } },
          async (request, reply) => {
            await startSession(instance, reply, request.body.userId);
            return ok(true);
          },
        );
        instance.get('/api/khidma/test/me', async (request) => ok(await requireUser(request)));
        instance.get(
          '/api/khidma/test/users/:userId',
          { schema: { params: z.object({ userId: z.string() }) } },
          async (request) => ok((await requireSameUser(request, request.params.userId)).userId),
        );
        instance.post('/api/khidma/test/logout', async (request, reply) => {
          await endSession(instance, request, reply);
          return ok(true);
        });
      },
    });
    const [user] = await app.db
      .insert(users)
      .values({ name: 'Amal', email: 'amal@example.com', countryCode: '+91', phone: '9876543210', passwordHash: 'x' })
      .returning();
    userId = user!.id;
  });
  afterAll(() => app.close());

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/khidma/test/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 401,
      reason: 'errors.unauthorized',
      message: 'Please log in to continue.',
    });
  });

  it('keeps the token in an httpOnly SameSite=Lax cookie and only its hash in the database', async () => {
    const agent = new Agent(app);
    const login = await agent.post('/api/khidma/test/login', { userId });
    const cookie = login.cookies.find((item) => item.name === 'khidma_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const stored = await app.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(stored.map((row) => row.tokenHash)).toContain(hashToken(cookie!.value));
    expect(stored.map((row) => row.tokenHash)).not.toContain(cookie!.value);

    const me = await agent.get('/api/khidma/test/me');
    expect(me.json().results.userId).toBe(userId);
  });

  it('refuses another user id in the path with 403', async () => {
    const agent = new Agent(app);
    await agent.post('/api/khidma/test/login', { userId });
    expect((await agent.get(`/api/khidma/test/users/${userId}`)).statusCode).toBe(200);
    const other = await agent.get('/api/khidma/test/users/00000000-0000-4000-8000-000000000000');
    expect(other.statusCode).toBe(403);
  });

  it('ends the session on the server at logout', async () => {
    const agent = new Agent(app);
    await agent.post('/api/khidma/test/login', { userId });
    const token = agent.cookie('khidma_sid')!;
    await agent.post('/api/khidma/test/logout');
    const rows = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toEqual([]);
    const replay = await app.inject({
      method: 'GET',
      url: '/api/khidma/test/me',
      headers: { cookie: `khidma_sid=${token}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('ignores an expired session', async () => {
    const agent = new Agent(app);
    await agent.post('/api/khidma/test/login', { userId });
    await app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await agent.get('/api/khidma/test/me')).statusCode).toBe(401);
  });
});
