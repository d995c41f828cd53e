import { and, asc, eq, gte } from 'drizzle-orm';
import { TIME_OFF_MAX_DAYS_AHEAD } from '@khidma/shared/constants';
import { addKuwaitDays, kuwaitDate } from '@khidma/shared/kuwait-time';
import type { TimeOff, TimeOffInput } from '@khidma/shared/schemas/operations';
import type { Db } from '../../db/client';
import { partnerTimeOff } from '../../db/schema';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../errors';

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
    const [row] = await db
      .insert(partnerTimeOff)
      .values({ partnerId, date: input.date, reason: input.reason ?? '' })
      .returning(timeOffRow);
    return row!;
  } catch (error) {
    if (violatedUniqueIndex(error) === 'partner_time_off_partner_date_key') {
      throw conflict('errors.partners.timeOffExists', { date: 'errors.partners.timeOffExists' });
    }
    throw error;
  }
}

/** DELETE .../time_off/{id}: the day is a working day again. Another partner's entry is as unknown as none. */
export async function removeTimeOff(db: Db, partnerId: string, id: string): Promise<void> {
  const removed = await db
    .delete(partnerTimeOff)
    .where(and(eq(partnerTimeOff.id, id), eq(partnerTimeOff.partnerId, partnerId)))
    .returning({ id: partnerTimeOff.id });
  if (!removed.length) throw notFound('errors.partners.timeOffNotFound');
}
