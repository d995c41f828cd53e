import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { EmailSender } from './email';
import { OutboxEmail } from './outbox-email';
import { SmtpEmail } from './smtp-email';

/** EMAIL_DRIVER=outbox (default) or smtp. */
export function createEmail(config: Config, db: Db, log: FastifyBaseLogger): EmailSender {
  if (config.EMAIL_DRIVER === 'smtp') return new SmtpEmail(config.SMTP_URL!, config.EMAIL_FROM);
  return new OutboxEmail(db, log);
}
