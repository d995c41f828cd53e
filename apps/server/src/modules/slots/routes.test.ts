import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '@khidma/shared/messages/en.json';
import type { App } from '../../app';
import { bookings, categories, partnerTimeOff, subCategories, users } from '../../db/schema';
import type { Skill } from '../../db/seed/seed';
import { AppError } from '../../errors';
import { Agent } from '../../test/agent';
import { addBooking, addCustomer, addPartner, freeStartTimes, kuwaitDay, skillWithoutPartners } from '../../test/slots';
import { createTestApp } from '../../test/test-app';
import { holdSlot } from './service';

let app: App;
let skill: Skill;
let customer: string;
/** Working days (partners rest on Fridays by default) two days ahead or more: bookable whatever the time now. */
const [day, otherDay] = [2, 3, 4, 5]
  .map(kuwaitDay)
  .filter((date) => new Date(`${date}T00:00:00Z`).getUTCDay() !== 5) as [string, string];
const at = (time: string, date = day) => new Date(`${date}T${time}:00+03:00`);
const rules = { travelBufferMinutes: 30 };

const slots = (query: Record<string, string>) =>
  app.inject({ method: 'GET', url: `${Agent.api('slots')}?${new URLSearchParams(query)}` });
const available = (subCategoryId = skill.subId, duration = '60', date = day) =>
  freeStartTimes(app, { subCategoryId, date, duration });

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  customer = await addCustomer(app.db);
});
afterAll(() => app.close());

/** Each test on a sub-category no partner serves yet, with its own partners (the rows a test adds stay). */
beforeEach(async () => {
  skill = await skillWithoutPartners(app.db);
});

describe('GET slots', () => {
  it("answers the day's slots in Kuwait time, inside the partners' hours, without a session", async () => {
    await addPartner(app.db, skill, { workHoursStart: '09:00', workHoursEnd: '12:00' });
    const response = await slots({ subCategoryId: skill.subId, date: day, duration: '60' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().results).toEqual([
      { start: `${day}T09:00:00+03:00`, end: `${day}T10:00:00+03:00`, available: true },
      { start: `${day}T09:30:00+03:00`, end: `${day}T10:30:00+03:00`, available: true },
      { start: `${day}T10:00:00+03:00`, end: `${day}T11:00:00+03:00`, available: true },
      { start: `${day}T10:30:00+03:00`, end: `${day}T11:30:00+03:00`, available: true },
      { start: `${day}T11:00:00+03:00`, end: `${day}T12:00:00+03:00`, available: true },
    ]);
  });

  it('shows a slot taken as soon as its booking is committed, with the travel buffer around it', async () => {
    const partner = await addPartner(app.db, skill, { workHoursStart: '09:00', workHoursEnd: '14:00' });
    expect(await available()).toHaveLength(9);
    await addBooking(app.db, {
      userId: customer,
      subCategoryId: skill.subId,
      start: at('11:00'),
      minutes: 60,
      partnerId: partner.id,
    });
    expect(await available()).toEqual(['09:00', '09:30', '12:30', '13:00']);
  });

  it('ignores cancelled bookings and bookings on other days', async () => {
    const partner = await addPartner(app.db, skill, { workHoursStart: '09:00', workHoursEnd: '11:00' });
    const booking = { userId: customer, subCategoryId: skill.subId, minutes: 60, partnerId: partner.id };
    await addBooking(app.db, { ...booking, start: at('09:00'), status: 'Cancelled' });
    await addBooking(app.db, { ...booking, start: at('09:00', otherDay) });
    expect(await available()).toEqual(['09:00', '09:30', '10:00']);
  });

  it('never offers a partner on a day off, a suspended partner or one not approved', async () => {
    const off = await addPartner(app.db, skill);
    await app.db.insert(partnerTimeOff).values({ partnerId: off.id, date: day, reason: 'Eid' });
    const suspended = await addPartner(app.db, skill);
    await app.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, suspended.userId));
    await addPartner(app.db, skill, { status: 'pending_review' });
    expect(await available()).toEqual([]);
    expect(await available(skill.subId, '60', otherDay)).toHaveLength(23);
  });

  it('never offers a partner on a weekday they do not work', async () => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    await addPartner(app.db, skill, { workDays: 0b1111111 & ~(1 << weekday) });
    expect(await available()).toEqual([]);
    expect(await available(skill.subId, '60', otherDay)).toHaveLength(23);
  });

  it('counts unassigned orders of the sub-category against the free partners', async () => {
    await addPartner(app.db, skill, { workHoursStart: '09:00', workHoursEnd: '12:00' });
    await addBooking(app.db, { userId: customer, subCategoryId: skill.subId, start: at('09:00'), minutes: 60 });
    expect(await available()).toEqual(['10:30', '11:00']);
  });

  it('answers 400 for a date before today or beyond the 14 bookable days', async () => {
    for (const date of [kuwaitDay(-1), kuwaitDay(14)]) {
      const response = await slots({ subCategoryId: skill.subId, date, duration: '60' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Pick a date from today to 14 days ahead.');
    }
    await addPartner(app.db, skill);
    expect(await available(skill.subId, '60', kuwaitDay(13))).not.toEqual([]);
  });

  it('answers 400 for bad input', async () => {
    const good = { subCategoryId: skill.subId, date: day, duration: '60' };
    const bad: Array<[Record<string, string>, string]> = [
      [{ ...good, subCategoryId: 'not-a-uuid' }, 'subCategoryId'],
      [{ ...good, date: '2026-02-30' }, 'date'],
      [{ ...good, date: '26-12-01' }, 'date'],
      [{ ...good, date: `${day}\u0000` }, 'date'],
      [{ ...good, date: 'x'.repeat(10_000) }, 'date'],
      [{ ...good, duration: '14' }, 'duration'],
      [{ ...good, duration: '721' }, 'duration'],
      [{ ...good, duration: '60.5' }, 'duration'],
      [{ ...good, duration: '6\u00070' }, 'duration'],
      [{ subCategoryId: skill.subId, date: day }, 'duration'],
    ];
    for (const [query, field] of bad) {
      const response = await slots(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(query)).toContain(field);
    }
    const duration = await slots({ ...good, duration: '0' });
    expect(duration.json().errors.duration).toBe('The duration must be a whole number of minutes from 15 to 720.');
  });

  it('answers 404 for an unknown or hidden sub-category', async () => {
    const unknown = await slots({ subCategoryId: '00000000-0000-4000-8000-000000000000', date: day, duration: '60' });
    expect(unknown.statusCode).toBe(404);
    await app.db.update(subCategories).set({ active: false }).where(eq(subCategories.id, skill.subId));
    expect((await slots({ subCategoryId: skill.subId, date: day, duration: '60' })).statusCode).toBe(404);
    await app.db.update(subCategories).set({ active: true }).where(eq(subCategories.id, skill.subId));
    await app.db.update(categories).set({ active: false }).where(eq(categories.id, skill.categoryId));
    expect((await slots({ subCategoryId: skill.subId, date: day, duration: '60' })).statusCode).toBe(404);
    await app.db.update(categories).set({ active: true }).where(eq(categories.id, skill.categoryId));
  });
});

