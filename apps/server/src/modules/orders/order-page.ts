import { asc, eq } from 'drizzle-orm';
import type { UserRole } from '@khidma/shared/constants';
import type { Language } from '@khidma/shared/languages';
import { kuwaitDate, toKuwaitIso } from '@khidma/shared/kuwait-time';
import type { BookingDetail, OrderPartner, TimelineEntry, TimelineStep } from '@khidma/shared/schemas/order';
import type { Db, Tx } from '../../db/client';
import { bookings, orderEvents, servicePartners } from '../../db/schema';
import { forbidden } from '../../errors';
import { ratingOf } from './assignment';
import type { OrderRules } from './change-terms';
import { RESCHEDULED } from './customer-changes';
import { FINAL_STATUSES, findOrder } from './queries';

/** The customer's order page (issue 25): the order with its timeline and its partner's card. */

/** The step a status change is on the timeline; a move back to Open (a reassignment) is none. */
const STATUS_STEPS: Partial<Record<string, TimelineStep>> = {
  Accepted: 'accepted',
  Traveling: 'onTheWay',
  Reached: 'arrived',
  Started: 'started',
  Completed: 'completed',
  Cancelled: 'cancelled',
};

type EventRow = {
  at: Date;
  fromStatus: string;
  toStatus: string;
  fromPartnerId: string | null;
  toPartnerId: string | null;
  reason: string | null;
};

/** The steps one audit entry is: a reschedule, an assignment, a status move (one entry may be two of them). */
function stepsOf(event: EventRow): TimelineStep[] {
  const steps: TimelineStep[] = [];
  if (event.reason?.startsWith(RESCHEDULED)) steps.push('rescheduled');
  const assigned = event.toPartnerId !== null && event.toPartnerId !== event.fromPartnerId;
  if (assigned && event.toStatus !== 'Cancelled') steps.push('assigned');
  if (event.fromStatus !== event.toStatus) {
    const step = event.fromStatus === 'Pending' && event.toStatus === 'Open' ? 'paid' : STATUS_STEPS[event.toStatus];
    if (step) steps.push(step);
  }
  return steps;
}

/** What happened to an order, oldest first: placed (its creation), then its audit log's steps, in Kuwait time. */
export async function orderTimeline(db: Tx, bookingId: string, placedAt: Date): Promise<TimelineEntry[]> {
  const events = await db
    .select({
      at: orderEvents.createdAt,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      fromPartnerId: orderEvents.fromPartnerId,
      toPartnerId: orderEvents.toPartnerId,
      reason: orderEvents.reason,
    })
    .from(orderEvents)
    .where(eq(orderEvents.bookingId, bookingId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return [
    { step: 'placed', at: toKuwaitIso(placedAt) },
    ...events.flatMap((event) => stepsOf(event).map((step) => ({ step, at: toKuwaitIso(event.at) }))),
  ];
}

/**
 * The partner may be called from the Kuwait day of the visit on, while the order is under way (paid or COD, not
 * completed or cancelled). Before that day their number stays on the server.
 */
export function phoneShown(order: { ordStatus: string; slotStart: Date | null }, now: number): boolean {
  if (order.ordStatus === 'Pending' || FINAL_STATUSES.includes(order.ordStatus as never)) return false;
  return order.slotStart !== null && kuwaitDate(now) >= kuwaitDate(order.slotStart);
}

/** The order's partner as its customer sees them: first name, rating, and (phoneShown) their number in E.164. */
async function orderPartner(
  db: Tx,
  order: { servicePartnerId: string | null; ordStatus: string; slotStart: Date | null },
  now: number,
): Promise<OrderPartner | null> {
  if (!order.servicePartnerId) return null;
  const [partner] = await db
    .select({
      _id: servicePartners.id,
      name: servicePartners.name,
      countryCode: servicePartners.countryCode,
      phone: servicePartners.phone,
      rating: ratingOf,
    })
    .from(servicePartners)
    .where(eq(servicePartners.id, order.servicePartnerId));
  if (!partner) return null;
  return {
    _id: partner._id,
    firstName: partner.name.trim().split(/\s+/)[0] ?? '',
    rating: Math.round(partner.rating * 10) / 10,
    phone: phoneShown(order, now) ? `${partner.countryCode}${partner.phone}` : null,
  };
}

/**
 * GET odm/srv_booking/{id}: one order for its owner or an admin (403 to anyone else), with its timeline, its
 * partner's card and the partner the customer preferred.
 */
export async function getOrderDetail(
  db: Db,
  rules: OrderRules,
  viewer: { userId: string; role: UserRole },
  reference: string,
  language: Language,
): Promise<BookingDetail> {
  const { userId: owner, ...booking } = await findOrder(db, rules, reference, { language });
  if (owner !== viewer.userId && viewer.role !== 'admin') throw forbidden();
  const [row] = await db
    .select({ createdAt: bookings.createdAt, preferredPartnerId: bookings.preferredPartnerId })
    .from(bookings)
    .where(eq(bookings.id, booking._id));
  const slotStart = booking.slotStart ? new Date(booking.slotStart) : null;
  const now = rules.now?.() ?? Date.now();
  return {
    ...booking,
    timeline: await orderTimeline(db, booking._id, row!.createdAt),
    partner: await orderPartner(db, { ...booking, slotStart }, now),
    preferredPartnerId: row!.preferredPartnerId,
  };
}
