import { and, eq, sql } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { bookings, categories, partnerTimeOff, servicePartners, subCategories, users } from '../../db/schema';
import type { Skill } from '../../db/seed/seed';
import { Agent } from '../../test/agent';
import {
  addBooking,
  addCustomer,
  addPartner,
  freeStartTimes,
  getSlots,
  kuwaitDay,
  skillWithoutPartners,
} from '../../test/slots';
import { createTestApp } from '../../test/test-app';
import { SlotCache } from './day-cache';
import { holdSlot, listDaySlots } from './service';

/**
 * GET slots is answered from memory (day-cache.ts): every change that can alter availability must show on the very
 * next request, with the cache warm before it.
 */

let app: App;
let skill: Skill;
let customer: string;
/** A working day (partners rest on Fridays by default) two days ahead or more: bookable whatever the time now. */
const day = [2, 3, 4].map(kuwaitDay).find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() !== 5)!;
const at = (time: string) => new Date(`${day}T${time}:00+03:00`);
const hours = { workHoursStart: '09:00', workHoursEnd: '12:00' };
const allDay = ['09:00', '09:30', '10:00', '10:30', '11:00'];

const query = (subCategoryId: string) => ({ subCategoryId, date: day, duration: '60' });
const slots = (subCategoryId: string) => getSlots(app, query(subCategoryId));
const available = (subCategoryId = skill.subId) => freeStartTimes(app, query(subCategoryId));

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  customer = await addCustomer(app.db);
});
afterAll(() => app.close());
beforeEach(async () => {
  skill = await skillWithoutPartners(app.db);
});

