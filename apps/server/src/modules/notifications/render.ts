import type { Language } from '@khidma/shared/languages';
import { directionOf } from '@khidma/shared/languages';
import type { EmailAttachment } from '../../adapters/email/email';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import { decryptSecret } from '../../lib/secret-box';
import { orderCalendar } from './calendar';
import type { NotificationKind, NotificationPayloads } from './outbox';
import { addressLine, orderFacts, type OrderFacts } from './order-facts';
import { money, text, visitTime, type TextKey } from './texts';

export type RenderedMessage = {
  /** The SMS or WhatsApp text. */
  short: string;
  email: { subject: string; text: string; html: string; attachments: EmailAttachment[] };
};

export type RenderContext = { db: Db; publicUrl: string; dataKey: Buffer };

type Row = { kind: string; language: Language; payload: Record<string, unknown> };

const orderPageUrl = (publicUrl: string, order: OrderFacts) => `${publicUrl}/order/${order.id}`;
const receiptUrl = (publicUrl: string, order: OrderFacts) =>
  `${publicUrl}/api/khidma/odm/srv_booking/${order.id}/receipt`;

/** The order's values every order message may name. */
function orderValues(language: Language, order: OrderFacts): Record<string, string> {
  return {
    ordId: order.ordId,
    when: order.slotStart ? visitTime(language, order.slotStart) : '',
    total: money(language, order.totalFils),
    area: order.address.area || order.address.address,
    partner: order.partner?.name ?? '',
    statusName: text(language, 'status', { status: order.ordStatus }),
  };
}

/** The email's order table: services with prices, total, visit time, address, payment, partner. */
function orderDetailsHtml(language: Language, order: OrderFacts, values: Record<string, string>): string {
  const cell = 'padding:6px 0;border-bottom:1px solid #eee';
  const row = (label: string, value: string) =>
    `<tr><th scope="row" style="${cell};font-weight:600;text-align:start;vertical-align:top">${escapeHtml(label)}</th><td style="${cell};text-align:end">${escapeHtml(value)}</td></tr>`;
  const payment =
    order.paymentType === 1
      ? text(language, 'email.paymentOnline', { status: order.paymentStatus })
      : text(language, 'email.paymentCash');
  return [
    `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(text(language, 'email.details'))} ${escapeHtml(order.ordId)}</h2>`,
    '<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">',
    ...order.lines.map((line) => row(language === 'ar' ? line.nameAr : line.name, money(language, line.priceFils))),
    row(text(language, 'email.total'), values.total!),
    values.when ? row(text(language, 'email.when'), values.when) : '',
    row(text(language, 'email.address'), addressLine(order.address)),
    row(text(language, 'email.payment'), payment),
    order.partner ? row(text(language, 'email.partner'), order.partner.name) : '',
    '</table>',
  ].join('');
}

