import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { maskPhone } from './sms';
import { TwilioSms } from './twilio-sms';

describe('Twilio SMS adapter', () => {
  it("posts the message to Twilio's Messages resource with basic auth", async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchStub = async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init! });
      return new Response(JSON.stringify({ sid: 'SM123' }), { status: 201 });
    };
    const sms = new TwilioSms({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+15550001111',
      baseUrl: 'http://twilio.test',
      fetch: fetchStub as typeof fetch,
    });
    await sms.send('+919876543210', '1234 is your Khidma login code.');

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('http://twilio.test/2010-04-01/Accounts/AC123/Messages.json');
    expect(call!.init.method).toBe('POST');
    const headers = call!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    const form = new URLSearchParams(String(call!.init.body));
    expect(Object.fromEntries(form)).toEqual({
      To: '+919876543210',
      Body: '1234 is your Khidma login code.',
      From: '+15550001111',
    });
  });

  it('sends through a Messaging Service when `from` is one, and rejects what Twilio refuses', async () => {
    let body = '';
    const sms = new TwilioSms({
      accountSid: 'AC123',
      authToken: 'secret',
      from: 'MG0123',
      fetch: (async (_url: unknown, init?: RequestInit) => {
        body = String(init?.body);
        return new Response(JSON.stringify({ code: 21211, message: "Invalid 'To' Phone Number" }), { status: 400 });
      }) as typeof fetch,
    });
    await expect(sms.send('+91123', 'x')).rejects.toThrow(/21211/);
    expect(new URLSearchParams(body).get('MessagingServiceSid')).toBe('MG0123');
  });

  it('is chosen by SMS_DRIVER, which then needs its three settings', () => {
    expect(testConfig().SMS_DRIVER).toBe('outbox');
    expect(() => testConfig({ SMS_DRIVER: 'twilio' })).toThrow(
      /TWILIO_ACCOUNT_SID.*\n.*TWILIO_AUTH_TOKEN.*\n.*TWILIO_FROM/,
    );
  });

  it('masks phone numbers for the log', () => {
    expect(maskPhone('+919876543210')).toBe('+91******3210');
  });
});