describe('GET slots from memory, fresh on the next request', () => {
  it('after an order holding a slot commits, and again once it is cancelled or deleted', async () => {
    await addPartner(app.db, skill, hours);
    expect(await available()).toEqual(allDay);
    await app.db.transaction(async (tx) => {
      const [partnerId] = await holdSlot(
        tx,
        { travelBufferMinutes: 30 },
        {
          subCategoryId: skill.subId,
          start: at('10:00'),
          durationMinutes: 60,
        },
      );
      await addBooking(tx, {
        userId: customer,
        subCategoryId: skill.subId,
        start: at('10:00'),
        minutes: 60,
        partnerId,
      });
    });
    expect(await available()).toEqual([]);
    const [held] = await app.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.subCategoryId, skill.subId));
    await app.db.update(bookings).set({ ordStatus: 'Cancelled' }).where(eq(bookings.id, held!.id));
    expect(await available()).toEqual(allDay);
    await app.db.update(bookings).set({ ordStatus: 'Open' }).where(eq(bookings.id, held!.id));
    expect(await available()).toEqual([]);
    await app.db.delete(bookings).where(eq(bookings.id, held!.id));
    expect(await available()).toEqual(allDay);
  });

  it('after a booking is moved to another time or reassigned to a partner of another sub-category', async () => {
    const partner = await addPartner(app.db, skill, hours);
    const other = await skillWithoutPartners(app.db);
    const otherPartner = await addPartner(app.db, other, hours);
    await addBooking(app.db, {
      userId: customer,
      subCategoryId: skill.subId,
      start: at('09:00'),
      minutes: 60,
      partnerId: partner.id,
    });
    expect(await available()).toEqual(['10:30', '11:00']);
    expect(await available(other.subId)).toEqual(allDay);
    const moved = { slotStart: at('11:00'), slotEnd: at('12:00') };
    await app.db.update(bookings).set(moved).where(eq(bookings.servicePartnerId, partner.id));
    expect(await available()).toEqual(['09:00', '09:30']);
    await app.db
      .update(bookings)
      .set({ servicePartnerId: otherPartner.id })
      .where(eq(bookings.servicePartnerId, partner.id));
    expect(await available()).toEqual(allDay);
    expect(await available(other.subId)).toEqual(['09:00', '09:30']);
  });

  it("after a time off is added or removed, and after the partner's hours or work days change", async () => {
    const partner = await addPartner(app.db, skill, hours);
    expect(await available()).toEqual(allDay);
    await app.db.insert(partnerTimeOff).values({ partnerId: partner.id, date: day });
    expect(await available()).toEqual([]);
    await app.db.delete(partnerTimeOff).where(eq(partnerTimeOff.partnerId, partner.id));
    expect(await available()).toEqual(allDay);
    await app.db.update(servicePartners).set({ workHoursEnd: '11:00' }).where(eq(servicePartners.id, partner.id));
    expect(await available()).toEqual(['09:00', '09:30', '10:00']);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    await app.db
      .update(servicePartners)
      .set({ workDays: 0b1111111 & ~(1 << weekday) })
      .where(eq(servicePartners.id, partner.id));
    expect(await available()).toEqual([]);
  });

  it('after a partner is suspended, reinstated, rejected or given another skill', async () => {
    const partner = await addPartner(app.db, skill, hours);
    const other = await skillWithoutPartners(app.db);
    expect(await available()).toEqual(allDay);
    await app.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, partner.userId));
    expect(await available()).toEqual([]);
    await app.db.update(users).set({ blockedAt: null }).where(eq(users.id, partner.userId));
    expect(await available()).toEqual(allDay);
    await app.db.update(servicePartners).set({ status: 'rejected' }).where(eq(servicePartners.id, partner.id));
    expect(await available()).toEqual([]);
    await app.db.update(servicePartners).set({ status: 'approved' }).where(eq(servicePartners.id, partner.id));
    expect(await available()).toEqual(allDay);
    expect(await available(other.subId)).toEqual([]);
    await app.db.update(servicePartners).set({ subCategoryId: other.subId }).where(eq(servicePartners.id, partner.id));
    expect(await available()).toEqual([]);
    expect(await available(other.subId)).toEqual(allDay);
  });

  it('after the sub-category or its category is hidden or shown', async () => {
    await addPartner(app.db, skill, hours);
    expect(await available()).toEqual(allDay);
    await app.db.update(subCategories).set({ active: false }).where(eq(subCategories.id, skill.subId));
    expect((await slots(skill.subId)).statusCode).toBe(404);
    await app.db.update(subCategories).set({ active: true }).where(eq(subCategories.id, skill.subId));
    expect(await available()).toEqual(allDay);
    await app.db.update(categories).set({ active: false }).where(eq(categories.id, skill.categoryId));
    expect((await slots(skill.subId)).statusCode).toBe(404);
    await app.db.update(categories).set({ active: true }).where(eq(categories.id, skill.categoryId));
    expect(await available()).toEqual(allDay);
  });

  it('bumps nothing for a change availability does not read (a rating, a payment status)', async () => {
    const partner = await addPartner(app.db, skill, hours);
    await addBooking(app.db, {
      userId: customer,
      subCategoryId: skill.subId,
      start: at('09:00'),
      minutes: 60,
      partnerId: partner.id,
    });
    const version = () =>
      app.db.execute(sql`select version from slot_versions where sub_category_id = ${skill.subId}`) as Promise<{
        rows: Array<{ version: string | bigint | number }>;
      }>;
    const before = String((await version()).rows[0]!.version);
    await app.db
      .update(servicePartners)
      .set({ ratingTotal: 5, ratingCount: 1 })
      .where(eq(servicePartners.id, partner.id));
    await app.db.update(bookings).set({ paymentStatus: 'PAID' }).where(eq(bookings.servicePartnerId, partner.id));
    expect(String((await version()).rows[0]!.version)).toBe(before);
  });
});

describe('GET slots answer bytes', () => {
  it('are the same JSON compressed or not, never stored by a client, and follow the next change', async () => {
    // A long day: an answer over 1 KB, which is compressed.
    const partner = await addPartner(app.db, skill, { workHoursStart: '06:00', workHoursEnd: '22:00' });
    const url = `${Agent.api('slots')}?${new URLSearchParams({ subCategoryId: skill.subId, date: day, duration: '60' })}`;
    const plain = await app.inject({ method: 'GET', url });
    const compressed = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
    for (const answer of [plain, compressed]) expect(answer.headers['cache-control']).toBe('no-store');
    await app.db.insert(partnerTimeOff).values({ partnerId: partner.id, date: day });
    const after = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    const slotsAfter = JSON.parse(gunzipSync(after.rawPayload).toString()).results as Array<{ available: boolean }>;
    expect(slotsAfter.some((slot) => slot.available)).toBe(false);
  });
});

