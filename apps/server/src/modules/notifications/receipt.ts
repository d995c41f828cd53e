import { and, asc, eq } from 'drizzle-orm';
import { directionOf, type Language } from '@khidma/shared/languages';
import type { Db } from '../../db/client';
import { payments, refunds, users } from '../../db/schema';
import { escapeHtml } from '../../lib/html';
import { addressLine, type OrderFacts } from './order-facts';
import { money, text, visitTime } from './texts';

/**
 * An order's receipt (issue 24): one HTML page made for print (A4, no navigation), in the reader's language: the
 * order, its services with prices, fees, total, how it is paid, each payment attempt, and refunds owed. HTML, not
 * PDF: the browser's print menu saves it as PDF, it reads right-to-left in Arabic without a font of our own, and it
 * needs no PDF library on the server (docs/decisions/2026-11-26-receipts-are-printable-html.md).
 */
export async function receiptHtml(db: Db, order: OrderFacts, language: Language): Promise<string> {
  const [customer] = await db.select({ name: users.name }).from(users).where(eq(users.id, order.userId));
  const attempts = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, order.id))
    .orderBy(asc(payments.createdAt));
  const refunded = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.bookingId, order.id), eq(refunds.status, 'REFUNDED')))
    .orderBy(asc(refunds.refundedAt));
  const say = (key: Parameters<typeof text>[1], values?: Record<string, string | number>) =>
    escapeHtml(text(language, key, values));
  const row = (label: string, value: string) => `<tr><th scope="row">${label}</th><td>${escapeHtml(value)}</td></tr>`;
  const dateOf = (instant: Date) => visitTime(language, instant);
  const paymentLines = attempts.map(
    (attempt) =>
      `<li>${say('receipt.paymentLine', {
        date: dateOf(attempt.verifiedAt ?? attempt.createdAt),
        amount: money(language, attempt.amountFils),
        result: attempt.status,
      })}${attempt.refundDue ? ` (${say('receipt.refundDue')})` : ''}</li>`,
  );
  const refundLines = refunded.map(
    (refund) =>
      `<li>${say('receipt.refundLine', {
        date: dateOf(refund.refundedAt ?? refund.createdAt),
        amount: money(language, refund.amountFils),
        reference: refund.gatewayReference ?? refund.gatewayRefundId ?? '',
      })}</li>`,
  );
  const dir = directionOf(language);
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${say('receipt.title', { ordId: order.ordId })}</title>
<style>
  @page { size: A4; margin: 18mm; }
  body { font-family: Arial, Tahoma, sans-serif; color: #111; max-width: 720px; margin: 24px auto; padding: 0 16px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  table { width: 100%; border-collapse: collapse; margin: 12px 0; font-size: 14px; }
  th, td { padding: 6px 4px; border-bottom: 1px solid #ddd; text-align: start; vertical-align: top; }
  td.amount, th.amount { text-align: end; white-space: nowrap; }
  tfoot th, tfoot td { font-weight: 700; border-bottom: 2px solid #111; }
  .muted { color: #555; font-size: 12px; }
  @media print { .muted.screen { display: none; } }
</style>
</head>
<body>
<header><p><strong>${say('brand')}</strong></p><h1>${say('receipt.heading')}</h1></header>
<table aria-label="${say('receipt.order')}">
${row(say('receipt.order'), order.ordId)}
${row(say('receipt.placed'), dateOf(order.orderedDate))}
${order.slotStart ? row(say('receipt.visit'), dateOf(order.slotStart)) : ''}
${row(say('receipt.customer'), customer?.name ?? '')}
${row(say('receipt.address'), addressLine(order.address))}
${row(say('receipt.status'), text(language, 'status', { status: order.ordStatus }))}
${row(say('receipt.paymentMethod'), text(language, order.paymentType === 1 ? 'receipt.online' : 'receipt.cash'))}
</table>
<table>
<thead><tr><th scope="col">${say('receipt.item')}</th><th scope="col" class="amount">${say('receipt.price')}</th></tr></thead>
<tbody>
${order.lines
  .map(
    (line) =>
      `<tr><td>${escapeHtml(language === 'ar' ? line.nameAr : line.name)}</td><td class="amount">${escapeHtml(money(language, line.priceFils))}</td></tr>`,
  )
  .join('\n')}
${order.discountFils ? `<tr><td>${say('receipt.discount')}</td><td class="amount">−${escapeHtml(money(language, order.discountFils))}</td></tr>` : ''}
${order.lateChangeFeeFils ? `<tr><td>${say('receipt.fees')}</td><td class="amount">${escapeHtml(money(language, order.lateChangeFeeFils))}</td></tr>` : ''}
</tbody>
<tfoot><tr><th scope="row">${say('receipt.total')}</th><td class="amount">${escapeHtml(money(language, order.totalFils + order.lateChangeFeeFils))}</td></tr></tfoot>
</table>
<h2 style="font-size:16px">${say('receipt.payments')}</h2>
${paymentLines.length ? `<ul>${paymentLines.join('')}</ul>` : `<p>${say('receipt.noPayments')}</p>`}
${refundLines.length ? `<h2 style="font-size:16px">${say('receipt.refunds')}</h2><ul>${refundLines.join('')}</ul>` : ''}
<p class="muted">${say('receipt.kuwaitTime')}</p>
<p class="muted screen">${say('receipt.print')}</p>
</body>
</html>`;
}
