/**
 * WhatsApp (issue 24): order updates and reminders to the people who chose it. `outbox` (the default) keeps them in
 * the whatsapp_outbox table for `GET /api/khidma/dev/whatsapp`; `twilio` sends them through Twilio's WhatsApp API.
 */
export interface WhatsAppSender {
  readonly driver: 'outbox' | 'twilio';
  /** Sends `body` to `to` (E.164); `key` is the notification it sends. Rejects when the provider refuses it. */
  send(to: string, body: string, key?: string): Promise<void>;
}
