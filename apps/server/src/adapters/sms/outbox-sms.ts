import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { maskPhone, type SmsSender } from './sms';

/**
 * The local stand-in: a message goes to the sms_outbox table (read back through GET dev/outbox outside production)
 * and the log says one was queued. The body stays out of the log: it carries a login code.
 */
export class OutboxSms implements SmsSender {
  readonly driver = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(to: string, body: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ phone: to, body });
    this.log.info({ to: maskPhone(to) }, 'SMS stored in the outbox (GET /api/khidma/dev/outbox?phone=...)');
  }
}
