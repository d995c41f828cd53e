import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@khidma/shared/constants';
import type { App } from '../../app';
import { testConfig } from '../../config';
import { otpChallenges, smsOutbox } from '../../db/schema';
import { decryptSecret } from '../../lib/secret-box';
import { Agent } from '../../test/agent';
import { capturedLogger } from '../../test/log-lines';
import { PRODUCTION_ENV } from '../../test/production-env';
import { createTestApp } from '../../test/test-app';
import { AgentAt, registered } from '../../test/accounts';

const api = Agent.api;

describe('phone login', () => {
  const { lines, logger } = capturedLogger();
  let app: App;

  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1' }, logger });
  });
  afterAll(() => app.close());

  async function sendCode(agent: Agent, phone: string) {
    const response = await agent.post(api('send_otp'), { country_code: '+965', phone });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results.token as string;
  }

  /** The code of the newest text to the phone, read as a developer would: GET dev/outbox. */
  async function textedCode(phone: string): Promise<string> {
    const response = await new Agent(app).get(api(`dev/outbox?phone=${phone}`));
    expect(response.statusCode).toBe(200);
    const [latest] = response.json().results as Array<{ phone: string; body: string }>;
    expect(latest!.phone).toBe(`+965${phone}`);
    return /\b(\d{4})\b/.exec(latest!.body)![1]!;
  }

  const verify = (agent: Agent, token: string | undefined, phone: string, otp: string) =>
    agent.post(
      api('verifylogin'),
      { country_code: '+965', phone, otp },
      token === undefined ? {} : { authorization: `Bearer ${token}` },
    );

  it('texts a code that logs in once, with the challenge token as Bearer', async () => {
    const { user, account } = await registered(app);
    const agent = new Agent(app);
    const token = await sendCode(agent, account.phone);
    expect(token).toMatch(/^[\w-]{43}$/);
    const code = await textedCode(account.phone);

    // Sealed, never in plaintext: only the data key opens them.
    const [stored] = await app.db.select().from(otpChallenges).where(eq(otpChallenges.phone, account.phone));
    expect(stored!.codeSealed).toMatch(/^v1\./);
    expect(stored!.tokenSealed).not.toContain(token);
    expect(stored!.tokenHash).not.toBe(token);
    expect(decryptSecret(stored!.codeSealed, testConfig().dataEncryptionKey)).toBe(code);

    const response = await verify(agent, token, account.phone, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, results: { _id: user._id, phone: account.phone } });
    expect(agent.cookie(SESSION_COOKIE)).toBeTruthy();

    const again = await verify(new Agent(app), token, account.phone, code);
    expect(again.statusCode).toBe(401);

    const log = lines.join('');
    expect(log).toContain('SMS stored in the outbox');
    for (const secret of [token, account.password]) expect(log).not.toContain(secret);
    // The 4-digit code as a number of its own (it may well occur inside a pid or a time).
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });

  it('refuses the sixth try even with the right code', async () => {
    const { account } = await registered(app);
    const agent = new Agent(app);
    const token = await sendCode(agent, account.phone);
    const code = await textedCode(account.phone);
    const wrongCode = code === '0000' ? '1111' : '0000';

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await verify(agent, token, account.phone, wrongCode);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid or expired code. Please try again.');
    }
    const fifth = await verify(agent, token, account.phone, wrongCode);
    expect(fifth.json().message).toBe('Too many wrong codes. Please request a new code.');

    const sixth = await verify(agent, token, account.phone, code);
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json().message).toBe('Too many wrong codes. Please request a new code.');
    expect(agent.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a missing or foreign token, another phone, and an expired code', async () => {
    const first = await registered(app);
    const second = await registered(app);
    const agent = new Agent(app);
    const token = await sendCode(agent, first.account.phone);
    const code = await textedCode(first.account.phone);

    expect((await verify(agent, undefined, first.account.phone, code)).statusCode).toBe(401);
    expect((await verify(agent, 'made-up-token', first.account.phone, code)).statusCode).toBe(401);
    expect((await verify(agent, token, second.account.phone, code)).statusCode).toBe(401);

    await app.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.phone, first.account.phone));
    const expired = await verify(agent, token, first.account.phone, code);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Invalid or expired code. Please try again.');
  });

  it("answers in the reader's language, the code's length filled in", async () => {
    const { account } = await registered(app);
    const english = await new Agent(app).post(api('send_otp'), { country_code: '+965', phone: account.phone });
    expect(english.json().message).toBe('We sent a 4-digit code to your phone.');
    const agent = new Agent(app);
    agent.setCookie('locale', 'ar');
    const sent = await agent.post(api('send_otp'), { country_code: '+965', phone: account.phone });
    expect(sent.json().message).toBe('أرسلنا إلى هاتفك رمزاً من 4 أرقام.');
    const wrong = await verify(agent, 'made-up-token', account.phone, '0000');
    expect(wrong.json()).toEqual({
      code: 401,
      reason: 'errors.auth.wrongCode',
      message: 'الرمز غير صحيح أو منتهي الصلاحية. يُرجى المحاولة مرة أخرى.',
    });
  });

  it('texts the same code again while it lives, so asking again does not end it', async () => {
    const { account } = await registered(app);
    const owner = new Agent(app);
    const token = await sendCode(owner, account.phone);
    const code = await textedCode(account.phone);

    // Someone else who knows the number asks for a code: the same one is texted again, and still works.
    const stranger = new AgentAt(app, '198.51.100.9');
    expect(await sendCode(stranger, account.phone)).toBe(token);
    expect(await textedCode(account.phone)).toBe(code);
    const texts = await app.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, `+965${account.phone}`));
    expect(texts).toHaveLength(2);
    expect(await app.db.select().from(otpChallenges).where(eq(otpChallenges.phone, account.phone))).toHaveLength(1);
    expect((await verify(owner, token, account.phone, code)).statusCode).toBe(200);

    // Used: the next send makes a new code; expired: so does the one after.
    const next = await sendCode(owner, account.phone);
    expect(next).not.toBe(token);
    await app.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.phone, account.phone));
    expect(await sendCode(owner, account.phone)).not.toBe(next);
  });

  it('answers an unknown phone like a known one, without texting it', async () => {
    const agent = new Agent(app);
    const token = await sendCode(agent, '99000001');
    expect(token).toBeTruthy();
    expect(await app.db.select().from(smsOutbox).where(eq(smsOutbox.phone, '+96599000001'))).toEqual([]);
    expect((await verify(agent, token, '99000001', '1234')).statusCode).toBe(401);
  });

  it('answers 400 with the spec message for a bad phone or code', async () => {
    const badPhone = await new Agent(app).post(api('send_otp'), { country_code: '+965', phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toEqual({ phone: 'Enter a valid mobile number.' });

    const badCode = await verify(new Agent(app), 'token', '51234567', '12a4');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors).toEqual({ otp: 'Enter the 4-digit code' });
  });
});

