import { asc, eq, sql } from 'drizzle-orm';
import { COUNTRY_CODE } from '@khidma/shared/constants';
import type { AddressSnapshot, ServiceSnapshot } from '../schema';
import { bookingLines, bookings, categories, servicePartners, services, subCategories, users } from '../schema';
import type { Tx } from '../client';

/** The demo's reviewers: customers who do not log in (no password matches '!', no phone). */
const REVIEWERS = [
  'Fatima Al-Sabah',
  'Ahmad Al-Mutairi',
  'Noura Al-Enezi',
  'Yousef Al-Rashidi',
  'Maryam Al-Kandari',
  'Khalid Al-Ajmi',
  'Sara Al-Shammari',
  'Abdullah Al-Azmi',
  'Priya Nair',
  'Joseph Mathew',
];

/** What the demo's customers wrote, by rating; '' is a rating without words. Customers write in their language. */
const WORDS: Record<number, string[]> = {
  5: [
    'On time, tidy and done properly. Will book again.',
    'Excellent work, explained everything before starting.',
    'ممتاز، وصل في الموعد وكان العمل نظيفاً.',
    'خدمة رائعة وسعر مناسب.',
    '',
  ],
  4: ['Good job overall, arrived a little late.', 'عمل جيد، أنصح به.', 'Friendly and quick.', ''],
  3: ['The work was fine but took longer than expected.', 'مقبول، لكن تأخر قليلاً.', ''],
  2: ['Had to call twice before they came.'],
};

const ADDRESS: AddressSnapshot = {
  addressType: 'Home',
  flatNo: 'House 5',
  address: 'Block 2, Street 10',
  landmark: '',
  pincode: '',
  phoneNo: '',
  area: 'Salmiya',
  latitude: 29.3375,
  longitude: 48.0758,
};

const DAY = 86_400_000;

/**
 * Real reviews for the demo catalogue: completed cash orders of demo customers, each line rated (and mostly
 * reviewed), done by the sub-category's demo partner. Every service's reviewscount and overallRating are then
 * computed from these rows, so "(4 reviews)" on a service page is four reviews one can read. Deterministic
 * (`random`), dated in the past so no day's dashboard or slot counts change.
 */
export async function seedDemoReviews(tx: Tx, random: () => number, now = Date.now()): Promise<void> {
  const reviewers = await tx
    .insert(users)
    .values(
      REVIEWERS.map((name, index) => ({
        name,
        email: `reviewer-${index + 1}@khidma.example`,
        countryCode: COUNTRY_CODE,
        phone: '',
        passwordHash: '!',
      })),
    )
    .returning({ id: users.id });
  const rows = await tx
    .select({
      id: services.id,
      name: services.name,
      nameAr: services.nameAr,
      priceFils: services.priceFils,
      image: services.image,
      subCategoryId: subCategories.id,
      subCategoryName: subCategories.name,
      categoryId: categories.id,
      categoryName: categories.name,
      partnerId: servicePartners.id,
    })
    .from(services)
    .innerJoin(subCategories, eq(subCategories.id, services.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .leftJoin(servicePartners, eq(servicePartners.subCategoryId, subCategories.id))
    .orderBy(asc(categories.sortOrder), asc(subCategories.sortOrder), asc(services.name));

  const orders: Array<typeof bookings.$inferInsert> = [];
  const lines: Array<Omit<typeof bookingLines.$inferInsert, 'bookingId'>> = [];
  const seen = new Set<string>();
  for (const service of rows) {
    if (seen.has(service.id)) continue;
    seen.add(service.id);
    const reviewCount = 2 + Math.floor(random() * 5);
    const first = Math.floor(random() * REVIEWERS.length);
    for (let n = 0; n < reviewCount; n += 1) {
      const roll = random();
      const rating = roll < 0.55 ? 5 : roll < 0.85 ? 4 : roll < 0.95 ? 3 : 2;
      const choices = WORDS[rating]!;
      const words = choices[Math.floor(random() * choices.length)]!;
      const when = new Date(now - (3 + Math.floor(random() * 120)) * DAY - Math.floor(random() * DAY));
      const snapshot: ServiceSnapshot = {
        _id: service.id,
        ServiceName: service.name,
        ServiceNameAr: service.nameAr,
        Price: service.priceFils / 1000,
        Image: service.image,
        SrvCategoryId: service.categoryId,
        SrvCategoryName: service.categoryName,
        SrvSubCategoryId: service.subCategoryId,
        SrvSubCategoryName: service.subCategoryName,
      };
      orders.push({
        ordId: `KH-D${orders.length.toString(36).toUpperCase().padStart(5, '0')}`,
        userId: reviewers[(first + n) % reviewers.length]!.id,
        ordStatus: 'Completed',
        paymentType: 2,
        paymentStatus: 'NOT_REQUIRED',
        totalFils: service.priceFils,
        addressSnapshot: ADDRESS,
        servicePartnerId: service.partnerId,
        orderedDate: when,
        createdAt: when,
        updatedAt: when,
      });
      lines.push({
        serviceId: service.id,
        position: 0,
        priceFils: service.priceFils,
        serviceSnapshot: snapshot,
        userRating: rating,
        userReview: words || null,
        ratedAt: new Date(when.getTime() + DAY),
      });
    }
  }
  const placed = await tx.insert(bookings).values(orders).returning({ id: bookings.id });
  await tx.insert(bookingLines).values(lines.map((line, index) => ({ ...line, bookingId: placed[index]!.id })));
  // Counts and totals from the rows just written, never invented.
  await tx.execute(sql`
    update services set rating_count = rated.n, rating_total = rated.total
    from (
      select service_id, count(*)::int as n, sum(user_rating)::int as total
      from booking_lines where user_rating is not null group by service_id
    ) as rated
    where services.id = rated.service_id`);
}
