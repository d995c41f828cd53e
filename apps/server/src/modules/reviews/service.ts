import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookingLines, bookings, servicePartners, services } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import type { FastifyInstance } from 'fastify';

/**
 * What a rating changes: the database, and for a service the catalogue every server process caches (overallRating
 * and reviewscount), so a service's rating is written through app.changeCatalog.
 */
export type RatingContext = { db: Db; changeCatalog: FastifyInstance['changeCatalog'] };

/**
 * Ratings and reviews of spec §2 Order details: only the order's owner, only on a Completed order, only for a
 * service of that order or its assigned partner. A changed rating replaces the old one in the service's (or the
 * partner's) running total, so overallRating and reviewscount stay exact.
 */
async function completedOrder(tx: Tx, userId: string, ordId: string) {
  const [order] = await tx
    .select({
      id: bookings.id,
      userId: bookings.userId,
      ordStatus: bookings.ordStatus,
      servicePartnerId: bookings.servicePartnerId,
      partnerRating: bookings.partnerRating,
    })
    .from(bookings)
    .where(eq(bookings.ordId, ordId))
    .limit(1)
    .for('update');
  if (!order) throw notFound('errors.orders.notFound');
  if (order.userId !== userId) throw forbidden();
  if (order.ordStatus !== 'Completed') throw conflict('errors.reviews.notCompleted');
  return order;
}

async function orderLine(tx: Tx, bookingId: string, serviceId: string) {
  const [line] = await tx
    .select({ id: bookingLines.id, userRating: bookingLines.userRating })
    .from(bookingLines)
    .where(and(eq(bookingLines.bookingId, bookingId), eq(bookingLines.serviceId, serviceId)))
    .limit(1);
  if (!line) throw notFound('errors.reviews.serviceNotInOrder');
  return line;
}

/** The running total after `previous` (if any) is replaced by `rating`. */
function ratingChange(previous: number | null, rating: number) {
  return { total: rating - (previous ?? 0), count: previous === null ? 1 : 0 };
}

/**
 * A service's overallRating and reviewscount are catalogue data: every process's cached catalogue is emptied when
 * the write commits (app.changeCatalog).
 */
export async function rateService(
  { changeCatalog }: RatingContext,
  userId: string,
  ordId: string,
  serviceId: string,
  rating: number,
): Promise<void> {
  await changeCatalog(
    async (tx) => {
      const order = await completedOrder(tx, userId, ordId);
      const line = await orderLine(tx, order.id, serviceId);
      // The same rating again changes nothing, in the catalogue neither.
      if (line.userRating === rating) return false;
      const change = ratingChange(line.userRating, rating);
      await tx
        .update(bookingLines)
        .set({ userRating: rating, ratedAt: new Date() })
        .where(eq(bookingLines.id, line.id));
      await tx
        .update(services)
        .set({
          ratingTotal: sql`${services.ratingTotal} + ${change.total}`,
          ratingCount: sql`${services.ratingCount} + ${change.count}`,
        })
        .where(eq(services.id, serviceId));
      return true;
    },
    { changed: (written) => written },
  );
}

export async function reviewService(db: Db, userId: string, ordId: string, serviceId: string, review: string) {
  await db.transaction(async (tx) => {
    const order = await completedOrder(tx, userId, ordId);
    const line = await orderLine(tx, order.id, serviceId);
    await tx.update(bookingLines).set({ userReview: review, ratedAt: new Date() }).where(eq(bookingLines.id, line.id));
  });
}

async function assignedPartner(tx: Tx, userId: string, ordId: string, partnerId: string) {
  const order = await completedOrder(tx, userId, ordId);
  if (order.servicePartnerId !== partnerId) throw notFound('errors.reviews.partnerNotInOrder');
  return order;
}

/** A partner's rating is not catalogue data: no cache to empty. */
export async function ratePartner(
  { db }: RatingContext,
  userId: string,
  ordId: string,
  partnerId: string,
  rating: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await assignedPartner(tx, userId, ordId, partnerId);
    if (order.partnerRating === rating) return false;
    const change = ratingChange(order.partnerRating, rating);
    await tx.update(bookings).set({ partnerRating: rating }).where(eq(bookings.id, order.id));
    await tx
      .update(servicePartners)
      .set({
        ratingTotal: sql`${servicePartners.ratingTotal} + ${change.total}`,
        ratingCount: sql`${servicePartners.ratingCount} + ${change.count}`,
      })
      .where(eq(servicePartners.id, partnerId));
    return true;
  });
}

export async function reviewPartner(db: Db, userId: string, ordId: string, partnerId: string, review: string) {
  await db.transaction(async (tx) => {
    const order = await assignedPartner(tx, userId, ordId, partnerId);
    await tx.update(bookings).set({ partnerReview: review }).where(eq(bookings.id, order.id));
  });
}
