import { createEvent } from 'ics';
import type { Language } from '@khidma/shared/languages';
import type { EmailAttachment } from '../../adapters/email/email';
import { addressLine, type OrderFacts } from './order-facts';
import { text } from './texts';

/**
 * The order's calendar file (the ics library): one UID per order, so a client updates the event it has when a
 * reschedule sends the file again with a higher SEQUENCE, and removes it when a cancellation sends METHOD:CANCEL.
 */
export function orderCalendar(
  order: OrderFacts,
  language: Language,
  options: { sequence: number; cancelled: boolean; orderUrl: string; forPartner?: boolean },
): EmailAttachment | null {
  if (!order.slotStart || !order.slotEnd) return null;
  const { error, value } = createEvent({
    productId: 'khidma/orders',
    uid: `${order.id}@khidma`,
    sequence: options.sequence,
    method: options.cancelled ? 'CANCEL' : 'REQUEST',
    status: options.cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: order.slotStart.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: order.slotEnd.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: text(language, options.forPartner ? 'ics.jobTitle' : 'ics.title', { ordId: order.ordId }),
    description: order.lines.map((line) => (language === 'ar' ? line.nameAr : line.name)).join(', '),
    location: addressLine(order.address),
    geo: { lat: order.address.latitude, lon: order.address.longitude },
    url: options.orderUrl,
  });
  if (error || !value) throw error ?? new Error('no calendar file');
  return {
    filename: `khidma-${order.ordId}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${options.cancelled ? 'CANCEL' : 'REQUEST'}`,
    content: value,
  };
}
