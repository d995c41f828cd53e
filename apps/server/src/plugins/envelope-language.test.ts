import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { newAccount, registered } from '../test/accounts';
import { Agent } from '../test/agent';
import { signedInAgent } from '../test/signed-in';
import { createTestApp } from '../test/test-app';

const api = Agent.api;

/** A browser whose reader chose Arabic (the header's switch sets the locale cookie). */
function arabic(agent: Agent): Agent {
  agent.setCookie('locale', 'ar');
  return agent;
}

const home = {
  addressType: 'Home',
  flatNo: '12B',
  address: 'Block 4, Street 21',
  landmark: 'x'.repeat(301),
  pincode: '20001',
  phoneNo: '98765',
  area: 'Salmiya',
  latitude: 29.33,
  longitude: 48.07,
};

describe('schema messages in the reader’s language', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1' } });
  });
  afterAll(() => app.close());

  it('a 400 says its field errors in English by default, word for word, constants filled in', async () => {
    const response = await new Agent(app).post(
      api('user_register'),
      newAccount({ name: 'Amal\u0000', password: 'abc', phone: '123' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      reason: 'validation.name.controlCharacters',
      message: 'Name must not contain control characters',
      errors: {
        name: 'Name must not contain control characters',
        password: 'Password must be at least 6 characters',
        phone: 'Enter a valid mobile number.',
      },
    });
  });

  it('a 400 says the same field errors in Arabic when the locale cookie asks for it', async () => {
    const response = await arabic(new Agent(app)).post(
      api('user_register'),
      newAccount({ name: 'Amal\u0000', password: 'abc', phone: '123' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      reason: 'validation.name.controlCharacters',
      message: 'يجب ألا يحتوي حقل «الاسم» على رموز تحكم',
      errors: {
        name: 'يجب ألا يحتوي حقل «الاسم» على رموز تحكم',
        password: 'يجب ألا تقل كلمة المرور عن 6 أحرف',
        phone: 'أدخل رقم هاتف محمول صحيحاً.',
      },
    });
  });

  it('a 400 says its field errors in Arabic to a browser that asks for Arabic (Accept-Language), with no choice made', async () => {
    const response = await new Agent(app).post(
      api('user_register'),
      newAccount({ name: 'Amal\u0000', password: 'abc', phone: '123' }),
      { 'accept-language': 'ar' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'يجب ألا يحتوي حقل «الاسم» على رموز تحكم',
      password: 'يجب ألا تقل كلمة المرور عن 6 أحرف',
      phone: 'أدخل رقم هاتف محمول صحيحاً.',
    });
  });

  it('fills in the values a message carries (a field’s own maximum) in both languages', async () => {
    const { agent, userId } = await signedInAgent(app);
    const english = await agent.post(api(`myaddress/${userId}`), home);
    expect(english.json().errors).toEqual({
      landmark: 'At most 300 characters',
      phoneNo: 'Enter a valid mobile number.',
    });
    const inArabic = await arabic(agent).post(api(`myaddress/${userId}`), home);
    expect(inArabic.json().errors).toEqual({
      landmark: 'الحد الأقصى 300 حرف',
      phoneNo: 'أدخل رقم هاتف محمول صحيحاً.',
    });
  });

  it('says the server’s own messages in the reader’s language: a refusal and a success message', async () => {
    const { account } = await registered(app);
    const again = await arabic(new Agent(app)).post(api('user_register'), newAccount({ email: account.email }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'يوجد حساب بهذا البريد الإلكتروني مسبقاً.',
      errors: { email: 'يوجد حساب بهذا البريد الإلكتروني مسبقاً.' },
    });
    expect((await new Agent(app).post(api('logout'))).json().message).toBe('You have been logged out.');
    expect((await arabic(new Agent(app)).post(api('logout'))).json().message).toBe('تم تسجيل خروجك.');
  });
});
