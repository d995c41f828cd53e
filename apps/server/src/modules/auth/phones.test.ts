import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { skills, type Skill } from '../../db/seed/seed';
import { Agent } from '../../test/agent';
import { kuwaitiMobile, newAccount } from '../../test/accounts';
import { signedInAgent } from '../../test/signed-in';
import { addPartner } from '../../test/slots';
import { createTestApp } from '../../test/test-app';

const api = Agent.api;

/** Issue 22: phones checked per country, stored as E.164 (code + national number), old +91 accounts kept. */
describe('phones', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp({ seed: true, env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1' } });
  });
  afterAll(() => app.close());

  const storedPhone = async (id: string) => {
    const [row] = await app.db
      .select({ countryCode: users.countryCode, phone: users.phone })
      .from(users)
      .where(eq(users.id, id));
    return row;
  };

  /**
   * A phone login: send_otp with the number as `sent`, the code read from the development outbox of the stored
   * number (as the e2e tests do), verifylogin with the number as `verified`; the verify answer.
   */
  async function phoneLogin(countryCode: string, numbers: { sent: string; stored: string; verified: string }) {
    const agent = new Agent(app);
    const sent = await agent.post(api('send_otp'), { country_code: countryCode, phone: numbers.sent });
    expect(sent.statusCode, sent.body).toBe(200);
    const query = new URLSearchParams({ country_code: countryCode, phone: numbers.stored });
    const texts = (await new Agent(app).get(api(`dev/outbox?${query}`))).json().results as Array<{ body: string }>;
    const otp = /\b(\d{4})\b/.exec(texts[0]!.body)![1]!;
    return agent.post(
      api('verifylogin'),
      { country_code: countryCode, phone: numbers.verified, otp },
      { authorization: `Bearer ${sent.json().results.token as string}` },
    );
  }

  describe('user_register', () => {
    it('takes a Kuwaiti mobile with +965, however it is typed, and stores its E.164 parts', async () => {
      const plain = await new Agent(app).post(
        api('user_register'),
        newAccount({ country_code: '+965', phone: '51234567' }),
      );
      expect(plain.statusCode, plain.body).toBe(200);
      expect(plain.json().results).toMatchObject({ country_code: '+965', phone: '51234567' });

      const phone = kuwaitiMobile();
      const typed = `${phone.slice(0, 4)} ${phone.slice(4)}`.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
      const formatted = await new Agent(app).post(api('user_register'), newAccount({ phone: typed }));
      expect(formatted.statusCode, formatted.body).toBe(200);
      expect(await storedPhone(formatted.json().results._id)).toEqual({ countryCode: '+965', phone });

      // The same number in E.164 is the same account.
      const again = await new Agent(app).post(api('user_register'), newAccount({ phone: `+965${phone}` }));
      expect(again.statusCode).toBe(409);
      expect(again.json().errors).toEqual({ phone: 'An account with this phone number already exists.' });
    });

    it('answers 400 naming phone for a number that is not a mobile of its country, in English and Arabic', async () => {
      const short = await new Agent(app).post(
        api('user_register'),
        newAccount({ country_code: '+965', phone: '1234567' }),
      );
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ code: 400, errors: { phone: 'Enter a valid mobile number.' } });

      const arabic = new Agent(app);
      arabic.setCookie('locale', 'ar');
      for (const [country_code, phone] of [
        ['+965', '22212345'], // a landline
        ['+91', '51234567'], // Kuwaiti digits under India
        ['+965', '5123\u00004567'],
        ['+965', '5'.repeat(41)],
      ] as const) {
        const refused = await arabic.post(api('user_register'), newAccount({ country_code, phone }));
        expect(refused.statusCode, phone).toBe(400);
        expect(refused.json().errors).toEqual({ phone: 'أدخل رقم هاتف محمول صحيحاً.' });
      }
      const badCode = await new Agent(app).post(api('user_register'), newAccount({ country_code: '965' }));
      expect(badCode.json().errors).toMatchObject({ country_code: 'Invalid country code' });
      expect(await app.db.$count(users, eq(users.phone, '1234567'))).toBe(0);
    });
  });

  describe('phone login', () => {
    it('sends and verifies a code for a Kuwaiti number, typed formatted or national', async () => {
      const agent = new Agent(app);
      const signUp = await agent.post(api('user_register'), newAccount());
      const { _id, phone } = signUp.json().results as { _id: string; phone: string };

      const formatted = `+965 ${phone.slice(0, 4)} ${phone.slice(4)}`;
      const verified = await phoneLogin('+965', { sent: formatted, stored: phone, verified: phone });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().results).toMatchObject({ _id, country_code: '+965', phone });
    });

    it('answers 400 naming phone for a bad number on send and on verify', async () => {
      const send = await new Agent(app).post(api('send_otp'), { country_code: '+965', phone: '1234567' });
      expect(send.statusCode).toBe(400);
      expect(send.json().errors).toEqual({ phone: 'Enter a valid mobile number.' });
      const verify = await new Agent(app).post(
        api('verifylogin'),
        { country_code: '+966', phone: '51234567', otp: '1234' },
        { authorization: 'Bearer token' },
      );
      expect(verify.statusCode).toBe(400);
      expect(verify.json().errors).toEqual({ phone: 'Enter a valid mobile number.' });
    });

    it('still logs in an account made with +91 and 10 digits before', async () => {
      const [legacy] = await app.db
        .insert(users)
        .values({
          name: 'Ravi',
          email: 'ravi-legacy@example.com',
          countryCode: '+91',
          phone: '9876543210',
          passwordHash: '!',
        })
        .returning({ id: users.id });
      const verified = await phoneLogin('+91', { sent: '9876543210', stored: '9876543210', verified: '98765 43210' });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().results).toMatchObject({ _id: legacy!.id, country_code: '+91', phone: '9876543210' });
    });

    it('finds an old number typed with its trunk 0 once the migration wrote it as E.164 has it', async () => {
      const [old] = await app.db
        .insert(users)
        .values({
          name: 'Omar',
          email: 'omar-legacy@example.com',
          countryCode: '+971',
          phone: '0501234567',
          passwordHash: '!',
        })
        .returning({ id: users.id });
      const migration = readFileSync(
        fileURLToPath(new URL('../../db/migrations/0014_phones-national-numbers.sql', import.meta.url)),
        'utf8',
      );
      for (const statement of migration.split('--> statement-breakpoint')) await app.db.execute(sql.raw(statement));
      expect(await storedPhone(old!.id)).toEqual({ countryCode: '+971', phone: '501234567' });

      const verified = await phoneLogin('+971', { sent: '050 123 4567', stored: '501234567', verified: '0501234567' });
      expect(verified.json().results).toMatchObject({ _id: old!.id });
    });
  });

  describe('admin search by phone', () => {
    let admin: Agent;
    let skill: Skill;
    beforeAll(async () => {
      admin = (await signedInAgent(app, { role: 'admin' })).agent;
      [skill] = (await skills(app.db, 1)) as [Skill];
    });

    const search = async (list: 'customers' | 'partners', q: string) => {
      const response = await admin.get(api(`admin/${list}?q=${encodeURIComponent(q)}`));
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().results.items as Array<{ _id: string }>).map((row) => row._id);
    };

    it('finds a customer by the E.164, the formatted number, 00 and a part of it', async () => {
      const signUp = await new Agent(app).post(api('user_register'), newAccount());
      const { _id, phone } = signUp.json().results as { _id: string; phone: string };
      for (const q of [
        `+965${phone}`,
        `+965 ${phone.slice(0, 4)} ${phone.slice(4)}`,
        `00965${phone}`,
        phone.slice(2),
      ]) {
        expect(await search('customers', q), q).toEqual([_id]);
      }
      expect(await search('customers', `+966${phone}`)).toEqual([]);
    });

    it('finds a partner the same way', async () => {
      const phone = kuwaitiMobile();
      const partner = await addPartner(app.db, skill, { phone });
      for (const q of [`+965${phone}`, `+965 ${phone.slice(0, 4)}-${phone.slice(4)}`]) {
        expect(await search('partners', q), q).toEqual([partner.id]);
      }
    });
  });
});
