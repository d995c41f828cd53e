import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../app';
import { bookings, categories, orderEvents, servicePartners, services, subCategories, users } from '../db/schema';
import { addKuwaitDays, kuwaitDate } from '@khidma/shared/kuwait-time';
import { SLOT_BOOKING_DAYS } from '@khidma/shared/constants';
import { skills, type Skill } from '../db/seed/seed';
import { SlotCache } from '../modules/slots/day-cache';
import { listDaySlots, type SlotRules } from '../modules/slots/service';
import { Agent } from './agent';
import { signedInAgent } from './signed-in';
import { addPartner } from './slots';

/** A customer with an address, ready to order. */
export type Customer = { agent: Agent; userId: string; addressId: string; phone: string };
/** A partner account linked to its service_partners row (`partnerId`, what orders name). */
export type Partner = { agent: Agent; userId: string; partnerId: string };

type Line = { id: string; name: string; priceFils: number };

/**
 * The first available slot, from `fromDay` Kuwait days ahead (tomorrow by default, whatever the time now), for an
 * order of the services `serviceIds` (one sub-category, their durations summed, each `quantity` times), as GET slots
 * offers it; `rules` may freeze the clock. Each order placed takes its slot, so the next call finds the next one.
 */
export async function freeSlot(
  app: App,
  serviceIds: string[],
  { fromDay = 1, rules, quantity = 1 }: { fromDay?: number; rules?: SlotRules; quantity?: number } = {},
): Promise<string> {
  const rows = await app.db
    .select({ subCategoryId: services.subCategoryId, minutes: services.durationMinutes })
    .from(services)
    .where(inArray(services.id, serviceIds));
  const duration = rows.reduce((sum, row) => sum + row.minutes * quantity, 0);
  const slotRules = rules ?? { travelBufferMinutes: app.config.TRAVEL_BUFFER_MINUTES };
  const today = kuwaitDate(slotRules.now?.() ?? Date.now());
  // A cache of its own: what GET slots would answer, read fresh.
  const cache = new SlotCache(app.db);
  for (let day = fromDay; day < SLOT_BOOKING_DAYS; day += 1) {
    const date = addKuwaitDays(today, day);
    const query = { subCategoryId: rows[0]!.subCategoryId, date, duration };
    const free = (await listDaySlots(app.db, slotRules, query, cache)).slots().find((slot) => slot.available);
    if (free) return free.start;
  }
  throw new Error('no free slot in the bookable days');
}

/**
 * `count` active services of the catalogue's first sub-category, which the first demo partner serves: an order of
 * them can be booked, whatever the seed's random ids (the demo partners share one creation instant, and some
 * sub-categories' first services together outlast the longest visit).
 */
export async function bookableServices(app: App, count: number): Promise<Line[]> {
  const [first] = await skills(app.db, 1);
  return app.db
    .select({ id: services.id, priceFils: services.priceFils, name: services.name })
    .from(services)
    .where(and(eq(services.subCategoryId, first!.subId), eq(services.active, true)))
    .orderBy(asc(services.createdAt), asc(services.id))
    .limit(count);
}

/** POST odm/srv_booking's body for `lines` at their catalogue prices, at `slotStart` (see freeSlot). */
export function orderBody(who: { userId: string; addressId: string }, lines: Line[], paymentType = 2, slotStart = '') {
  return {
    userId: who.userId,
    services_json: lines.map((line) => ({
      serviceId: line.id,
      serviceName: line.name,
      servicePrice: line.priceFils / 1000,
    })),
    paymentType,
    addressId: who.addressId,
    totalPrice: lines.reduce((sum, line) => sum + line.priceFils, 0) / 1000,
    discount_price: '',
    slotStart,
  };
}

/** orderBody at the first free slot of its services. */
export async function bookableBody(
  app: App,
  who: { userId: string; addressId: string },
  lines: Line[],
  paymentType = 2,
) {
  return orderBody(
    who,
    lines,
    paymentType,
    await freeSlot(
      app,
      lines.map((line) => line.id),
    ),
  );
}

/**
 * The people of an operations test on a seeded app: an admin, customers with an address, partners with a login
 * (signedInAgent makes none with a service_partners row: this links one), and COD orders of one sub-category.
 */
