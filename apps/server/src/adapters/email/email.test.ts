import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { SmtpEmail } from './smtp-email';

describe('the SMTP email adapter', () => {
  it('sends the HTML with its plain-text part, the attachments and the notification id as Message-ID', async () => {
    // nodemailer's stream transport builds the whole MIME message without a server.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const sent: string[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: Parameters<typeof original>[0]) => {
      const info = await original(mail);
      sent.push(String((info as unknown as { message: Buffer }).message));
      return info;
    }) as typeof transport.sendMail;
    const email = new SmtpEmail('smtp://unused', 'Khidma <no-reply@khidma.example>', transport);
    await email.send({
      to: 'amal@example.com',
      subject: 'تم حجز طلبك',
      text: 'plain words',
      html: '<p dir="rtl">كلمات</p>',
      attachments: [
        { filename: 'khidma-KH-1.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR' },
      ],
      key: '3f0c6a2e-0000-4000-8000-000000000001',
    });
    const [message] = sent;
    expect(message).toContain('Message-ID: <3f0c6a2e-0000-4000-8000-000000000001@khidma>');
    expect(message).toContain('Content-Type: text/plain; charset=utf-8');
    expect(message).toContain('Content-Type: text/html; charset=utf-8');
    expect(message).toContain('filename=khidma-KH-1.ics');
    expect(message).toContain('To: amal@example.com');
  });

  it('is chosen by EMAIL_DRIVER=smtp, which needs SMTP_URL; WhatsApp by twilio needs its sender', () => {
    expect(testConfig().EMAIL_DRIVER).toBe('outbox');
    expect(() => testConfig({ EMAIL_DRIVER: 'smtp' })).toThrow(/SMTP_URL: required when EMAIL_DRIVER=smtp/);
    expect(testConfig({ EMAIL_DRIVER: 'smtp', SMTP_URL: 'smtp://mail.example.com:587' }).EMAIL_DRIVER).toBe('smtp');
    expect(() => testConfig({ WHATSAPP_DRIVER: 'twilio' })).toThrow(
      /WHATSAPP_FROM: required when WHATSAPP_DRIVER=twilio/,
    );
  });
});
