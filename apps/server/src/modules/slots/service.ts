import { and, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  SLOT_BOOKING_DAYS,
  SLOT_DURATION_MAX_MINUTES,
  SLOT_DURATION_MIN_MINUTES,
  SLOT_MIN_LEAD_MINUTES,
  SLOT_STEP_MINUTES,
} from '@khidma/shared/constants';
import { addKuwaitDays, kuwaitDate, kuwaitMidnight, toKuwaitIso } from '@khidma/shared/kuwait-time';
import type { Slot, SlotsQuery } from '@khidma/shared/schemas/slots';
import type { Db, Tx } from '../../db/client';
import { bookings, categories, partnerTimeOff, servicePartners, subCategories, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { daySlots, slotState, startsTooSoon, type DayLoad } from './availability';
import type { SlotCache } from './day-cache';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** What availability needs besides the database: the travel buffer (TRAVEL_BUFFER_MINUTES) and the clock. */
export type SlotRules = { travelBufferMinutes: number; now?: () => number };

/**
 * The approved partners with the skill whose login is not suspended (a partner without a login, like the demo's,
 * cannot be), and whether `date` is a day off for them. With `area`, only those who go there: a partner who chose
 * no areas goes everywhere (docs/decisions/2026-11-26-partner-areas.md).
 */
function loadPartners(db: Tx, subCategoryId: string, date: string, area?: string) {
  return db
    .select({
      id: servicePartners.id,
      workDays: servicePartners.workDays,
      workHoursStart: servicePartners.workHoursStart,
      workHoursEnd: servicePartners.workHoursEnd,
      ratingTotal: servicePartners.ratingTotal,
      ratingCount: servicePartners.ratingCount,
      dayOff: sql<boolean>`${partnerTimeOff.id} is not null`,
    })
    .from(servicePartners)
    .leftJoin(users, eq(users.id, servicePartners.userId))
    .leftJoin(partnerTimeOff, and(eq(partnerTimeOff.partnerId, servicePartners.id), eq(partnerTimeOff.date, date)))
    .where(
      and(
        eq(servicePartners.subCategoryId, subCategoryId),
        eq(servicePartners.status, 'approved'),
        isNull(users.blockedAt),
        area ? sql`(cardinality(${servicePartners.areas}) = 0 or ${area} = any(${servicePartners.areas}))` : undefined,
      ),
    );
}

/**
 * Non-cancelled bookings overlapping [from, to): the skilled partners' (whatever they were booked for) and the
 * sub-category's unassigned ones, in two index range scans (bookings_partner_slot_idx per partner,
 * bookings_unassigned_slot_idx). A booking lasts at most SLOT_DURATION_MAX_MINUTES, so its start bounds both ranges.
 */
async function loadBookings(
  db: Tx,
  subCategoryId: string,
  partnerIds: string[],
  window: { from: number; to: number; exceptBookingId?: string },
) {
  const { from, to, exceptBookingId } = window;
  const near = and(
    gte(bookings.slotStart, new Date(from - SLOT_DURATION_MAX_MINUTES * MINUTE_MS)),
    lt(bookings.slotStart, new Date(to)),
    gt(bookings.slotEnd, new Date(from)),
    ne(bookings.ordStatus, 'Cancelled'),
    exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
  );
  const columns = { partnerId: bookings.servicePartnerId, start: bookings.slotStart, end: bookings.slotEnd };
  const unassigned = db
    .select(columns)
    .from(bookings)
    .where(and(isNull(bookings.servicePartnerId), eq(bookings.subCategoryId, subCategoryId), near));
  const rows = partnerIds.length
    ? await unionAll(
        db
          .select(columns)
          .from(bookings)
          .where(and(inArray(bookings.servicePartnerId, partnerIds), near)),
        unassigned,
      )
    : await unassigned;
  return rows.map((row) => ({ partnerId: row.partnerId, start: row.start!.getTime(), end: row.end!.getTime() }));
}

/** Everything the rule needs for slots of `date` lying within [from, to) (travel buffer included). */
async function loadDay(
  db: Tx,
  rules: SlotRules,
  query: {
    subCategoryId: string;
    date: string;
    durationMinutes: number;
    from: number;
    to: number;
    exceptBookingId?: string;
    area?: string;
  },
): Promise<DayLoad> {
  const partners = await loadPartners(db, query.subCategoryId, query.date, query.area);
  const partnerIds = partners.map(({ id }) => id);
  const booked = await loadBookings(db, query.subCategoryId, partnerIds, query);
  return {
    date: query.date,
    durationMinutes: query.durationMinutes,
    bufferMinutes: rules.travelBufferMinutes,
    now: rules.now?.() ?? Date.now(),
    partners,
    bookings: booked,
  };
}

/** A Kuwait day from today to SLOT_BOOKING_DAYS - 1 days ahead, else a 400. */
function checkBookableDate(date: string, now: number) {
  const today = kuwaitDate(now);
  if (date < today || date > addKuwaitDays(today, SLOT_BOOKING_DAYS - 1)) {
    throw badRequest('errors.slots.dateOutOfRange', { date: 'errors.slots.dateOutOfRange' });
  }
}

/** The sub-category and its category are shown to customers. */
async function isVisible(db: Db, subCategoryId: string): Promise<boolean> {
  const [visible] = await db
    .select({ id: subCategories.id })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(and(eq(subCategories.id, subCategoryId), eq(subCategories.active, true), eq(categories.active, true)));
  return visible !== undefined;
}

/** A slot as kept in the SlotCache: free means a partner can take it, whatever the time now. */
type KeptSlot = { start: number; startIso: string; endIso: string; free: boolean };

/**
 * GET slots' answer: `key` names its content (the day, the sub-category's version, how many slots start too soon
 * now), so its serialized bytes can be kept under it; `slots()` builds it.
 */
export type DayAnswer = { key: string; slots(): Slot[] };

/**
 * GET slots: the day's slots of a visible sub-category. Computed once per version of the sub-category (SlotCache,
 * day-cache.ts) without the lead rule, which depends on the clock and applies here.
 */
export async function listDaySlots(db: Db, rules: SlotRules, query: SlotsQuery, cache: SlotCache): Promise<DayAnswer> {
  const { subCategoryId, date, duration, area } = query;
  const version = await cache.version(subCategoryId);
  if (!(await cache.get(`visible:${subCategoryId}`, version, () => isVisible(db, subCategoryId)))) {
    throw notFound('errors.catalog.subCategoryNotFound');
  }
  const now = rules.now?.() ?? Date.now();
  checkBookableDate(date, now);
  const day = `${subCategoryId}:${date}:${duration}:${area ?? '*'}`;
  const kept = await cache.get(`day:${day}`, version, async (): Promise<KeptSlot[]> => {
    const midnight = kuwaitMidnight(date);
    const buffer = rules.travelBufferMinutes * MINUTE_MS;
    const load = await loadDay(
      db,
      { ...rules, now: () => Number.NEGATIVE_INFINITY },
      { subCategoryId, date, durationMinutes: duration, from: midnight - buffer, to: midnight + DAY_MS + buffer, area },
    );
    return daySlots(load).map((slot) => ({
      start: slot.start,
      startIso: toKuwaitIso(slot.start),
      endIso: toKuwaitIso(slot.end),
      free: slot.available,
    }));
  });
  // The slots come in order of start: those too soon are the first ones.
  const tooSoon = kept.filter((slot) => startsTooSoon(slot.start, now)).length;
  return {
    key: `${day}:${version}:${tooSoon}`,
    slots: () =>
      kept.map((slot, index) => ({ start: slot.startIso, end: slot.endIso, available: slot.free && index >= tooSoon })),
  };
}

/** The namespace of the slots' advisory locks (the first key of pg_advisory_xact_lock(int, int)): "slot" in ASCII. */
const SLOT_LOCK_CLASS = 0x736c6f74;

/**
 * A slot to hold; `exceptBookingId`: the order being rescheduled, whose own booking does not count against it;
 * `area`: the address's, so only the partners who go there count.
 */
export type SlotHold = {
  subCategoryId: string;
  start: Date | string;
  durationMinutes: number;
  exceptBookingId?: string;
  area?: string;
};

/** Waits for the sub-category's slot lock (inside a transaction): whatever could change who is free there waits too. */
export async function lockSubCategorySlots(tx: Tx, subCategoryId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_CLASS}, hashtext(${subCategoryId}))`);
}

/**
 * Holds a slot for an order being placed, inside its transaction: waits for the sub-category's advisory lock (held
 * until the transaction ends, so concurrent orders of one sub-category check and insert one after another), checks
 * the slot again, and answers its free partners, best rated first, for the caller to assign. The caller then
 * inserts the booking with slotStart, slotEnd and subCategoryId before committing. A partner has one skill, so a
 * lock per sub-category serializes every order that could take the same partner.
 * 400 for a start that is no slot of a bookable day; 409 when it starts too soon or no partner is free.
 */
export async function holdSlot(tx: Tx, rules: SlotRules, hold: SlotHold): Promise<string[]> {
  const { durationMinutes, subCategoryId } = hold;
  if (
    !Number.isInteger(durationMinutes) ||
    durationMinutes < SLOT_DURATION_MIN_MINUTES ||
    durationMinutes > SLOT_DURATION_MAX_MINUTES
  ) {
    throw badRequest('validation.slots.duration', { duration: 'validation.slots.duration' });
  }
  const start = new Date(hold.start).getTime();
  if (Number.isNaN(start)) throw badRequest('errors.slots.notASlot', { slotStart: 'errors.slots.notASlot' });
  const date = kuwaitDate(start);
  if ((start - kuwaitMidnight(date)) % (SLOT_STEP_MINUTES * MINUTE_MS) !== 0) {
    throw badRequest('errors.slots.notASlot', { slotStart: 'errors.slots.notASlot' });
  }
  const now = rules.now?.() ?? Date.now();
  checkBookableDate(date, now);
  if (start < now + SLOT_MIN_LEAD_MINUTES * MINUTE_MS) throw conflict('errors.slots.tooSoon');

  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_CLASS}, hashtext(${subCategoryId}))`);
  const buffer = rules.travelBufferMinutes * MINUTE_MS;
  const load = await loadDay(
    tx,
    { ...rules, now: () => now },
    {
      subCategoryId,
      date,
      durationMinutes,
      from: start - buffer,
      to: start + durationMinutes * MINUTE_MS + buffer,
      exceptBookingId: hold.exceptBookingId,
      area: hold.area,
    },
  );
  const slot = slotState(load, start);
  if (!slot.available) throw conflict('errors.slots.taken');
  return slot.freePartnerIds;
}