describe('SlotCache', () => {
  const rules = { travelBufferMinutes: 30 };
  const query = () => ({ subCategoryId: skill.subId, date: day, duration: 60 });

  it('keeps a day whatever the clock, and applies the 2-hour lead when answering', async () => {
    await addPartner(app.db, skill, hours);
    const cache = new SlotCache(app.db);
    const read = vi.spyOn(app.db, 'select');
    const early = await listDaySlots(app.db, { ...rules, now: () => at('06:00').getTime() }, query(), cache);
    expect(early.slots().filter((slot) => slot.available)).toHaveLength(5);
    const reads = read.mock.calls.length;
    const later = await listDaySlots(app.db, { ...rules, now: () => at('07:45').getTime() }, query(), cache);
    // 07:45 + 2 hours: 09:00 and 09:30 start too soon.
    expect(later.slots().map((slot) => slot.available)).toEqual([false, false, true, true, true]);
    expect(later.key).not.toBe(early.key);
    expect(read.mock.calls.length).toBe(reads);
    read.mockRestore();
  });

  it('holds at most `max` answers', async () => {
    await addPartner(app.db, skill, hours);
    const cache = new SlotCache(app.db, { max: 3 });
    for (const duration of [60, 90, 120, 150, 180]) {
      await listDaySlots(app.db, rules, { ...query(), duration }, cache);
    }
    expect(cache.size).toBe(3);
  });

  it('reads the versions of concurrent requests in one query that starts after each of them arrived', async () => {
    let release: () => void = () => {};
    const execute = vi.fn(
      () =>
        new Promise<{ rows: Array<{ sub_category_id: string; version: string }> }>((resolve) => {
          const version = String(execute.mock.calls.length);
          release = () => resolve({ rows: [{ sub_category_id: skill.subId, version }] });
        }),
    );
    const cache = new SlotCache({ execute } as unknown as Db);
    const first = Array.from({ length: 50 }, () => cache.version(skill.subId));
    await new Promise((resolve) => setImmediate(resolve));
    expect(execute).toHaveBeenCalledTimes(1);
    // Asked while the first query runs: it may have missed a commit this request saw, so a second query answers.
    const second = cache.version(skill.subId);
    release();
    expect(new Set(await Promise.all(first))).toEqual(new Set(['1']));
    await new Promise((resolve) => setImmediate(resolve));
    expect(execute).toHaveBeenCalledTimes(2);
    release();
    expect(await second).toBe('2');
  });

  it('answers version 0 for a sub-category never changed, and a failed read to every request of its round', async () => {
    const execute = vi.fn().mockResolvedValueOnce({ rows: [] }).mockRejectedValueOnce(new Error('connection lost'));
    const cache = new SlotCache({ execute } as unknown as Db);
    expect(await cache.version(skill.subId)).toBe('0');
    const failed = await Promise.allSettled([cache.version(skill.subId), cache.version(skill.subId)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('the version triggers', () => {
  it('bump a sub-category once for a statement that changes many rows', async () => {
    const partner = await addPartner(app.db, skill, hours);
    for (const time of ['09:00', '10:00', '11:00']) {
      await addBooking(app.db, {
        userId: customer,
        subCategoryId: skill.subId,
        start: at(time),
        minutes: 30,
        partnerId: partner.id,
      });
    }
    const version = async () =>
      String(
        (
          (await app.db.execute(sql`select version from slot_versions where sub_category_id = ${skill.subId}`)) as {
            rows: Array<{ version: unknown }>;
          }
        ).rows[0]!.version,
      );
    const before = BigInt(await version());
    await app.db
      .update(bookings)
      .set({ ordStatus: 'Cancelled' })
      .where(and(eq(bookings.servicePartnerId, partner.id), eq(bookings.ordStatus, 'Open')));
    expect(BigInt(await version())).toBe(before + 1n);
  });
});
