import { asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { categories, logos, reviews, servicePartners, services, subCategories } from '../schema';
import { COUNTRY_CODE } from '@khidma/shared/constants';
import { kdToFils } from '@khidma/shared/money';
import { catalog, testimonials } from './catalog-data';
import { testimonialsAr } from './testimonials-ar';
import { catalogImageUrl, serviceImageName } from './image-names';

/** A small deterministic generator, so every fresh database gets the same demo ratings. */
export function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * Loads the demo catalogue, testimonials and logo into an empty database, in one transaction. Idempotent: it
 * writes nothing when a catalogue exists, so a second start changes nothing.
 */
export async function seedDemoData(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(categories);
    if ((existing?.n ?? 0) > 0) return { seeded: false };

    const random = seededRandom(42);
    for (const [categoryIndex, category] of catalog.entries()) {
      const [categoryRow] = await tx
        .insert(categories)
        .values({
          name: category.name,
          nameAr: category.nameAr,
          image: catalogImageUrl(`${category.slug}.webp`),
          sortOrder: categoryIndex,
        })
        .returning({ id: categories.id });
      if (!categoryRow) throw new Error('category insert returned nothing');

      for (const [subIndex, subCategory] of category.subCategories.entries()) {
        const [subRow] = await tx
          .insert(subCategories)
          .values({
            categoryId: categoryRow.id,
            name: subCategory.name,
            nameAr: subCategory.nameAr,
            image: catalogImageUrl(`${subCategory.slug}.webp`),
            sortOrder: subIndex,
          })
          .returning({ id: subCategories.id });
        if (!subRow) throw new Error('sub-category insert returned nothing');

        await tx.insert(services).values(
          subCategory.services.map(
            ([name, minutes, price, displayPrice, description, nameAr, descriptionAr], index) => {
              const ratingCount = 12 + Math.floor(random() * 480);
              const average = 3.9 + random() * 1.05;
              return {
                subCategoryId: subRow.id,
                name,
                description,
                nameAr,
                descriptionAr,
                durationMinutes: minutes,
                priceFils: kdToFils(price),
                displayPriceFils: kdToFils(displayPrice),
                image: catalogImageUrl(serviceImageName(subCategory.slug, index)),
                ratingCount,
                ratingTotal: Math.round(Math.min(average, 5) * ratingCount),
                salesCount: Math.floor(random() * 900),
              };
            },
          ),
        );
      }
    }

    await tx.insert(reviews).values(
      testimonials.map(([rating, review, userName, userTitle]) => {
        const arabic = testimonialsAr[review];
        return {
          rating,
          review,
          userName,
          userTitle,
          reviewAr: arabic?.review,
          userNameAr: arabic?.userName,
          userTitleAr: arabic?.userTitle,
        };
      }),
    );
    await tx.insert(logos).values({ logo: '/images/logo.svg' });
    await tx.insert(servicePartners).values(await demoPartners(tx));
    return { seeded: true };
  });
}

const GENERATED_BATCH = 1000;
const GENERATED_WORDS = ['Express', 'Premium', 'Standard', 'Weekend', 'Family', 'Studio', 'Villa', 'Office'];
/** GENERATED_WORDS in Arabic, in the same order. */
const GENERATED_WORDS_AR = ['سريع', 'مميز', 'عادي', 'نهاية الأسبوع', 'عائلي', 'استوديو', 'فيلا', 'مكتب'];

/**
 * Grows the catalogue to `total` services with variants of the existing ones spread over every sub-category
 * (the benchmark's catalogue of 10,000). Idempotent: it adds only what is missing.
 */
export async function seedGeneratedServices(db: Db, total: number): Promise<{ added: number }> {
  const [existing] = await db.select({ n: count() }).from(services);
  const missing = total - (existing?.n ?? 0);
  if (missing <= 0) return { added: 0 };
  const templates = await db.select().from(services);
  if (templates.length === 0) throw new Error('seed the demo catalogue before generated services');

  const random = seededRandom(7);
  for (let start = 0; start < missing; start += GENERATED_BATCH) {
    const batch = Array.from({ length: Math.min(GENERATED_BATCH, missing - start) }, (_, offset) => {
      const index = start + offset;
      const template = templates[index % templates.length]!;
      const wordIndex = Math.floor(index / templates.length) % GENERATED_WORDS.length;
      const ratingCount = 5 + Math.floor(random() * 300);
      return {
        subCategoryId: template.subCategoryId,
        name: `${template.name} ${GENERATED_WORDS[wordIndex]} ${index + 1}`,
        description: template.description,
        nameAr: `${template.nameAr} ${GENERATED_WORDS_AR[wordIndex]} ${index + 1}`,
        descriptionAr: template.descriptionAr,
        durationMinutes: template.durationMinutes,
        priceFils: template.priceFils,
        displayPriceFils: template.displayPriceFils,
        image: template.image,
        ratingCount,
        ratingTotal: Math.round((3 + random() * 2) * ratingCount),
        salesCount: Math.floor(random() * 500),
      };
    });
    await db.insert(services).values(batch);
  }
  return { added: missing };
}

/** A sub-category as a partner's skill. */
export type Skill = { categoryId: string; categoryName: string; subId: string; subName: string };

/**
 * An approved partner's row with the given skill (the demo partner, the slots benchmark's partners, tests).
 * Partners made here do not log in: the password hash is a value no password matches, and no bank account is on file.
 */
export function approvedPartnerRow(
  skill: Skill,
  fields: Partial<typeof servicePartners.$inferInsert> & { name: string; phone: string; email: string },
) {
  return {
    status: 'approved' as const,
    gender: 'Other' as const,
    countryCode: COUNTRY_CODE,
    passwordHash: '!',
    photo: '',
    idProof: '',
    categoryId: skill.categoryId,
    categoryName: skill.categoryName,
    subCategoryId: skill.subId,
    subCategoryName: skill.subName,
    workHoursStart: '08:00',
    workHoursEnd: '20:00',
    skillCertificate: '',
    flatNo: '12',
    area: 'Salmiya',
    city: 'Kuwait City',
    state: 'Hawalli',
    pincode: '20001',
    latitude: 29.3375,
    longitude: 48.0758,
    bankName: '',
    acNumberEncrypted: '',
    ifscCode: '',
    branchName: '',
    ...fields,
  };
}

/** A sub-category and its category, as a partner's skill names them. */
const skillColumns = {
  categoryId: categories.id,
  categoryName: categories.name,
  subId: subCategories.id,
  subName: subCategories.name,
};

/** The sub-categories of the catalogue in page order (modules/catalog's), as partners' skills; all without a limit. */
export function skills(db: Tx, limit?: number): Promise<Skill[]> {
  const query = db
    .select(skillColumns)
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(subCategories.sortOrder), asc(subCategories.name))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

/**
 * One approved demo partner per sub-category, so an order of any sub-category has a free slot and can be assigned
 * in a fresh demo. The first (the first sub-category the customer sees) keeps the name, phone and email the demo
 * always had: e2e tests and the docs use them.
 */
async function demoPartners(tx: Tx) {
  const all = await skills(tx);
  if (!all.length) throw new Error('no sub-category for the demo partners');
  return all.map((skill, index) =>
    approvedPartnerRow(skill, {
      name: index === 0 ? 'Khidma Home Experts' : `Khidma ${skill.subName} Experts`,
      phone: index === 0 ? '9000000001' : String(9_000_000_100 + index),
      email: index === 0 ? 'experts@khidma.example' : `experts-${index + 1}@khidma.example`,
    }),
  );
}
