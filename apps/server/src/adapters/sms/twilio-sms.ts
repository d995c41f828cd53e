import type { SmsSender } from './sms';

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164, or a Messaging Service SID (MG...). */
  from: string;
  /** Defaults to https://api.twilio.com; tests point it elsewhere. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/**
 * Twilio's Programmable Messaging REST API (POST /2010-04-01/Accounts/{sid}/Messages.json, basic auth, form body)
 * through fetch: one call, so no SDK.
 */
export class TwilioSms implements SmsSender {
  readonly driver = 'twilio';
  private readonly fetch: typeof fetch;

  constructor(private readonly options: TwilioOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async send(to: string, body: string): Promise<void> {
    const { accountSid, authToken, from } = this.options;
    const form = new URLSearchParams({ To: to, Body: body });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    const url = `${this.options.baseUrl ?? 'https://api.twilio.com'}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const response = await this.fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    if (!response.ok) {
      // Twilio's error body names the problem (e.g. 21211 invalid 'To'); it holds no secret of ours.
      const detail = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
      throw new Error(`Twilio refused the message: ${response.status} ${detail?.code ?? ''} ${detail?.message ?? ''}`);
    }
  }
}
