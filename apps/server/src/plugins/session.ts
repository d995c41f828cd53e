import cookie from '@fastify/cookie';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, type UserRole } from '@khidma/shared/constants';
import type { Db, Tx } from '../db/client';
import { sessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { hashToken, randomToken } from '../lib/tokens';

export type SessionUser = { userId: string; sessionId: string; role: UserRole };

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user, looked up once per request and only when a route asks. */
    currentUser(): Promise<SessionUser | null>;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sessions (design §3): an httpOnly, SameSite=Lax cookie with an opaque random token; PostgreSQL keeps only its
 * hash and expiry. Catalogue reads never touch the session, so they cost no query.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  const lookups = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let lookup = lookups.get(this);
    if (!lookup) {
      lookup = findSession(app.db, this.cookies[SESSION_COOKIE]);
      lookups.set(this, lookup);
    }
    return lookup;
  });
});

async function findSession(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  // A blocked account has no session, whatever cookie it kept.
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date()), isNull(users.blockedAt)))
    .limit(1);
  return row ?? null;
}

/** The logged-in user, or a 401. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user;
}

/** The logged-in user holding one of `roles`: 401 without a session, 403 with another role. */
export async function requireRole(request: FastifyRequest, ...roles: UserRole[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

/** A path that carries a userId must name the session's own user (design §3), else 403. */
export async function requireSameUser(request: FastifyRequest, userId: string): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.userId !== userId) throw forbidden();
  return user;
}

/** Logs `userId` in; a blocked account gets 403 (after it proved who it is, so the answer tells a stranger nothing). */
export async function startSession(app: FastifyInstance, reply: FastifyReply, userId: string): Promise<void> {
  const [account] = await app.db.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId));
  if (account?.blockedAt) throw forbidden('errors.auth.accountBlocked');
  const token = randomToken();
  const maxAgeMs = app.config.SESSION_TTL_DAYS * DAY_MS;
  await app.db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + maxAgeMs) });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isProduction,
    maxAge: maxAgeMs / 1000,
  });
}

export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await app.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** A blocked or suspended account: every session of it ends at once. */
export async function endAllSessions(db: Tx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** After a password change: every other session of the user ends. */
export async function endOtherSessions(db: Db, user: SessionUser): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, user.userId), ne(sessions.id, user.sessionId)));
}
