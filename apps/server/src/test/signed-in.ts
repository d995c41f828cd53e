import { randomBytes } from 'node:crypto';
import { COUNTRY_CODE, SESSION_COOKIE, type UserRole } from '@khidma/shared/constants';
import type { App } from '../app';
import { sessions, users } from '../db/schema';
import { hashToken, randomToken } from '../lib/tokens';
import { kuwaitiMobile } from './accounts';
import { Agent } from './agent';

/**
 * A customer (or, given `role`, a partner or an admin) with a live session, made straight in the database, and an
 * Agent holding its cookie: for tests of what a logged-in user does, without going through the login endpoints.
 */
export async function signedInAgent(
  app: App,
  { role = 'customer' }: { role?: UserRole } = {},
): Promise<{ agent: Agent; userId: string }> {
  const unique = randomBytes(4).toString('hex');
  const [user] = await app.db
    .insert(users)
    .values({
      name: `${role} ${unique}`,
      email: `${role}-${unique}@example.com`,
      countryCode: COUNTRY_CODE,
      phone: kuwaitiMobile(),
      passwordHash: '!',
      role,
    })
    .returning({ id: users.id });
  const token = randomToken();
  await app.db
    .insert(sessions)
    .values({ userId: user!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  const agent = new Agent(app);
  agent.setCookie(SESSION_COOKIE, token);
  return { agent, userId: user!.id };
}
