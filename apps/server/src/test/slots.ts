import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { addKuwaitDays, kuwaitDate } from '@khidma/shared/kuwait-time';
import type { App } from '../app';
import type { Db, Tx } from '../db/client';
import { bookings, servicePartners, subCategories, users } from '../db/schema';
import { approvedPartnerRow, skills, type Skill } from '../db/seed/seed';
import { LOAD_ADDRESS } from '../db/seed/slot-load';
import { Agent } from './agent';

/**
 * A new sub-category of the demo catalogue's first category, which no partner serves yet (the demo seeds a partner
 * for every sub-category). Tests add their own partners to it.
 */
export async function skillWithoutPartners(db: Db): Promise<Skill> {
  const [first] = await skills(db, 1);
  if (!first) throw new Error('seed the demo catalogue first');
  const name = `Unserved ${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(subCategories)
    .values({ categoryId: first.categoryId, name, nameAr: name, image: '', sortOrder: 1000 })
    .returning({ id: subCategories.id });
  return { ...first, subId: row!.id, subName: name };
}

/** GET slots as a client sends it: the answer, whatever its status. */
export const getSlots = (app: App, query: { subCategoryId: string; date: string; duration: string }) =>
  app.inject({ method: 'GET', url: `${Agent.api('slots')}?${new URLSearchParams(query)}` });

/** The Kuwait start times ('09:30') of the free slots GET slots answers (a 200 expected). */
export async function freeStartTimes(app: App, query: { subCategoryId: string; date: string; duration: string }) {
  const response = await getSlots(app, query);
  expect(response.statusCode, response.body).toBe(200);
  const results = response.json().results as Array<{ start: string; available: boolean }>;
  return results.filter((slot) => slot.available).map((slot) => slot.start.slice(11, 16));
}

/** A Kuwait day `days` from today. */
export const kuwaitDay = (days: number) => addKuwaitDays(kuwaitDate(Date.now()), days);

const unique = () => randomBytes(4).readUInt32BE() % 100_000_000;

/** An approved partner with a login (role partner) and the given skill; returns the partner's and the login's ids. */
export async function addPartner(
  db: Db,
  skill: Skill,
  fields: Partial<typeof servicePartners.$inferInsert> = {},
): Promise<{ id: string; userId: string }> {
  const number = unique();
  const contact = { name: `Partner ${number}`, email: `partner-${number}@example.com`, phone: `6${number}` };
  const [login] = await db
    .insert(users)
    .values({ ...contact, countryCode: '+965', passwordHash: '!', role: 'partner' })
    .returning({ id: users.id });
  const [partner] = await db
    .insert(servicePartners)
    .values(approvedPartnerRow(skill, { ...contact, countryCode: '+965', userId: login!.id, ...fields }))
    .returning({ id: servicePartners.id });
  return { id: partner!.id, userId: login!.id };
}

/** A customer to own bookings. */
export async function addCustomer(db: Db): Promise<string> {
  const number = unique();
  const [customer] = await db
    .insert(users)
    .values({
      name: `Customer ${number}`,
      email: `customer-${number}@example.com`,
      countryCode: '+965',
      phone: `9${number}`,
      passwordHash: '!',
    })
    .returning({ id: users.id });
  return customer!.id;
}

/** A minimal booking holding [start, start + minutes) of a sub-category, assigned or not. */
export async function addBooking(
  db: Tx,
  booking: {
    userId: string;
    subCategoryId: string;
    start: Date;
    minutes: number;
    partnerId?: string | null;
    status?: string;
  },
): Promise<void> {
  await db.insert(bookings).values({
    ordId: `T-${randomBytes(6).toString('hex')}`,
    userId: booking.userId,
    ordStatus: booking.status ?? 'Open',
    paymentType: 2,
    paymentStatus: 'NOT_REQUIRED',
    totalFils: 5000,
    addressSnapshot: LOAD_ADDRESS,
    servicePartnerId: booking.partnerId ?? null,
    subCategoryId: booking.subCategoryId,
    slotStart: booking.start,
    slotEnd: new Date(booking.start.getTime() + booking.minutes * 60_000),
  });
}