describe('holdSlot', () => {
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (error instanceof AppError ? `${error.statusCode} ${error.message}` : String(error)),
    );

  it('answers the free partners best rated first', async () => {
    const low = await addPartner(app.db, skill, { ratingTotal: 6, ratingCount: 2 });
    const high = await addPartner(app.db, skill, { ratingTotal: 9, ratingCount: 2 });
    const hold = { subCategoryId: skill.subId, start: at('10:00'), durationMinutes: 90 };
    expect(await app.db.transaction((tx) => holdSlot(tx, rules, hold))).toEqual([high.id, low.id]);
  });

  it('refuses a start that is no slot, beyond the bookable days, or that no partner can serve', async () => {
    await addPartner(app.db, skill);
    const hold = (start: Date, durationMinutes = 60) =>
      refusal(app.db.transaction((tx) => holdSlot(tx, rules, { subCategoryId: skill.subId, start, durationMinutes })));
    expect(await hold(at('10:10'))).toBe('400 errors.slots.notASlot');
    expect(await hold(at('10:00', kuwaitDay(14)))).toBe('400 errors.slots.dateOutOfRange');
    expect(await hold(at('10:00'), 721)).toBe('400 validation.slots.duration');
    expect(await hold(at('19:30'))).toBe('409 errors.slots.taken');
    expect(en['errors.slots.taken']).toBe('This time slot was just booked. Please pick another.');
  });

  it('refuses a start less than 2 hours ahead', async () => {
    await addPartner(app.db, skill, { workHoursStart: '00:00', workHoursEnd: '23:30' });
    const now = at('09:45').getTime();
    const start = at('11:30');
    const hold = holdSlot(
      app.db,
      { ...rules, now: () => now },
      { subCategoryId: skill.subId, start, durationMinutes: 60 },
    );
    expect(await refusal(hold)).toBe('409 errors.slots.tooSoon');
    const later = holdSlot(
      app.db,
      { ...rules, now: () => now },
      { subCategoryId: skill.subId, start: at('12:00'), durationMinutes: 60 },
    );
    expect(await later).toHaveLength(1);
  });

  it('gives a slot one partner can serve to exactly one of 50 concurrent orders', async () => {
    const partner = await addPartner(app.db, skill);
    const start = at('10:00');
    const order = () =>
      app.db.transaction(async (tx) => {
        const [assignee] = await holdSlot(tx, rules, { subCategoryId: skill.subId, start, durationMinutes: 60 });
        await addBooking(tx, { userId: customer, subCategoryId: skill.subId, start, minutes: 60, partnerId: assignee });
      });
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => refusal(order())));
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === '409 errors.slots.taken')).toHaveLength(49);
    const held = await app.db.select().from(bookings).where(eq(bookings.servicePartnerId, partner.id));
    expect(held).toHaveLength(1);
    expect(held[0]!.slotStart).toEqual(start);
    expect(await available()).not.toContain('10:00');
  });
});
