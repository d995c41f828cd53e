import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  SERVICE_REVIEWS_PAGE_SIZE,
  type RatingSummary,
  type ServiceReviewsPage,
} from '@khidma/shared/schemas/service-reviews';
import type { Db } from '../../db/client';
import { bookingLines, bookings, servicePartners, services, users } from '../../db/schema';
import { notFound } from '../../errors';

/** "Fatima Al-Sabah" -> "Fatima": a public page names a reviewer by first name only. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

const rated = (serviceId: string) => and(eq(bookingLines.serviceId, serviceId), isNotNull(bookingLines.userRating));

/** When the line was rated (the migration dated the lines rated before ratedAt existed). */
const ratedAt = sql<Date>`coalesce(${bookingLines.ratedAt}, ${bookings.updatedAt})`;

async function ratingSummary(db: Db, serviceId: string): Promise<RatingSummary> {
  const rows = await db
    .select({ rating: bookingLines.userRating, n: sql<number>`count(*)::int` })
    .from(bookingLines)
    .where(rated(serviceId))
    .groupBy(bookingLines.userRating);
  const stars = [0, 0, 0, 0, 0];
  let total = 0;
  for (const { rating, n } of rows) {
    if (rating === null || rating < 1 || rating > 5) continue;
    stars[rating - 1] = n;
    total += rating * n;
  }
  const count = stars.reduce((sum, n) => sum + n, 0);
  return { average: count ? Math.round((total / count) * 10) / 10 : 0, count, stars };
}

/**
 * A service's ratings and reviews, newest first, read from the order lines themselves (not cached), so a
 * customer's own review shows the moment it is written. Only what a public page may show leaves here: the
 * reviewer's first name, never their surname, email or phone.
 */
export async function listServiceReviews(db: Db, serviceId: string, page: number): Promise<ServiceReviewsPage> {
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
  if (!service) throw notFound('errors.catalog.serviceNotFound');
  const pageSize = SERVICE_REVIEWS_PAGE_SIZE;
  const rows = await db
    .select({
      id: bookingLines.id,
      rating: bookingLines.userRating,
      review: bookingLines.userReview,
      name: users.name,
      ratedAt,
      partnerName: servicePartners.name,
    })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(servicePartners, eq(servicePartners.id, bookings.servicePartnerId))
    .where(rated(serviceId))
    .orderBy(sql`${bookingLines.ratedAt} desc nulls last`, desc(bookingLines.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const summary = await ratingSummary(db, serviceId);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      rating: row.rating ?? 0,
      review: row.review ?? '',
      firstName: firstName(row.name),
      date: new Date(row.ratedAt).toISOString(),
      partnerName: row.partnerName ?? '',
    })),
    total: summary.count,
    page,
    pageSize,
    summary,
  };
}
