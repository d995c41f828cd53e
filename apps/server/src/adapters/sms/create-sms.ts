import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { OutboxSms } from './outbox-sms';
import type { SmsSender } from './sms';
import { TwilioSms } from './twilio-sms';

/** The SMS adapter configuration chooses: SMS_DRIVER=outbox (default) or twilio. */
export function createSms(config: Config, db: Db, log: FastifyBaseLogger): SmsSender {
  if (config.SMS_DRIVER === 'twilio') {
    return new TwilioSms({
      accountSid: config.TWILIO_ACCOUNT_SID!,
      authToken: config.TWILIO_AUTH_TOKEN!,
      from: config.TWILIO_FROM!,
    });
  }
  return new OutboxSms(db, log);
}
