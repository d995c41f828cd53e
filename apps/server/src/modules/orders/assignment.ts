import { and, asc, count, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { AssignablePartner } from '@khidma/shared/schemas/operations';
import type { Db, Tx } from '../../db/client';
import { bookingLines, bookings, servicePartners, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { partnersFreeAt } from '../slots/service';
import type { OrderRules } from './change-terms';
import { addressArea, FINAL_STATUSES, whereReference } from './queries';
import { applyTransition, type TransitionRow } from './transitions';

/** Who may take an order: skills, approval, freedom at its slot; and the system's auto-assign. */

const MINUTE_MS = 60_000;

/**
 * Auto-assign (when on): the best rated partner free at the slot (`freePartnerIds`, as holdSlot answered: free then,
 * and going to the order's area) gets the unassigned order at once, as the system; the partner then accepts as
 * usual. The customer's preferred partner ("the same professional") comes first when they are among the free.
 */
export async function autoAssign(
  tx: Tx,
  row: TransitionRow,
  freePartnerIds: string[],
  preferredPartnerId?: string | null,
): Promise<void> {
  const preferredFree = preferredPartnerId && freePartnerIds.includes(preferredPartnerId);
  const assignee = preferredFree ? preferredPartnerId : freePartnerIds[0];
  if (row.servicePartnerId || !assignee) return;
  await applyTransition(tx, row, { role: 'system' }, { servicePartnerId: assignee });
}

/** The sub-categories of an order's services, as they were ordered: the skills a partner needs (one of them). */
async function orderSkills(db: Tx, bookingId: string): Promise<string[]> {
  const skill = sql<string>`${bookingLines.serviceSnapshot}->>'SrvSubCategoryId'`;
  const rows = await db.selectDistinct({ skill }).from(bookingLines).where(eq(bookingLines.bookingId, bookingId));
  return rows.map((row) => row.skill);
}

/** A partner who may take this order: approved, not suspended, with one of its sub-categories; else 404 or 409. */
export async function checkAssignable(tx: Tx, bookingId: string, partnerId: string): Promise<void> {
  const [partner] = await tx
    .select({
      status: servicePartners.status,
      subCategoryId: servicePartners.subCategoryId,
      blockedAt: users.blockedAt,
    })
    .from(servicePartners)
    .leftJoin(users, eq(users.id, servicePartners.userId))
    .where(eq(servicePartners.id, partnerId))
    .limit(1);
  if (!partner) throw notFound('errors.orders.partnerNotFound');
  if (partner.status !== 'approved') throw conflict('errors.orders.partnerNotApproved');
  if (partner.blockedAt) throw conflict('errors.orders.partnerSuspended');
  const skills = await orderSkills(tx, bookingId);
  if (!partner.subCategoryId || !skills.includes(partner.subCategoryId)) {
    throw conflict('errors.orders.partnerLacksSkill');
  }
}

/** A booked slot: the sub-category it was held for, and its length. Null for an order placed before slots. */
export function slotOf(row: {
  id: string;
  subCategoryId: string | null;
  slotStart: Date | null;
  slotEnd: Date | null;
  /** The address's area: only the partners who go there count (none: every partner, as for orders before areas). */
  area?: string | null;
}) {
  if (!row.subCategoryId || !row.slotStart || !row.slotEnd) return null;
  return {
    subCategoryId: row.subCategoryId,
    start: row.slotStart,
    durationMinutes: Math.round((row.slotEnd.getTime() - row.slotStart.getTime()) / MINUTE_MS),
    exceptBookingId: row.id,
    area: row.area ?? undefined,
  };
}

/**
 * A partner assigned by hand must be free at the order's slot (else 409 errors.slots.partnerBusy), checked under
 * the sub-category's slot lock so a new order cannot take them meanwhile. An order without a slot: no check. The
 * admin's choice may send a partner outside the areas they picked (the list shows them as not free there).
 */
export async function checkFreeAtSlot(
  tx: Tx,
  rules: OrderRules,
  row: Parameters<typeof slotOf>[0],
  partnerId: string,
): Promise<void> {
  const slot = slotOf({ ...row, area: null });
  if (!slot) return;
  const free = await partnersFreeAt(tx, rules, { ...slot, lock: true });
  if (!free.includes(partnerId)) throw conflict('errors.slots.partnerBusy');
}

/** Partners who can take jobs: approved, and their login (if any) not suspended. */
export const partnerCanWork = and(eq(servicePartners.status, 'approved'), isNull(users.blockedAt));

export const ratingOf = sql<number>`case when ${servicePartners.ratingCount} > 0
  then ${servicePartners.ratingTotal}::float / ${servicePartners.ratingCount} else 0 end`.mapWith(Number);

/**
 * GET admin/orders/{ordId}/partners: who can take the order; those free at its slot and going to its area first
 * (every one for an order without a slot), then the best rated, the least busy, the name.
 */
export async function assignablePartners(db: Db, rules: OrderRules, reference: string): Promise<AssignablePartner[]> {
  const [order] = await db
    .select({
      id: bookings.id,
      subCategoryId: bookings.subCategoryId,
      slotStart: bookings.slotStart,
      slotEnd: bookings.slotEnd,
      area: addressArea,
    })
    .from(bookings)
    .where(whereReference(reference))
    .limit(1);
  if (!order) throw notFound('errors.orders.notFound');
  const skills = await orderSkills(db, order.id);
  if (!skills.length) return [];
  const active = db
    .select({ partnerId: bookings.servicePartnerId, jobs: count().as('jobs') })
    .from(bookings)
    .where(and(isNotNull(bookings.servicePartnerId), notInArray(bookings.ordStatus, FINAL_STATUSES)))
    .groupBy(bookings.servicePartnerId)
    .as('active');
  const activeJobs = sql<number>`coalesce(${active.jobs}, 0)`.mapWith(Number);
  const partners = await db
    .select({
      _id: servicePartners.id,
      name: servicePartners.name,
      SrvSubCategoryName: servicePartners.subCategoryName,
      rating: ratingOf,
      activeJobs,
    })
    .from(servicePartners)
    .leftJoin(users, eq(users.id, servicePartners.userId))
    .leftJoin(active, eq(active.partnerId, servicePartners.id))
    .where(and(partnerCanWork, inArray(servicePartners.subCategoryId, skills)))
    .orderBy(desc(ratingOf), asc(activeJobs), asc(servicePartners.name));
  const slot = slotOf(order);
  const free = slot ? new Set(await partnersFreeAt(db, rules, slot)) : null;
  const withFreedom = partners.map((partner) => ({ ...partner, freeAtSlot: free?.has(partner._id) ?? true }));
  // A stable sort: within each group, the database's order stays.
  return withFreedom.sort((a, b) => Number(b.freeAtSlot) - Number(a.freeAtSlot));
}

/**
 * A preferred partner must have completed a job for this customer (Book again's "the same professional"): else 400,
 * so nobody can steer orders to a partner of their choosing by id.
 */
export async function checkPreferredPartner(tx: Tx, userId: string, partnerId: string): Promise<void> {
  const served = await tx.$count(
    bookings,
    and(eq(bookings.userId, userId), eq(bookings.servicePartnerId, partnerId), eq(bookings.ordStatus, 'Completed')),
  );
  if (!served) {
    throw badRequest('errors.orders.preferredPartnerUnknown', {
      preferredPartnerId: 'errors.orders.preferredPartnerUnknown',
    });
  }
}
