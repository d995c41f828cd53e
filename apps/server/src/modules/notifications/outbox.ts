import { eq } from 'drizzle-orm';
import type { Language } from '@khidma/shared/languages';
import type { NotificationChannel, NotifyBy } from '@khidma/shared/schemas/notifications';
import type { Tx } from '../../db/client';
import { bookings, notifications, orderEvents, servicePartners, users } from '../../db/schema';
import { sendInTransaction } from '../jobs/queue';

/** The queue that sends one notification row. */
export const SEND_NOTIFICATION = 'notification.send';

/** What each kind of message carries; the texts are rendered from it when sent (render.ts). */
export type NotificationPayloads = {
  'order.placed': { bookingId: string };
  'order.paid': { bookingId: string };
  'order.assigned': { bookingId: string };
  'order.status': { bookingId: string; status: string };
  'order.rescheduled': { bookingId: string };
  'order.cancelled': { bookingId: string };
  /** A refund the gateway confirmed, in fils. */
  'order.refunded': { bookingId: string; refundFils: number };
  'job.new': { bookingId: string; partnerUserId: string };
  'job.rescheduled': { bookingId: string; partnerUserId: string };
  'job.cancelled': { bookingId: string; partnerUserId: string };
  'reminder.customer': { bookingId: string; hours: number; slotStart: string };
  'reminder.partner': { bookingId: string; partnerUserId: string; slotStart: string };
  'partner.approved': { applicationId: string };
  'partner.rejected': { applicationId: string; reason: string };
  /** The code sealed with DATA_ENCRYPTION_KEY: the outbox row never holds it in clear. */
  'password.reset': { userId: string; codeSealed: string; minutes: number };
};
export type NotificationKind = keyof NotificationPayloads;

type Recipient = {
  userId: string | null;
  phone: string;
  email: string;
  language: Language;
  notifyBy: NotifyBy;
  notifyEmail: boolean;
};

const recipientColumns = {
  userId: users.id,
  countryCode: users.countryCode,
  phone: users.phone,
  email: users.email,
  language: users.preferredLanguage,
  notifyBy: users.notifyBy,
  notifyEmail: users.notifyEmail,
};

async function userRecipient(tx: Tx, userId: string): Promise<Recipient | null> {
  const [row] = await tx.select(recipientColumns).from(users).where(eq(users.id, userId));
  return row ? { ...row, phone: row.phone ? `${row.countryCode}${row.phone}` : '' } : null;
}

/** Who a message of `kind` goes to. */
async function recipientOf<K extends NotificationKind>(
  tx: Tx,
  kind: K,
  payload: NotificationPayloads[K],
): Promise<Recipient | null> {
  if ('partnerUserId' in payload) return userRecipient(tx, payload.partnerUserId);
  if ('userId' in payload) return userRecipient(tx, payload.userId);
  if ('bookingId' in payload) {
    const [booking] = await tx
      .select({ userId: bookings.userId })
      .from(bookings)
      .where(eq(bookings.id, payload.bookingId));
    return booking ? userRecipient(tx, booking.userId) : null;
  }
  // An applicant: their account once approved (its settings), else the application's phone and email.
  const [application] = await tx
    .select({
      userId: servicePartners.userId,
      countryCode: servicePartners.countryCode,
      phone: servicePartners.phone,
      email: servicePartners.email,
    })
    .from(servicePartners)
    .where(eq(servicePartners.id, payload.applicationId));
  if (!application) return null;
  if (application.userId) return userRecipient(tx, application.userId);
  return {
    userId: null,
    phone: `${application.countryCode}${application.phone}`,
    email: application.email,
    language: 'en',
    notifyBy: 'sms',
    notifyEmail: true,
  };
}

export type EnqueueOptions = {
  /**
   * The change already texts its bilingual SMS itself (the partner application's decision): the phone channel is
   * left out when it is SMS, so nobody gets the same news twice.
   */
  textedDirectly?: boolean;
};

/** The channels of a message to `to`: their phone channel and, when they want it, email; a reset code by email only. */
function channelsOf(
  kind: NotificationKind,
  to: Recipient,
  options: EnqueueOptions,
): Array<[NotificationChannel, string]> {
  if (kind === 'password.reset') return to.email ? [['email', to.email]] : [];
  const channels: Array<[NotificationChannel, string]> = [];
  if (to.phone && !(options.textedDirectly && to.notifyBy === 'sms')) channels.push([to.notifyBy, to.phone]);
  if (to.notifyEmail && to.email) channels.push(['email', to.email]);
  return channels;
}

/** Kinds whose email carries the order's calendar file; its SEQUENCE grows with each change of the order. */
const CALENDAR_KINDS = new Set<NotificationKind>(['order.placed', 'order.rescheduled', 'order.cancelled']);

/**
 * The outbox (design §8): writes the message of `kind`, one row per channel of its recipient, and the queue's job
 * that sends each, in the caller's transaction, so a message exists exactly when the change that causes it commits.
 */
export async function writeMessage<K extends NotificationKind>(
  tx: Tx,
  kind: K,
  payload: NotificationPayloads[K],
  options: EnqueueOptions = {},
): Promise<void> {
  const to = await recipientOf(tx, kind, payload);
  if (!to) return;
  const channels = channelsOf(kind, to, options);
  if (!channels.length) return;
  let stored: Record<string, unknown> = payload;
  if (CALENDAR_KINDS.has(kind) && 'bookingId' in payload) {
    stored = { ...payload, sequence: await tx.$count(orderEvents, eq(orderEvents.bookingId, payload.bookingId)) };
  }
  const rows = await tx
    .insert(notifications)
    .values(
      channels.map(([channel, recipient]) => ({
        kind,
        channel,
        recipient,
        userId: to.userId,
        language: to.language,
        payload: stored,
      })),
    )
    .returning({ id: notifications.id });
  for (const row of rows) await sendInTransaction(tx, SEND_NOTIFICATION, { notificationId: row.id });
}
