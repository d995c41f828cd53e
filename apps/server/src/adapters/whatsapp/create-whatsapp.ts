import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { TwilioSms } from '../sms/twilio-sms';
import { OutboxWhatsApp } from './outbox-whatsapp';
import type { WhatsAppSender } from './whatsapp';

/**
 * WHATSAPP_DRIVER=outbox (default) or twilio: Twilio's WhatsApp API is its Messages resource with `whatsapp:`
 * addresses, so the SMS adapter's call serves it. Our texts keep the fixed wording of approved templates, the
 * order's values filled in.
 */
export function createWhatsApp(config: Config, db: Db, log: FastifyBaseLogger): WhatsAppSender {
  if (config.WHATSAPP_DRIVER === 'twilio') {
    const twilio = new TwilioSms({
      accountSid: config.TWILIO_ACCOUNT_SID!,
      authToken: config.TWILIO_AUTH_TOKEN!,
      from: `whatsapp:${config.WHATSAPP_FROM!}`,
    });
    return { driver: 'twilio', send: (to, body) => twilio.send(`whatsapp:${to}`, body) };
  }
  return new OutboxWhatsApp(db, log);
}
