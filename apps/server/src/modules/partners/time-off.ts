import { and, asc, eq, gte, lt, notInArray } from 'drizzle-orm';
import { TIME_OFF_MAX_DAYS_AHEAD } from '@khidma/shared/constants';
import { addKuwaitDays, kuwaitDate, kuwaitMidnight } from '@khidma/shared/kuwait-time';
import type { TimeOff, TimeOffInput } from '@khidma/shared/schemas/operations';
import type { Db, Tx } from '../../db/client';
import { bookings, partnerTimeOff, servicePartners } from '../../db/schema';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../errors';
import { lockSubCategorySlots } from '../slots/service';

const timeOffRow = { _id: partnerTimeOff.id, date: partnerTimeOff.date, reason: partnerTimeOff.reason };

/** GET .../time_off: the partner's days off from today (Kuwait) on, soonest first; past ones no longer matter. */
export function listTimeOff(db: Db, partnerId: string, now = Date.now()): Promise<TimeOff[]> {
  return db
    .select(timeOffRow)
    .from(partnerTimeOff)
    .where(and(eq(partnerTimeOff.partnerId, partnerId), gte(partnerTimeOff.date, kuwaitDate(now))))
    .orderBy(asc(partnerTimeOff.date));
}

/**
 * POST .../time_off: a Kuwait day from today to a year ahead. A day already off is a 409, decided by the unique
 * index (partner, date), so two requests racing for it cannot both add it.
 */
export async function addTimeOff(db: Db, partnerId: string, input: TimeOffInput, now = Date.now()): Promise<TimeOff> {
  const today = kuwaitDate(now);
  if (input.date < today) throw badRequest('errors.partners.timeOffPast', { date: 'errors.partners.timeOffPast' });
  if (input.date > addKuwaitDays(today, TIME_OFF_MAX_DAYS_AHEAD)) {
    throw badRequest('errors.partners.timeOffTooFar', { date: 'errors.partners.timeOffTooFar' });
  }
  try {
    return await db.transaction(async (tx) => {
      await refuseOverJobs(tx, partnerId, input.date);
      const [row] = await tx
        .insert(partnerTimeOff)
        .values({ partnerId, date: input.date, reason: input.reason ?? '' })
        .returning(timeOffRow);
      return row!;
    });
  } catch (error) {
    if (violatedUniqueIndex(error) === 'partner_time_off_partner_date_key') {
      throw conflict('errors.partners.timeOffExists', { date: 'errors.partners.timeOffExists' });
    }
    throw error;
  }
}

/**
 * A day off over jobs the partner still holds is refused (409 naming them): an admin reassigns them first
 * (docs/decisions/2026-11-26-day-off-over-jobs.md). Under the partner's sub-category slot lock, so an assignment
 * or a new order for that day cannot slip in between this check and the day off.
 */
async function refuseOverJobs(tx: Tx, partnerId: string, date: string): Promise<void> {
  const [partner] = await tx
    .select({ subCategoryId: servicePartners.subCategoryId })
    .from(servicePartners)
    .where(eq(servicePartners.id, partnerId));
  if (partner?.subCategoryId) await lockSubCategorySlots(tx, partner.subCategoryId);
  const jobs = await tx
    .select({ ordId: bookings.ordId })
    .from(bookings)
    .where(
      and(
        eq(bookings.servicePartnerId, partnerId),
        notInArray(bookings.ordStatus, ['Completed', 'Cancelled']),
        gte(bookings.slotStart, new Date(kuwaitMidnight(date))),
        lt(bookings.slotStart, new Date(kuwaitMidnight(addKuwaitDays(date, 1)))),
      ),
    )
    .orderBy(asc(bookings.slotStart));
  if (!jobs.length) return;
  const names = jobs.map((job) => job.ordId).join(', ');
  throw conflict('errors.partners.timeOffOverJobs', { date: 'errors.partners.timeOffOverJobs' }, { jobs: names });
}

/** DELETE .../time_off/{id}: the day is a working day again. Another partner's entry is as unknown as none. */
export async function removeTimeOff(db: Db, partnerId: string, id: string): Promise<void> {
  const removed = await db
    .delete(partnerTimeOff)
    .where(and(eq(partnerTimeOff.id, id), eq(partnerTimeOff.partnerId, partnerId)))
    .returning({ id: partnerTimeOff.id });
  if (!removed.length) throw notFound('errors.partners.timeOffNotFound');
}
