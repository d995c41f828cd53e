/**
 * Email (issue 24): order confirmations with their calendar file, reminders, password reset codes. `outbox` (the
 * default) keeps messages in the email_outbox table for `GET /api/khidma/dev/mailbox`; `smtp` sends them with
 * nodemailer to SMTP_URL.
 */
export type EmailAttachment = { filename: string; contentType: string; content: string };

export type EmailMessage = {
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  html: string;
  attachments?: EmailAttachment[];
  /** The notification it sends: the outbox stores one message per key, SMTP uses it in the Message-ID. */
  key?: string;
};

export interface EmailSender {
  readonly driver: 'outbox' | 'smtp';
  /** Rejects when the server refuses it. */
  send(message: EmailMessage): Promise<void>;
}
