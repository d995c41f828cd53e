import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { categories, logos, reviews, services, subCategories } from '../schema';
import { kdToFils } from '@khidma/shared/money';
import { catalog, testimonials } from './catalog-data';
import { catalogImageUrl, serviceImageName } from './image-names';

/** A small deterministic generator, so every fresh database gets the same demo ratings. */
function seededRandom(seed: number) {
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
        .values({ name: category.name, image: catalogImageUrl(`${category.slug}.webp`), sortOrder: categoryIndex })
        .returning({ id: categories.id });
      if (!categoryRow) throw new Error('category insert returned nothing');

      for (const [subIndex, subCategory] of category.subCategories.entries()) {
        const [subRow] = await tx
          .insert(subCategories)
          .values({
            categoryId: categoryRow.id,
            name: subCategory.name,
            image: catalogImageUrl(`${subCategory.slug}.webp`),
            sortOrder: subIndex,
          })
          .returning({ id: subCategories.id });
        if (!subRow) throw new Error('sub-category insert returned nothing');

        await tx.insert(services).values(
          subCategory.services.map(([name, minutes, price, displayPrice, description], index) => {
            const ratingCount = 12 + Math.floor(random() * 480);
            const average = 3.9 + random() * 1.05;
            return {
              subCategoryId: subRow.id,
              name,
              description,
              durationMinutes: minutes,
              priceFils: kdToFils(price),
              displayPriceFils: kdToFils(displayPrice),
              image: catalogImageUrl(serviceImageName(subCategory.slug, index)),
              ratingCount,
              ratingTotal: Math.round(Math.min(average, 5) * ratingCount),
              salesCount: Math.floor(random() * 900),
            };
          }),
        );
      }
    }

    await tx
      .insert(reviews)
      .values(testimonials.map(([rating, review, userName, userTitle]) => ({ rating, review, userName, userTitle })));
    await tx.insert(logos).values({ logo: '/images/logo.svg' });
    return { seeded: true };
  });
}
