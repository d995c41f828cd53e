import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import type { Database } from '../client';
import {
  bookingLines,
  bookings,
  categories,
  logos,
  reviews,
  servicePartners,
  services,
  subCategories,
} from '../schema';
import { srcSetCandidates } from '../../test/images';
import { openTestDatabase } from '../../test/test-env';
import { seedDemoData, seedGeneratedServices, skills } from './seed';

describe('demo seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const counts = async () => {
    const { db } = database;
    const [c] = await db.select({ n: count() }).from(categories);
    const [s] = await db.select({ n: count() }).from(subCategories);
    const [v] = await db.select({ n: count() }).from(services);
    const [r] = await db.select({ n: count() }).from(reviews);
    const [l] = await db.select({ n: count() }).from(logos);
    return [c?.n, s?.n, v?.n, r?.n, l?.n];
  };

  it('loads 8 categories, 24 sub-categories, 120 services, 30 reviews and a logo, once', async () => {
    expect(await seedDemoData(database.db)).toEqual({ seeded: true });
    expect(await counts()).toEqual([8, 24, 120, 30, 1]);
    expect(await seedDemoData(database.db)).toEqual({ seeded: false });
    expect(await counts()).toEqual([8, 24, 120, 30, 1]);
  });

  it('prices every service exactly, the display price above the price, with ratings out of 5', async () => {
    const rows = await database.db.select().from(services);
    for (const row of rows) {
      expect(Number.isInteger(row.priceFils)).toBe(true);
      expect(row.priceFils % 10).toBe(0);
      expect(row.displayPriceFils).toBeGreaterThan(row.priceFils);
      expect(row.ratingCount).toBeGreaterThan(0);
      const average = row.ratingTotal / row.ratingCount;
      expect(average).toBeGreaterThanOrEqual(1);
      expect(average).toBeLessThanOrEqual(5);
      expect(row.description.length).toBeGreaterThan(30);
    }
  });

  it('names every category, sub-category and service in Arabic, and describes every service in Arabic', async () => {
    const arabic = /[\u0621-\u064A]{2,}/;
    const named = [
      ...(await database.db.select({ nameAr: categories.nameAr }).from(categories)),
      ...(await database.db.select({ nameAr: subCategories.nameAr }).from(subCategories)),
    ];
    expect(named).toHaveLength(32);
    for (const { nameAr } of named) expect(nameAr).toMatch(arabic);
    const rows = await database.db.select().from(services);
    expect(rows).toHaveLength(120);
    for (const row of rows) {
      expect(row.nameAr, row.name).toMatch(arabic);
      expect(row.descriptionAr, row.name).toMatch(arabic);
    }
  });

  it('points at local images, distinct per category, each at most 40 KB', async () => {
    const assets = path.join(testConfig().serverRoot, 'assets');
    const categoryImages = (await database.db.select().from(categories)).map((row) => row.image);
    expect(new Set(categoryImages).size).toBe(categoryImages.length);
    const all = [
      ...categoryImages,
      ...(await database.db.select().from(subCategories)).map((row) => row.image),
      ...(await database.db.select().from(services)).map((row) => row.image),
    ];
    for (const image of all) {
      expect(image.startsWith('/images/')).toBe(true);
      const size = statSync(path.join(assets, image.replace('/images/', ''))).size;
      expect(size).toBeLessThanOrEqual(40 * 1024);
    }
  });

  it('has every srcset candidate of every seeded image beside it, as wide as it claims', async () => {
    const assets = path.join(testConfig().serverRoot, 'assets');
    const images = [
      ...(await database.db.select().from(categories)),
      ...(await database.db.select().from(subCategories)),
      ...(await database.db.select().from(services)),
    ].map((row) => row.image);
    for (const image of new Set(images)) {
      const candidates = srcSetCandidates(image);
      expect(candidates, image).toHaveLength(6);
      for (const candidate of candidates) {
        const metadata = await sharp(path.join(assets, candidate.url.replace('/images/', ''))).metadata();
        expect(metadata.format, candidate.url).toBe(candidate.format === 'avif' ? 'heif' : 'webp');
        expect([metadata.width, metadata.height], candidate.url).toEqual([candidate.width, (candidate.width * 3) / 4]);
      }
    }
  });

  it('makes every sub-category bookable: one approved demo partner each, the first the one the docs name', async () => {
    const partners = await database.db.select().from(servicePartners);
    const all = await skills(database.db);
    expect(all).toHaveLength(24);
    expect(partners.map((row) => row.subCategoryId).sort()).toEqual(all.map((skill) => skill.subId).sort());
    for (const row of partners) {
      expect(row).toMatchObject({ status: 'approved', workHoursStart: '08:00', workHoursEnd: '20:00' });
    }
    expect(new Set(partners.map((row) => row.phone)).size).toBe(24);
    expect(new Set(partners.map((row) => row.email)).size).toBe(24);
    // The first sub-category the customer sees (e2e and docs/api.md use this partner).
    expect(partners.find((row) => row.subCategoryId === all[0]!.subId)).toMatchObject({
      name: 'Khidma Home Experts',
      phone: '9000000001',
      email: 'experts@khidma.example',
    });
  });

  it("counts each service's reviews from real, completed, rated orders: reviewscount is what one can read", async () => {
    const rated = await database.db
      .select({
        serviceId: bookingLines.serviceId,
        n: sql<number>`count(*)::int`,
        total: sql<number>`sum(${bookingLines.userRating})::int`,
      })
      .from(bookingLines)
      .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
      .where(and(eq(bookings.ordStatus, 'Completed'), isNotNull(bookingLines.userRating)))
      .groupBy(bookingLines.serviceId);
    const byService = new Map(rated.map((row) => [row.serviceId, row]));
    for (const row of await database.db.select().from(services)) {
      expect(byService.get(row.id), row.name).toMatchObject({ n: row.ratingCount, total: row.ratingTotal });
    }
    // Dated in the past: no day of the dashboard nor any slot holds them.
    const [recent] = await database.db
      .select({ n: count() })
      .from(bookings)
      .where(sql`${bookings.orderedDate} > now() - interval '2 days' or ${bookings.slotStart} is not null`);
    expect(recent?.n).toBe(0);
  });

  it('grows the catalogue to a given size with generated services, once', async () => {
    expect(await seedGeneratedServices(database.db, 1500)).toEqual({ added: 1380 });
    expect((await counts())[2]).toBe(1500);
    expect(await seedGeneratedServices(database.db, 1500)).toEqual({ added: 0 });
    const names = await database.db.select({ name: services.name, nameAr: services.nameAr }).from(services);
    expect(new Set(names.map((row) => row.name)).size).toBe(1500);
    expect(new Set(names.map((row) => row.nameAr)).size).toBe(1500);
  });
});
