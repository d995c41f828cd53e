import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailMessage, EmailSender } from './email';

/** nodemailer over SMTP_URL: an HTML part with its plain-text alternative, and the attachments. */
export class SmtpEmail implements EmailSender {
  readonly driver = 'smtp';
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    transport?: Transporter,
  ) {
    this.transport = transport ?? nodemailer.createTransport(url);
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      // The same notification sent again carries the same id, which receiving servers and clients deduplicate on.
      messageId: message.key ? `<${message.key}@khidma>` : undefined,
      attachments: message.attachments?.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
    });
  }
}
