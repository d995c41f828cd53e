import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '@khidma/shared/languages';
import { filsToKd } from '@khidma/shared/money';
import type { Category, Logo, Review, Service, SubCategory } from '@khidma/shared/schemas/catalog';
import type { Db, Tx } from '../../db/client';
import { categories, logos, reviews, services, subCategories } from '../../db/schema';
import { notFound } from '../../errors';
import { translate } from '../../lib/i18n';

/** How many services the home page's Top Rated and best-seller lists carry. */
const TOP_RATED_LIMIT = 9;
const BEST_SELLERS_LIMIT = 9;

/** A catalogue name column in the reader's language: the API field stays the same (spec §3), its value changes. */
function nameIn(table: typeof categories | typeof subCategories, language: Language) {
  return language === 'ar' ? table.nameAr : table.name;
}

export async function listCategories(db: Db, language: Language): Promise<Category[]> {
  const rows = await db
    .select({ _id: categories.id, SrvCategoryName: nameIn(categories, language), Image: categories.image })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows;
}

export async function listLogos(db: Db): Promise<Logo[]> {
  return db.select({ _id: logos.id, logo: logos.logo }).from(logos).orderBy(asc(logos.createdAt));
}

export async function listSubCategories(db: Db, categoryId: string, language: Language): Promise<SubCategory[]> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw notFound('errors.catalog.categoryNotFound');
  return db
    .select({
      _id: subCategories.id,
      SrvSubCategoryName: nameIn(subCategories, language),
      SrvCategoryId: categories.id,
      SrvCategoryName: nameIn(categories, language),
      Image: subCategories.image,
    })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(eq(subCategories.categoryId, categoryId))
    .orderBy(asc(subCategories.sortOrder), asc(subCategories.name));
}

export async function listReviews(db: Db): Promise<Review[]> {
  const rows = await db
    .select({
      _id: reviews.id,
      rating: reviews.rating,
      review: reviews.review,
      userName: reviews.userName,
      userTitle: reviews.userTitle,
    })
    .from(reviews)
    .orderBy(desc(reviews.createdAt), asc(reviews.id));
  return rows.map(({ userTitle, ...review }) => (userTitle ? { ...review, userTitle } : review));
}

/** "45 mins", "1 hr", "1 hr 30 mins", "3 hrs". */
/** ServiceTime: '1 hr 30 mins', '45 mins', 'ساعة و30 دقيقة', in the reader's language. */
export function formatDuration(minutes: number, language: Language): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hoursPart = translate(language, 'messages.duration.hours', { count: hours });
  const minutesPart = translate(language, 'messages.duration.minutes', { count: rest });
  if (hours === 0) return minutesPart;
  if (rest === 0) return hoursPart;
  return translate(language, 'messages.duration.both', { hours: hoursPart, minutes: minutesPart });
}

const serviceColumns = {
  id: services.id,
  name: services.name,
  description: services.description,
  nameAr: services.nameAr,
  descriptionAr: services.descriptionAr,
  durationMinutes: services.durationMinutes,
  priceFils: services.priceFils,
  displayPriceFils: services.displayPriceFils,
  image: services.image,
  ratingTotal: services.ratingTotal,
  ratingCount: services.ratingCount,
  subCategoryId: subCategories.id,
  subCategoryName: subCategories.name,
  subCategoryNameAr: subCategories.nameAr,
  categoryId: categories.id,
  categoryName: categories.name,
  categoryNameAr: categories.nameAr,
  active: services.active,
};

export type ServiceRow = {
  id: string;
  name: string;
  description: string;
  nameAr: string;
  descriptionAr: string;
  durationMinutes: number;
  priceFils: number;
  displayPriceFils: number;
  image: string;
  ratingTotal: number;
  ratingCount: number;
  subCategoryId: string;
  subCategoryName: string;
  subCategoryNameAr: string;
  categoryId: string;
  categoryName: string;
  categoryNameAr: string;
};