/**
 * The sub-category's partners free for [start, start + durationMinutes), each on their own (their hours, day off
 * and bookings with the travel buffer; `exceptBookingId`'s own booking left out), best rated first. Unlike
 * holdSlot it neither refuses a slot in the past or too soon (an admin assigns orders whatever their time) nor
 * counts the unassigned orders around it: it says who could take this order. `lock` takes the sub-category's
 * advisory lock first (inside a transaction), so an assignment and a new order do not both take one partner.
 */
export async function partnersFreeAt(tx: Tx, rules: SlotRules, at: SlotHold & { lock?: boolean }): Promise<string[]> {
  const start = new Date(at.start).getTime();
  if (at.lock) await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_CLASS}, hashtext(${at.subCategoryId}))`);
  const buffer = rules.travelBufferMinutes * MINUTE_MS;
  const load = await loadDay(
    tx,
    { ...rules, now: () => 0 },
    {
      subCategoryId: at.subCategoryId,
      date: kuwaitDate(start),
      durationMinutes: at.durationMinutes,
      from: start - buffer,
      to: start + at.durationMinutes * MINUTE_MS + buffer,
      exceptBookingId: at.exceptBookingId,
      area: at.area,
    },
  );
  const ownBookings = load.bookings.filter((booking) => booking.partnerId !== null);
  return slotState({ ...load, bookings: ownBookings }, start).freePartnerIds;
}
