import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { Agent } from '../../test/agent';
import { registered } from '../../test/accounts';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

const api = Agent.api;

/** A stolen session alone cannot take an account over: a password or email change needs the owner's proof. */
describe("a password or email change needs the owner's proof", () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1' } });
  });
  afterAll(() => app.close());

  const logIn = (email: string, password: string) => new Agent(app).post(api('login_with_email'), { email, password });

  /** Texts a login code to the account's own phone (send_otp) and reads it back from the dev outbox. */
  async function codeFor(userId: string) {
    const [row] = await app.db.select().from(users).where(eq(users.id, userId));
    const phone = { country_code: row!.countryCode, phone: row!.phone };
    const sent = await new Agent(app).post(api('send_otp'), phone);
    expect(sent.statusCode, sent.body).toBe(200);
    const query = new URLSearchParams(phone).toString();
    const [latest] = (await new Agent(app).get(api(`dev/outbox?${query}`))).json().results as Array<{ body: string }>;
    return { otpToken: sent.json().results.token as string, otp: /\b(\d{4})\b/.exec(latest!.body)![1]! };
  }

  it('update_password without the current password, or with a wrong one, is a 403 and the password stays', async () => {
    const { agent, account, user } = await registered(app);
    const change = (proof: object) =>
      agent.put(api('update_password'), { email: account.email, password: 'taken-over-1', ...proof });

    const bare = await change({});
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({
      code: 403,
      message: 'Confirm it is you: enter your current password, or a code sent to your phone.',
    });
    const wrong = await change({ currentPassword: 'a guess' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Your current password is not correct.' });
    // A code for a challenge it never got is no proof either, and a refusal never ends the session (403, not 401).
    expect((await change({ otp: '1234', otpToken: 'x'.repeat(43) })).statusCode).toBe(403);
    expect((await agent.get(api(`myaddresslist/${user._id}`))).statusCode).toBe(200);
    expect((await logIn(account.email, account.password)).statusCode).toBe(200);
    expect((await logIn(account.email, 'taken-over-1')).statusCode).toBe(401);

    expect((await change({ currentPassword: account.password })).statusCode).toBe(200);
    expect((await logIn(account.email, 'taken-over-1')).statusCode).toBe(200);
  });

  it('update_user: a new email needs the current password (403 without); the name alone does not', async () => {
    const { agent, account, user } = await registered(app);
    const url = api(`update_user/${user._id}`);
    const stolen = await agent.put(url, { name: 'Thief', email: 'thief@example.com' });
    expect(stolen.statusCode).toBe(403);
    const wrong = await agent.put(url, { name: 'Thief', email: 'thief@example.com', currentPassword: 'nope' });
    expect(wrong.statusCode).toBe(403);
    const [row] = await app.db.select().from(users).where(eq(users.id, user._id));
    expect(row).toMatchObject({ email: account.email, name: account.name });

    const renamed = await agent.put(url, { name: 'Amal K', email: account.email.toUpperCase() });
    expect(renamed.statusCode).toBe(200);
    const moved = await agent.put(url, {
      name: 'Amal K',
      email: 'amal.new@example.com',
      currentPassword: account.password,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().results.email).toBe('amal.new@example.com');
  });

  it('an account without a password proves itself with a fresh code to its own phone, used once', async () => {
    const { agent, userId } = await signedInAgent(app);
    const [row] = await app.db.select().from(users).where(eq(users.id, userId));
    const change = (proof: object) =>
      agent.put(api('update_password'), { email: row!.email, password: 'first-password', ...proof });

    expect((await change({ currentPassword: '!' })).statusCode).toBe(403);
    const someoneElses = await codeFor((await registered(app)).user._id);
    expect((await change(someoneElses)).statusCode).toBe(403);
    const mine = await codeFor(userId);
    const wrongCode = await change({ ...mine, otp: mine.otp === '0000' ? '1111' : '0000' });
    expect(wrongCode.statusCode).toBe(403);
    expect(wrongCode.json().errors).toEqual({ otp: 'Invalid or expired code. Please try again.' });

    expect((await change(mine)).statusCode).toBe(200);
    expect((await logIn(row!.email, 'first-password')).statusCode).toBe(200);
    // The code is spent: it proves nothing a second time.
    expect((await change(mine)).statusCode).toBe(403);
  });

  it('refuses a malformed proof with a 400', async () => {
    const { agent, account, user } = await registered(app);
    for (const proof of [
      { currentPassword: '' },
      { currentPassword: 'x'.repeat(129) },
      { otp: '12a4', otpToken: 'x' },
      { otp: '1234', otpToken: 'x'.repeat(201) },
    ]) {
      const body = { email: account.email, password: 'brand-new-pass', ...proof };
      expect((await agent.put(api('update_password'), body)).statusCode, JSON.stringify(proof)).toBe(400);
      const profile = { name: 'A', email: 'other@example.com', ...proof };
      expect((await agent.put(api(`update_user/${user._id}`), profile)).statusCode, JSON.stringify(proof)).toBe(400);
    }
  });
});

describe('proof attempts', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('are limited per account as logins are: a stolen session gets 10 guesses a minute, then 429', async () => {
    const { agent, account } = await registered(app);
    const guess = (currentPassword: string) =>
      agent.put(api('update_password'), { email: account.email, password: 'taken-over-1', currentPassword });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await guess(`guess-${attempt}`)).statusCode, `attempt ${attempt}`).toBe(403);
    }
    const limited = await guess(account.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
