import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { passwordResetCodes, users } from '../../db/schema';
import { AgentAt, registered } from '../../test/accounts';
import { Agent } from '../../test/agent';
import { createTestApp } from '../../test/test-app';

/** The newest reset code emailed to `email`, read from the dev mailbox. */
async function emailedCode(app: App, email: string): Promise<string> {
  await app.jobs.runDue();
  const mails = (await new Agent(app).get(Agent.api(`dev/mailbox?email=${encodeURIComponent(email)}`))).json().results;
  const [mail] = mails as Array<{ subject: string; text: string }>;
  expect(mail!.subject).toBe('Your Khidma password reset code');
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
}

describe('a forgotten password', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('emails a code that sets a new password once and ends every session', async () => {
    const { agent, account } = await registered(app);
    const other = new Agent(app);
    expect(
      (await other.post(Agent.api('login_with_email'), { email: account.email, password: account.password }))
        .statusCode,
    ).toBe(200);

    const asked = await new Agent(app).post(Agent.api('forgot_password'), { email: account.email.toUpperCase() });
    expect([asked.statusCode, asked.json().message]).toEqual([
      200,
      'If an account has this email, a code is on its way. It is valid for 15 minutes.',
    ]);
    const code = await emailedCode(app, account.email);

    const wrong = await new Agent(app).post(Agent.api('reset_password'), {
      email: account.email,
      code: code === '000000' ? '111111' : '000000',
      password: 'new-secret-pass',
    });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([
      400,
      { code: 'This code is wrong or has expired. Ask for a new one.' },
    ]);

    const reset = await new Agent(app).post(Agent.api('reset_password'), {
      email: account.email,
      code,
      password: 'new-secret-pass',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // Every session ended: both logged-in agents are out.
    expect((await agent.get(Agent.api('notification_settings'))).statusCode).toBe(401);
    expect((await other.get(Agent.api('notification_settings'))).statusCode).toBe(401);
    const login = (password: string) =>
      new Agent(app).post(Agent.api('login_with_email'), { email: account.email, password });
    expect((await login(account.password)).statusCode).toBe(401);
    expect((await login('new-secret-pass')).statusCode).toBe(200);
    // Used up.
    const again = await new Agent(app).post(Agent.api('reset_password'), {
      email: account.email,
      code,
      password: 'third-secret-pass',
    });
    expect(again.statusCode).toBe(400);
  });

  it('answers an unknown email the same, and sends nothing', async () => {
    const email = 'nobody-here@example.com';
    const asked = await new Agent(app).post(Agent.api('forgot_password'), { email });
    expect([asked.statusCode, asked.json().message]).toEqual([
      200,
      'If an account has this email, a code is on its way. It is valid for 15 minutes.',
    ]);
    await app.jobs.runDue();
    expect((await new Agent(app).get(Agent.api(`dev/mailbox?email=${email}`))).json().results).toEqual([]);
    const reset = await new Agent(app).post(Agent.api('reset_password'), {
      email,
      code: '123456',
      password: 'new-secret-pass',
    });
    expect(reset.statusCode).toBe(400);
  });

  it('works for partners and admins; an expired code or five wrong ones end the code', async () => {
    const { account, user } = await registered(app);
    await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user._id));
    await new Agent(app).post(Agent.api('forgot_password'), { email: account.email });
    const code = await emailedCode(app, account.email);
    const guesser = new AgentAt(app, '10.1.2.3');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await guesser.post(Agent.api('reset_password'), {
        email: account.email,
        code: code === '000000' ? '111111' : '000000',
        password: 'new-secret-pass',
      });
    }
    const late = await new Agent(app).post(Agent.api('reset_password'), {
      email: account.email,
      code,
      password: 'new-secret-pass',
    });
    expect(late.statusCode).toBe(400);

    await new Agent(app).post(Agent.api('forgot_password'), { email: account.email });
    const fresh = await emailedCode(app, account.email);
    await app.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, user._id));
    const expired = await new Agent(app).post(Agent.api('reset_password'), {
      email: account.email,
      code: fresh,
      password: 'new-secret-pass',
    });
    expect(expired.statusCode).toBe(400);
  });

  it('refuses bad input with 400 and rate-limits asking', async () => {
    const bad = await new Agent(app).post(Agent.api('reset_password'), {
      email: 'x\u0000@example.com',
      code: '12',
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'email', 'password']);
    const client = new AgentAt(app, '10.9.8.7');
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push((await client.post(Agent.api('forgot_password'), { email: 'limit@example.com' })).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