describe('phone login limits', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('limits code sends per phone, with Retry-After', async () => {
    const { account } = await registered(app, new AgentAt(app, '10.1.0.1'));
    for (let send = 1; send <= 3; send += 1) {
      const agent = new AgentAt(app, `10.1.1.${send}`);
      expect((await agent.post(api('send_otp'), { phone: account.phone })).statusCode).toBe(200);
    }
    const fourth = await new AgentAt(app, '10.1.1.4').post(api('send_otp'), { phone: account.phone });
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });

  const guess = (agent: Agent, phone: string, otp: string, token = 'guess') =>
    agent.post(api('verifylogin'), { country_code: '+965', phone, otp }, { authorization: `Bearer ${token}` });

  it("counts wrong codes against the guesser's client, so they do not lock the owner out", async () => {
    const { account } = await registered(app, new AgentAt(app, '10.1.4.1'));
    const owner = new AgentAt(app, '10.1.4.2');
    const token = (await owner.post(api('send_otp'), { phone: account.phone })).json().results.token as string;
    const [text] = await app.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, `+965${account.phone}`));
    const code = /\b(\d{4})\b/.exec(text!.body)![1]!;
    const wrongCode = code === '0000' ? '1111' : '0000';

    // The attacker gets the same challenge by asking, and spends its tries on it.
    const attacker = new AgentAt(app, '10.1.4.3');
    expect((await attacker.post(api('send_otp'), { phone: account.phone })).json().results.token).toBe(token);
    const messages = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      messages.push((await guess(attacker, account.phone, wrongCode, token)).json().message);
    }
    expect(messages.slice(4)).toEqual([
      'Too many wrong codes. Please request a new code.',
      'Too many wrong codes. Please request a new code.',
    ]);
    expect((await guess(attacker, account.phone, code, token)).statusCode).toBe(401);

    const login = await guess(owner, account.phone, code, token);
    expect(login.statusCode, login.body).toBe(200);
  });

  it('caps code checks per phone at 20 a day, from any address', async () => {
    const { account } = await registered(app, new AgentAt(app, '10.1.2.1'));
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await guess(new AgentAt(app, `10.1.3.${attempt}`), account.phone, '0000')).statusCode).toBe(401);
    }
    const capped = await guess(new AgentAt(app, '10.1.3.21'), account.phone, '0000');
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
  });
});

describe('dev outbox', () => {
  it('does not exist in production', async () => {
    const app = await createTestApp({ env: PRODUCTION_ENV });
    try {
      const response = await app.inject({ method: 'GET', url: api('dev/outbox?phone=9876543210') });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