export async function ordersWorld(app: App) {
  const { agent: admin, userId: adminId } = await signedInAgent(app, { role: 'admin' });
  // The first sub-category's demo partner, chosen by skill: the demo partners share one creation instant.
  const [first] = await skills(app.db, 1);
  const skill = first!.subId;
  const [template] = await app.db
    .select()
    .from(servicePartners)
    .where(eq(servicePartners.subCategoryId, skill))
    .orderBy(asc(servicePartners.createdAt))
    .limit(1);
  const catalogue = await bookableServices(app, 2);
  const [elsewhere] = await app.db
    .select({ subCategoryId: services.subCategoryId })
    .from(services)
    .where(eq(services.active, true))
    .orderBy(asc(services.name));
  const otherSkill = elsewhere!.subCategoryId === skill ? null : elsewhere!.subCategoryId;

  async function customer(name = 'Fatima Al-Sabah'): Promise<Customer> {
    const signedIn = await signedInAgent(app);
    await app.db.update(users).set({ name }).where(eq(users.id, signedIn.userId));
    const added = await signedIn.agent.post(Agent.api(`myaddress/${signedIn.userId}`), {
      addressType: 'Home',
      flatNo: 'Flat 3',
      address: 'Block 4, Street 21',
      landmark: 'the co-op',
      pincode: '20001',
      phoneNo: '55123456',
      latitude: 29.33,
      longitude: 48.07,
    });
    const [row] = await app.db
      .select({ countryCode: users.countryCode, phone: users.phone })
      .from(users)
      .where(eq(users.id, signedIn.userId));
    return { ...signedIn, addressId: added.json().results._id, phone: `${row!.countryCode}${row!.phone}` };
  }

  async function partner(
    options: { subCategoryId?: string; status?: 'approved' | 'pending_review'; ratingTotal?: number } = {},
  ): Promise<Partner> {
    const signedIn = await signedInAgent(app, { role: 'partner' });
    const unique = randomBytes(4).toString('hex');
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = template!;
    const [row] = await app.db
      .insert(servicePartners)
      .values({
        ...copy,
        name: `Partner ${unique}`,
        email: `partner-${unique}@example.com`,
        phone: String(5_000_000_000 + (Number.parseInt(unique, 16) % 999_999_999)),
        userId: signedIn.userId,
        status: options.status ?? 'approved',
        subCategoryId: options.subCategoryId ?? skill,
        ratingTotal: options.ratingTotal ?? 0,
        ratingCount: options.ratingTotal ? 1 : 0,
      })
      .returning({ id: servicePartners.id });
    return { ...signedIn, partnerId: row!.id };
  }

  /** A COD order of `who` for the sub-category's services (Open), or Online (Pending). */
  async function order(who: Customer, paymentType = 2) {
    const response = await who.agent.post(
      Agent.api('odm/srv_booking'),
      await bookableBody(app, who, catalogue, paymentType),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results[0] as { _id: string; ordId: string; ordStatus: string; totalPrice: number };
  }

  return { admin, adminId, skill, otherSkill, catalogue, customer, partner, order };
}

/**
 * The caps on one account's orders (MAX_OPEN_ORDERS, MAX_UNPAID_ORDERS) lifted, for tests whose one customer places
 * many orders; order-caps.test.ts proves the caps at their defaults.
 */
export const MANY_ORDERS_ENV = { MAX_OPEN_ORDERS: '1000', MAX_UNPAID_ORDERS: '100' };

/**
 * The order's visit made due now (its slot began a minute ago, same length), so its partner may move it along
 * (visit-timing.ts) in a test that is not about timing.
 */
export async function makeVisitDue(app: App, bookingId: string): Promise<void> {
  const start = new Date(Date.now() - 60_000);
  await app.db
    .update(bookings)
    .set({ slotStart: start, slotEnd: sql`${start}::timestamptz + (${bookings.slotEnd} - ${bookings.slotStart})` })
    .where(eq(bookings.id, bookingId));
}

/** An order's row as stored. */
export const bookingRow = async (app: App, id: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

/** An order's audit log, oldest first. */
export const auditLog = (app: App, id: string) =>
  app.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.bookingId, id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));

/** The partners addSkill makes: their rating (a total of `ratingCount` ratings), every day 08:00-20:00. */
export type SkillPartners = Array<{ ratingTotal?: number; ratingCount?: number }>;

/** A sub-category of its own with one 60-minute service, and `partners` partners working every day 08:00-20:00. */
export async function addSkill(app: App, partners: SkillPartners = [{}]) {
  const [category] = await app.db.select().from(categories).limit(1);
  const name = `Test skill ${randomBytes(4).toString('hex')}`;
  const [sub] = await app.db
    .insert(subCategories)
    .values({ categoryId: category!.id, name, nameAr: name, image: '' })
    .returning();
  const [service] = await app.db
    .insert(services)
    .values({
      subCategoryId: sub!.id,
      name: `${name} service`,
      nameAr: `${name} service`,
      description: '',
      descriptionAr: '',
      durationMinutes: 60,
      priceFils: 5_000,
      displayPriceFils: 5_000,
      image: '',
    })
    .returning({ id: services.id, name: services.name, priceFils: services.priceFils });
  const skill: Skill = { categoryId: category!.id, categoryName: category!.name, subId: sub!.id, subName: name };
  const ids = [];
  for (const fields of partners) ids.push((await addPartner(app.db, skill, { workDays: 0b1111111, ...fields })).id);
  return { skill, lines: [service!], partnerIds: ids };
}
