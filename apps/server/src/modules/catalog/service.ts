import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@khidma/shared/languages';
import { filsToKd, kdToFils } from '@khidma/shared/money';
import type { Category, Logo, Review, Service, ServiceWithContent, SubCategory } from '@khidma/shared/schemas/catalog';
import type {
  AdminCategory,
  AdminService,
  AdminServicesQuery,
  AdminSubCategory,
  CategoryInput,
  Page,
  ServiceInput,
  SubCategoryInput,
} from '@khidma/shared/schemas/operations';
import { contentIn } from '@khidma/shared/schemas/service-content';
import type { Db, Tx } from '../../db/client';
import { categories, logos, reviews, services, subCategories } from '../../db/schema';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../errors';
import { translate } from '../../lib/i18n';
import { containsPattern, pageAnswer, pageWindow } from '../../lib/paging';
import { getServiceContent } from './content';

/** How many services the home page's Top Rated and best-seller lists carry. */
const TOP_RATED_LIMIT = 9;
const BEST_SELLERS_LIMIT = 9;

/** A catalogue name column in the reader's language: the API field stays the same (spec §3), its value changes. */
function nameIn(table: typeof categories | typeof subCategories, language: Language) {
  return language === 'ar' ? table.nameAr : table.name;
}

/** A service the customer pages show: itself, its sub-category and its category active (not hidden by an admin). */
const onSale = () => and(eq(services.active, true), eq(subCategories.active, true), eq(categories.active, true));

export async function listCategories(db: Db, language: Language): Promise<Category[]> {
  const rows = await db
    .select({ _id: categories.id, SrvCategoryName: nameIn(categories, language), Image: categories.image })
    .from(categories)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows;
}

export async function listLogos(db: Db): Promise<Logo[]> {
  return db.select({ _id: logos.id, logo: logos.logo }).from(logos).orderBy(asc(logos.createdAt));
}

export async function listSubCategories(db: Db, categoryId: string, language: Language): Promise<SubCategory[]> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.active, true)));
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
    .where(and(eq(subCategories.categoryId, categoryId), eq(subCategories.active, true)))
    .orderBy(asc(subCategories.sortOrder), asc(subCategories.name));
}