function orderDetailsText(language: Language, order: OrderFacts, values: Record<string, string>): string {
  return [
    `${text(language, 'email.details')} ${order.ordId}`,
    ...order.lines.map(
      (line) => `- ${language === 'ar' ? line.nameAr : line.name}: ${money(language, line.priceFils)}`,
    ),
    `${text(language, 'email.total')}: ${values.total}`,
    values.when ? `${text(language, 'email.when')}: ${values.when}` : '',
    `${text(language, 'email.address')}: ${addressLine(order.address)}`,
    order.partner ? `${text(language, 'email.partner')}: ${order.partner.name}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** One layout for every email, laid out right-to-left in Arabic. */
export function emailLayout(
  language: Language,
  parts: { subject: string; intro: string; detailsHtml?: string; links?: Array<[string, string]>; note?: string },
): string {
  const dir = directionOf(language);
  const links = (parts.links ?? [])
    .map(([label, href]) => `<a href="${escapeHtml(href)}" style="color:#0a5cd5">${escapeHtml(label)}</a>`)
    .join(' &middot; ');
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Tahoma,sans-serif;color:#1f2328;direction:${dir};text-align:${dir === 'rtl' ? 'right' : 'left'}">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="font-size:20px;font-weight:700;margin:0 0 16px">${escapeHtml(text(language, 'brand'))}</p>
<p style="font-size:15px;line-height:1.5">${escapeHtml(parts.intro)}</p>
${parts.detailsHtml ?? ''}
${links ? `<p style="margin-top:16px">${links}</p>` : ''}
${parts.note ? `<p style="font-size:13px;color:#555">${escapeHtml(parts.note)}</p>` : ''}
<p style="font-size:12px;color:#6b7280;margin-top:24px">${escapeHtml(text(language, 'email.footer'))}</p>
</div>
</body>
</html>`;
}

/** The texts of a notification, in its language, from what it carries and the order as it is now. */
export async function renderNotification(context: RenderContext, row: Row): Promise<RenderedMessage> {
  const kind = row.kind as NotificationKind;
  const { language } = row;
  const payload = row.payload;

  if (kind === 'password.reset') {
    const { codeSealed, minutes } = payload as NotificationPayloads['password.reset'];
    const code = decryptSecret(codeSealed, context.dataKey);
    const subject = text(language, 'password.reset.subject');
    const body = text(language, 'password.reset.text', { code, minutes });
    return {
      short: body,
      email: { subject, text: body, html: emailLayout(language, { subject, intro: body }), attachments: [] },
    };
  }
  if (kind === 'partner.approved' || kind === 'partner.rejected') {
    const reason = String((payload as { reason?: string }).reason ?? '');
    const subject = text(language, `${kind}.subject`);
    const body = text(language, `${kind}.text`, { reason });
    return {
      short: body,
      email: { subject, text: body, html: emailLayout(language, { subject, intro: body }), attachments: [] },
    };
  }

  const bookingId = String(payload.bookingId);
  const order = await orderFacts(context.db, bookingId);
  if (!order) throw new Error(`order ${bookingId} not found`);
  const values: Record<string, string | number> = orderValues(language, order);
  if (kind === 'reminder.customer') values.hours = Number(payload.hours);
  if (kind === 'order.status') {
    // The status the change moved to, not the order's now: a message sent late (retried) tells its own step.
    values.status = String(payload.status);
    values.statusName = text(language, 'status', { status: values.status });
  }
  if (kind === 'order.refunded') values.refund = money(language, Number(payload.refundFils));
  const subject = text(language, `${kind}.subject` as TextKey, values);
  const short = text(language, `${kind}.text` as TextKey, values);
  const forPartner = kind.startsWith('job.') || kind === 'reminder.partner';
  const orderUrl = forPartner ? `${context.publicUrl}/partner` : orderPageUrl(context.publicUrl, order);

  const attachments: EmailAttachment[] = [];
  if (kind === 'order.placed' || kind === 'order.rescheduled' || kind === 'order.cancelled') {
    const calendar = orderCalendar(order, language, {
      sequence: Number(payload.sequence ?? 0),
      cancelled: kind === 'order.cancelled',
      orderUrl,
    });
    if (calendar) attachments.push(calendar);
  }
  const links: Array<[string, string]> = [[text(language, 'email.viewOrder'), orderUrl]];
  if (!forPartner) links.push([text(language, 'email.receipt'), receiptUrl(context.publicUrl, order)]);
  const html = emailLayout(language, {
    subject,
    intro: short,
    detailsHtml: orderDetailsHtml(language, order, values as Record<string, string>),
    links,
    note: attachments.length ? text(language, 'email.calendar') : undefined,
  });
  const plain = [
    short,
    '',
    orderDetailsText(language, order, values as Record<string, string>),
    '',
    ...links.map(([label, href]) => `${label}: ${href}`),
  ].join('\n');
  return { short, email: { subject, text: plain, html, attachments } };
}
