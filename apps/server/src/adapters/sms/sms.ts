/**
 * SMS (design §1): how a login code reaches a phone. `outbox` (the default) keeps messages in the sms_outbox table
 * for `GET /api/khidma/dev/outbox` and logs that one was queued; `twilio` sends them through Twilio's REST API.
 */
export interface SmsSender {
  readonly driver: 'outbox' | 'twilio';
  /** Sends `body` to `to` (E.164, e.g. +919876543210); rejects when the provider refuses it. */
  send(to: string, body: string): Promise<void>;
}

/** "+919876543210" -> "+91******3210": enough to tell messages apart in a log, not to read a number off it. */
export function maskPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}` : '****';
}