export async function listReviews(db: Db, language: Language): Promise<Review[]> {
  const arabic = language === 'ar';
  const rows = await db
    .select({
      _id: reviews.id,
      rating: reviews.rating,
      review: arabic ? sql<string>`coalesce(${reviews.reviewAr}, ${reviews.review})` : reviews.review,
      userName: arabic ? sql<string>`coalesce(${reviews.userNameAr}, ${reviews.userName})` : reviews.userName,
      // An Arabic title only beside an Arabic review: an English review keeps its English title.
      userTitle: arabic
        ? sql<
            string | null
          >`case when ${reviews.reviewAr} is null then ${reviews.userTitle} else ${reviews.userTitleAr} end`
        : reviews.userTitle,
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
  /** On sale: the service and its whole branch active, so a cart or an order treats a hidden branch as retired. */
  active: sql<boolean>`(${services.active} and ${subCategories.active} and ${categories.active})`.as('on_sale'),
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
    DurationMinutes: row.durationMinutes,
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

/** Services with their sub-category and category names (and any `extra` columns); callers add where and order. */
export function selectServices<Extra extends Record<string, PgColumn> = Record<never, PgColumn>>(
  db: Tx,
  extra?: Extra,
) {
  return db
    .select({ ...serviceColumns, ...(extra as Extra) })
    .from(services)
    .innerJoin(subCategories, eq(subCategories.id, services.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId));
}

/** Every service in the catalogue, in catalogue order (category, sub-category, name), in both languages. */
export async function listServiceRows(db: Db): Promise<ServiceRow[]> {
  return selectServices(db)
    .where(onSale())
    .orderBy(asc(categories.sortOrder), asc(subCategories.sortOrder), asc(services.createdAt), asc(services.id));
}

export async function listServicesBySubCategory(db: Db, subCategoryId: string, language: Language): Promise<Service[]> {
  const [subCategory] = await db
    .select({ id: subCategories.id })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(and(eq(subCategories.id, subCategoryId), eq(subCategories.active, true), eq(categories.active, true)));
  if (!subCategory) throw notFound('errors.catalog.subCategoryNotFound');
  const rows = await selectServices(db)
    .where(and(eq(services.subCategoryId, subCategoryId), onSale()))
    .orderBy(asc(services.createdAt), asc(services.id));
  return rows.map((row) => toService(row, language));
}

/**
 * One service; a retired one is still found (orders and carts point at it), but not one whose category or
 * sub-category an admin hid: that whole branch left the site.
 */
export async function getService(db: Db, serviceId: string, language: Language): Promise<ServiceWithContent> {
  const [row] = await selectServices(db).where(
    and(eq(services.id, serviceId), eq(subCategories.active, true), eq(categories.active, true)),
  );
  if (!row) throw notFound('errors.catalog.serviceNotFound');
  // The page's content only here: the lists of services stay as small as they were.
  return { ...toService(row, language), Content: contentIn(await getServiceContent(db, serviceId), language) };
}

/** Highest average rating first; among equals, the most rated. Services with few ratings wait their turn. */
export async function listTopRated(db: Db, language: Language): Promise<Service[]> {
  const rows = await selectServices(db)
    .where(and(onSale(), sql`${services.ratingCount} >= 5`))
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
    .where(onSale())
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

/**
 * What the catalogue pages' URLs may name: every sub-category on the site with its category's names (a services
 * list's path carries one), and every service on the site with its own sub-category (a retired one too, as
 * getService finds it).
 */
export async function listPageSubjects(db: Db) {
  const branchOnSite = and(eq(subCategories.active, true), eq(categories.active, true));
  const [subCategoryRows, serviceRows] = await Promise.all([
    db
      .select({ id: subCategories.id, categoryName: categories.name, categoryNameAr: categories.nameAr })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .where(branchOnSite),
    db
      .select({ id: services.id, subCategoryId: services.subCategoryId })
      .from(services)
      .innerJoin(subCategories, eq(subCategories.id, services.subCategoryId))
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .where(branchOnSite),
  ]);
  return { subCategories: subCategoryRows, services: serviceRows };
}

// ---------------------------------------------------------------- administration (the console, issue 13)

/** Whether a URL is an image uploads3 issued to the admin sending the request. */
export type OwnsImage = (url: string) => Promise<boolean>;

const categoryRow = {
  _id: categories.id,
  name: categories.name,
  nameAr: categories.nameAr,
  image: categories.image,
  sortOrder: categories.sortOrder,
  active: categories.active,
};
const subCategoryRow = {
  _id: subCategories.id,
  categoryId: subCategories.categoryId,
  name: subCategories.name,
  nameAr: subCategories.nameAr,
  image: subCategories.image,
  sortOrder: subCategories.sortOrder,
  active: subCategories.active,
  // Kept in basis points, shown in percent (the ledger's commission, orders/money.ts).
  commissionPercent: sql<number | null>`${subCategories.commissionRateBp} / 100.0`.mapWith((value) =>
    value === null ? null : Number(value),
  ),
};
const serviceRow = {
  _id: services.id,
  subCategoryId: services.subCategoryId,
  name: services.name,
  nameAr: services.nameAr,
  description: services.description,
  descriptionAr: services.descriptionAr,
  durationMinutes: services.durationMinutes,
  priceFils: services.priceFils,
  displayPriceFils: services.displayPriceFils,
  image: services.image,
  active: services.active,
};

type AdminServiceRow = Omit<AdminService, 'Price' | 'DisplayPrice'> & { priceFils: number; displayPriceFils: number };

function toAdminService({ priceFils, displayPriceFils, ...row }: AdminServiceRow): AdminService {
  return { ...row, Price: filsToKd(priceFils), DisplayPrice: filsToKd(displayPriceFils) };
}

const IMAGE_OF = { category: categories, subCategory: subCategories, service: services } as const;

/**
 * A new or changed image must be one the admin uploaded; an unchanged one stays whatever it is (the seed's). Checked
 * before the write's transaction: PGlite has one connection, which the transaction holds.
 */
export async function checkCatalogImage(
  db: Db,
  what: keyof typeof IMAGE_OF,
  image: string,
  ownsImage: OwnsImage,
  id?: string,
): Promise<void> {
  const table = IMAGE_OF[what];
  const [current] = id ? await db.select({ image: table.image }).from(table).where(eq(table.id, id)) : [];
  if (image !== current?.image && !(await ownsImage(image))) {
    throw badRequest('errors.catalog.uploadAgain', { image: 'errors.catalog.uploadAgain' });
  }
}

/**
 * A name already used by a sibling (another category; another sub-category of the category; another service of the
 * sub-category), in either language, compared without case: a 409 naming the field.
 */
async function checkNames(
  db: Tx,
  table: typeof categories | typeof subCategories | typeof services,
  input: { name: string; nameAr: string },
  siblings: SQL | undefined,
  self?: string,
): Promise<void> {
  const rows = await db
    .select({ name: table.name, nameAr: table.nameAr })
    .from(table)
    .where(
      and(
        siblings,
        self ? ne(table.id, self) : undefined,
        or(sql`lower(${table.name}) = lower(${input.name})`, sql`lower(${table.nameAr}) = lower(${input.nameAr})`),
      ),
    )
    .limit(1);
  const [taken] = rows;
  if (!taken) return;
  if (taken.name.toLowerCase() === input.name.toLowerCase()) throw nameTaken('name');
  throw nameTaken('nameAr');
}

const nameTaken = (field: 'name' | 'nameAr') =>
  conflict('errors.catalog.nameTaken', { [field]: 'errors.catalog.nameTaken' });

/** Two admins saving the same name at once: the unique index decides, with the same 409. */
function nameConflict(error: unknown): never {
  if (violatedUniqueIndex(error) !== undefined) throw nameTaken('name');
  throw error;
}

export async function adminListCategories(db: Db): Promise<AdminCategory[]> {
  return db.select(categoryRow).from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** A category, created (no id) or changed; an unknown id is a 404. */
export async function saveCategory(tx: Tx, input: CategoryInput, id?: string): Promise<AdminCategory> {
  const [current] = id ? await tx.select(categoryRow).from(categories).where(eq(categories.id, id)) : [];
  if (id && !current) throw notFound('errors.catalog.categoryNotFound');
  await checkNames(tx, categories, input, undefined, id);
  try {
    const [row] = id
      ? await tx.update(categories).set(input).where(eq(categories.id, id)).returning(categoryRow)
      : await tx.insert(categories).values(input).returning(categoryRow);
    return row!;
  } catch (error) {
    return nameConflict(error);
  }
}

export async function adminListSubCategories(db: Db, categoryId?: string): Promise<AdminSubCategory[]> {
  return db
    .select(subCategoryRow)
    .from(subCategories)
    .where(categoryId ? eq(subCategories.categoryId, categoryId) : undefined)
    .orderBy(asc(subCategories.sortOrder), asc(subCategories.name));
}

export async function saveSubCategory(tx: Tx, input: SubCategoryInput, id?: string): Promise<AdminSubCategory> {
  const [current] = id ? await tx.select(subCategoryRow).from(subCategories).where(eq(subCategories.id, id)) : [];
  if (id && !current) throw notFound('errors.catalog.subCategoryNotFound');
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId));
  if (!category) {
    throw badRequest('errors.catalog.categoryNotFound', { categoryId: 'errors.catalog.categoryNotFound' });
  }
  await checkNames(tx, subCategories, input, eq(subCategories.categoryId, input.categoryId), id);
  const { commissionPercent, ...fields } = input;
  // Absent: unchanged (a client that does not know the field); null: the settings' default.
  const values =
    commissionPercent === undefined
      ? fields
      : { ...fields, commissionRateBp: commissionPercent === null ? null : Math.round(commissionPercent * 100) };
  try {
    const [row] = id
      ? await tx.update(subCategories).set(values).where(eq(subCategories.id, id)).returning(subCategoryRow)
      : await tx.insert(subCategories).values(values).returning(subCategoryRow);
    return row!;
  } catch (error) {
    return nameConflict(error);
  }
}

const SERVICE_SORTS = { name: services.name, Price: services.priceFils, createdAt: services.createdAt } as const;

/** GET admin/services: hidden ones too, by sub-category and a part of either name, paged and sorted. */
export async function adminListServices(db: Db, query: AdminServicesQuery): Promise<Page<AdminService>> {
  const where = and(
    query.subCategoryId ? eq(services.subCategoryId, query.subCategoryId) : undefined,
    query.q
      ? or(ilike(services.name, containsPattern(query.q)), ilike(services.nameAr, containsPattern(query.q)))
      : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select(serviceRow)
      .from(services)
      .where(where)
      .orderBy(direction(SERVICE_SORTS[query.sort]), asc(services.id))
      .limit(limit)
      .offset(offset),
    db.$count(services, where),
  ]);
  return pageAnswer(query, rows.map(toAdminService), total);
}

/** A service, created (no id) or changed: prices from KD to fils; its sub-category must exist (400). */
export async function saveService(tx: Tx, input: ServiceInput, id?: string): Promise<AdminService> {
  const [current] = id ? await tx.select(serviceRow).from(services).where(eq(services.id, id)) : [];
  if (id && !current) throw notFound('errors.catalog.serviceNotFound');
  // Locked: two admins naming services of one sub-category at once take turns, so the name check holds.
  const [subCategory] = await tx
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(eq(subCategories.id, input.subCategoryId))
    .for('update');
  if (!subCategory) {
    throw badRequest('errors.catalog.subCategoryNotFound', { subCategoryId: 'errors.catalog.subCategoryNotFound' });
  }
  await checkNames(tx, services, input, eq(services.subCategoryId, input.subCategoryId), id);
  const { Price, DisplayPrice, ...rest } = input;
  const values = { ...rest, priceFils: kdToFils(Price), displayPriceFils: kdToFils(DisplayPrice) };
  const [row] = id
    ? await tx.update(services).set(values).where(eq(services.id, id)).returning(serviceRow)
    : await tx.insert(services).values(values).returning(serviceRow);
  return toAdminService(row!);
}
