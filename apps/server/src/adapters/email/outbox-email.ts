import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { EmailMessage, EmailSender } from './email';

/** The local stand-in: the message goes to the email_outbox table (GET dev/mailbox), once per key. */
export class OutboxEmail implements EmailSender {
  readonly driver = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    await this.db
      .insert(emailOutbox)
      .values({
        key: message.key ?? null,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments ?? [],
      })
      .onConflictDoNothing({ target: emailOutbox.key });
    this.log.info({ subject: message.subject }, 'email stored in the outbox (GET /api/khidma/dev/mailbox?email=...)');
  }
}
