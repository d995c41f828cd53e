import { and, asc, desc, eq, gte, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Language } from '@khidma/shared/languages';
import type { Job, JOB_VIEWS } from '@khidma/shared/schemas/operations';
import type { Db, Tx } from '../../db/client';
import { bookings, orderEvents, servicePartners, users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { formatDuration } from '../catalog/service';
import { FINAL_STATUSES, kuwaitDayOf, linesOf, orderBasics, whereReference } from './queries';

/** The partner portal's views of its jobs. */

type JobView = (typeof JOB_VIEWS)[number];

/** The partner (service_partners row) whose login is `userId`; a partner account without one gets 403. */
export async function partnerOf(db: Db, userId: string): Promise<string> {
  const [partner] = await db
    .select({ id: servicePartners.id })
    .from(servicePartners)
    .where(eq(servicePartners.userId, userId))
    .limit(1);
  if (!partner) throw forbidden();
  return partner.id;
}

function selectJobs(db: Tx) {
  return db
    .select({
      id: bookings.id,
      ordId: bookings.ordId,
      ordStatus: bookings.ordStatus,
      orderedDate: bookings.orderedDate,
      customerName: users.name,
      addressSnapshot: bookings.addressSnapshot,
      paymentType: bookings.paymentType,
      paymentStatus: bookings.paymentStatus,
      totalFils: bookings.totalFils,
      servicePartnerId: bookings.servicePartnerId,
      slotStart: bookings.slotStart,
      slotEnd: bookings.slotEnd,
      completedAt: sql<Date | null>`(select max(${orderEvents.createdAt}) from ${orderEvents}
        where ${orderEvents.bookingId} = ${bookings.id} and ${orderEvents.toStatus} = 'Completed')`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId));
}
type JobRow = Awaited<ReturnType<ReturnType<typeof selectJobs>['execute']>>[number];

/** How long after completing a job its partner still sees the customer's name, phone and address. */
const KEEP_CONTACT_AFTER_COMPLETION_MS = 7 * 24 * 60 * 60_000;

/**
 * The customer's contact stays with the partner only while the job needs it: not once it is cancelled (also before
 * the partner accepted), nor 7 days after its completion (docs/decisions/2026-11-26-partner-data-retention.md).
 */
function keepsContact(row: JobRow, now: Date): boolean {
  if (row.ordStatus === 'Cancelled') return false;
  if (!row.completedAt) return true;
  return now.getTime() - row.completedAt.getTime() < KEEP_CONTACT_AFTER_COMPLETION_MS;
}

async function toJobs(db: Tx, rows: JobRow[], language: Language, now = new Date()): Promise<Job[]> {
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...orderBasics(row),
    // Only what the visit needs of the customer: a first name to greet, and the address's phone.
    ...(keepsContact(row, now)
      ? {
          customerFirstName: row.customerName.trim().split(/\s+/)[0] ?? '',
          phone: row.addressSnapshot.phoneNo,
          ServiceAddress: row.addressSnapshot,
        }
      : { customerFirstName: null, phone: null, ServiceAddress: null }),
    area: row.addressSnapshot.area,
    services: lines
      .filter((line) => line.bookingId === row.id)
      .map(({ snapshot, minutes }) => ({
        ServiceName: (language === 'ar' ? snapshot.ServiceNameAr : undefined) ?? snapshot.ServiceName,
        ServiceTime: formatDuration(minutes, language),
      })),
  }));
}

/** When a job happens: its slot's start, or (an order placed before slots) when it was ordered. */
const jobTime = sql<Date>`coalesce(${bookings.slotStart}, ${bookings.orderedDate})`;

/**
 * GET partner/jobs: `today` = the partner's orders of the current Kuwait day (by their slot, by orderedDate for an
 * order without one); `upcoming` = those not finished and not of today, the soonest first; `past` = Completed and
 * Cancelled ones, the latest 100.
 */
export async function partnerJobs(
  db: Db,
  partnerId: string,
  view: JobView,
  language: Language,
  now = new Date(),
): Promise<Job[]> {
  const { start, end } = kuwaitDayOf(now);
  const mine = eq(bookings.servicePartnerId, partnerId);
  const query = selectJobs(db);
  const rows =
    view === 'today'
      ? await query.where(and(mine, gte(jobTime, start), lt(jobTime, end))).orderBy(asc(jobTime), asc(bookings.id))
      : view === 'upcoming'
        ? await query
            .where(and(mine, notInArray(bookings.ordStatus, FINAL_STATUSES), or(lt(jobTime, start), gte(jobTime, end))))
            .orderBy(asc(jobTime), asc(bookings.id))
        : await query
            .where(and(mine, inArray(bookings.ordStatus, FINAL_STATUSES)))
            .orderBy(desc(jobTime), desc(bookings.id))
            .limit(100);
  return toJobs(db, rows, language, now);
}

/** One job: 404 when there is no such order, 403 when it is not this partner's. */
export async function partnerJob(db: Db, partnerId: string, reference: string, language: Language): Promise<Job> {
  const [row] = await selectJobs(db).where(whereReference(reference)).limit(1);
  if (!row) throw notFound('errors.orders.notFound');
  if (row.servicePartnerId !== partnerId) throw forbidden();
  const [job] = await toJobs(db, [row], language);
  return job!;
}

/** A job as it is now, whoever holds it: the answer to its partner's move or decline. */
export async function jobAfterChange(db: Db, bookingId: string, language: Language): Promise<Job> {
  const [row] = await selectJobs(db).where(eq(bookings.id, bookingId)).limit(1);
  const [job] = await toJobs(db, [row!], language);
  return job!;
}
