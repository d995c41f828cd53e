import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { whatsappOutbox } from '../../db/schema';
import { maskPhone } from '../sms/sms';
import type { WhatsAppSender } from './whatsapp';

/** The local stand-in: the message goes to the whatsapp_outbox table (GET dev/whatsapp), once per key. */
export class OutboxWhatsApp implements WhatsAppSender {
  readonly driver = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(to: string, body: string, key?: string): Promise<void> {
    await this.db
      .insert(whatsappOutbox)
      .values({ phone: to, body, key: key ?? null })
      .onConflictDoNothing({ target: whatsappOutbox.key });
    this.log.info({ to: maskPhone(to) }, 'WhatsApp message stored in the outbox (GET /api/khidma/dev/whatsapp)');
  }
}