/**
 * A service row as the API shows it (spec §3 field names; KD numbers; rating rounded to one decimal), its names
 * and description in the reader's language.
 */
export function toService(row: ServiceRow, language: Language): Service {
  const arabic = language === 'ar';
  return {
    _id: row.id,
    ServiceName: arabic ? row.nameAr : row.name,
    ServiceTime: formatDuration(row.durationMinutes, language),
    Description: arabic ? row.descriptionAr : row.description,
    DisplayPrice: filsToKd(row.displayPriceFils),
    Price: filsToKd(row.priceFils),
    overallRating: row.ratingCount > 0 ? Math.round((row.ratingTotal / row.ratingCount) * 10) / 10 : 0,
    reviewscount: row.ratingCount,
    Image: row.image,
    SrvCategoryId: row.categoryId,
    SrvCategoryName: arabic ? row.categoryNameAr : row.categoryName,
    SrvSubCategoryId: row.subCategoryId,
    SrvSubCategoryName: arabic ? row.subCategoryNameAr : row.subCategoryName,
  };
}

/** Services with their sub-category and category names; callers add where and order. */
export function selectServices(db: Tx) {
  return db
    .select(serviceColumns)
    .from(services)
    .innerJoin(subCategories, eq(subCategories.id, services.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId));
}

/** Every service in the catalogue, in catalogue order (category, sub-category, name), in both languages. */
export async function listServiceRows(db: Db): Promise<ServiceRow[]> {
  return selectServices(db)
    .where(eq(services.active, true))
    .orderBy(asc(categories.sortOrder), asc(subCategories.sortOrder), asc(services.createdAt), asc(services.id));
}

export async function listServicesBySubCategory(db: Db, subCategoryId: string, language: Language): Promise<Service[]> {
  const [subCategory] = await db
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(eq(subCategories.id, subCategoryId));
  if (!subCategory) throw notFound('errors.catalog.subCategoryNotFound');
  const rows = await selectServices(db)
    .where(and(eq(services.subCategoryId, subCategoryId), eq(services.active, true)))
    .orderBy(asc(services.createdAt), asc(services.id));
  return rows.map((row) => toService(row, language));
}

/** One service; a retired one is still found (orders and carts point at it). */
export async function getService(db: Db, serviceId: string, language: Language): Promise<Service> {
  const [row] = await selectServices(db).where(eq(services.id, serviceId));
  if (!row) throw notFound('errors.catalog.serviceNotFound');
  return toService(row, language);
}

/** Highest average rating first; among equals, the most rated. Services with few ratings wait their turn. */
export async function listTopRated(db: Db, language: Language): Promise<Service[]> {
  const rows = await selectServices(db)
    .where(and(eq(services.active, true), sql`${services.ratingCount} >= 5`))
    .orderBy(
      desc(sql`${services.ratingTotal}::float / ${services.ratingCount}`),
      desc(services.ratingCount),
      asc(services.id),
    )
    .limit(TOP_RATED_LIMIT);
  return rows.map((row) => toService(row, language));
}

export async function listBestSellers(db: Db, language: Language): Promise<Service[]> {
  const rows = await selectServices(db)
    .where(eq(services.active, true))
    .orderBy(desc(services.salesCount), asc(services.id))
    .limit(BEST_SELLERS_LIMIT);
  return rows.map((row) => toService(row, language));
}

/**
 * The image a catalogue deep link shows first (its LCP), in one `select image … limit 1`: the service's own (a
 * retired one too, as getService), or that of the first card of a sub-category's list; undefined when none.
 */
export async function findPageImage(db: Db, page: 'service' | 'services', id: string): Promise<string | undefined> {
  const query = db.select({ image: services.image }).from(services);
  const [row] =
    page === 'service'
      ? await query.where(eq(services.id, id)).limit(1)
      : await query
          .where(and(eq(services.subCategoryId, id), eq(services.active, true)))
          .orderBy(asc(services.createdAt), asc(services.id))
          .limit(1);
  return row?.image;
}
