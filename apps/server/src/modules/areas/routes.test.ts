import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { bookings, servicePartners, services, sessions, settings } from '../../db/schema';
import { SESSION_COOKIE } from '@khidma/shared/constants';
import { hashToken, randomToken } from '../../lib/tokens';
import { Agent } from '../../test/agent';
import { bookableServices, freeSlot, orderBody } from '../../test/orders';
import { signedInAgent } from '../../test/signed-in';
import { addPartner, freeStartTimes, kuwaitDay, skillWithoutPartners } from '../../test/slots';
import { createTestApp } from '../../test/test-app';

/** A Kuwaiti address in `area` (its centre as the pin). */
const addressIn = (area: string, latitude: number, longitude: number) => ({
  addressType: 'Home' as const,
  area,
  block: '4',
  street: '21',
  house: '7',
  country_code: '+91',
  phoneNo: '9876543210',
  latitude,
  longitude,
});
const SALMIYA = addressIn('salmiya', 29.3339, 48.0761);
const JAHRA = addressIn('jahra', 29.3375, 47.6581);

/** A session for an existing login (a partner made by addPartner). */
async function agentOf(app: App, userId: string): Promise<Agent> {
  const token = randomToken();
  await app.db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  const agent = new Agent(app);
  agent.setCookie(SESSION_COOKIE, token);
  return agent;
}

describe('served areas and partner areas', () => {
  let app: App;
  let admin: Agent;
  let customer: Agent;
  let partner: Agent;
  beforeAll(async () => {
    app = await createTestApp({ seed: true });
    admin = (await signedInAgent(app, { role: 'admin' })).agent;
    customer = (await signedInAgent(app)).agent;
    partner = (await signedInAgent(app, { role: 'partner' })).agent;
  });
  afterAll(() => app.close());

  it('serves every area until an admin switches some off; everyone may read which', async () => {
    const everywhere = { unserved: [], unservedBySubCategory: {} };
    expect((await new Agent(app).get(Agent.api('served_areas'))).json()).toMatchObject({ results: everywhere });
    expect((await admin.get(Agent.api('admin/served_areas'))).json().results).toEqual(everywhere);

    const saved = await admin.put(Agent.api('admin/served_areas'), { unserved: ['wafra', 'abdali', 'wafra'] });
    expect(saved.json()).toEqual({
      code: 200,
      message: 'Areas saved.',
      results: { unserved: ['abdali', 'wafra'], unservedBySubCategory: {} },
    });
    const read = await new Agent(app).get(Agent.api('served_areas'));
    expect(read.json().results.unserved).toEqual(['abdali', 'wafra']);
    expect(read.headers['cache-control']).toBe('no-store');
    await admin.put(Agent.api('admin/served_areas'), everywhere);
  });

  it('lets only admins change the served areas, and refuses bad ones with 400 naming the field', async () => {
    const url = Agent.api('admin/served_areas');
    const body = { unserved: ['salmiya'] };
    expect((await new Agent(app).put(url, body)).statusCode).toBe(401);
    expect((await new Agent(app).get(url)).statusCode).toBe(401);
    for (const agent of [customer, partner]) {
      expect((await agent.put(url, body)).statusCode).toBe(403);
      expect((await agent.get(url)).statusCode).toBe(403);
    }
    const unknownArea = await admin.put(url, { unserved: ['salmiya', 'bengaluru'] });
    expect(unknownArea.statusCode).toBe(400);
    expect(unknownArea.json().errors).toEqual({ 'unserved.1': 'Choose an area of Kuwait from the list.' });
    const badId = await admin.put(url, { unserved: [], unservedBySubCategory: { 'not-an-id': ['salmiya'] } });
    expect(badId.statusCode).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    const unknownSkill = await admin.put(url, { unserved: [], unservedBySubCategory: { [missing]: ['salmiya'] } });
    expect(unknownSkill.statusCode).toBe(400);
    expect(unknownSkill.json().errors).toEqual({ [`unservedBySubCategory.${missing}`]: 'Sub-category not found' });
    for (const bad of [{}, { unserved: 'salmiya' }, { unserved: ['a\u0000'] }, { unserved: Array(200).fill('x') }]) {
      expect((await admin.put(url, bad)).statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
    }
    expect(await app.db.select().from(settings).where(eq(settings.key, 'servedAreas'))).toMatchObject([
      { value: { unserved: [] } },
    ]);
  });

  it('refuses an order to an area not served with a 409 naming it, holding nothing; other areas still order', async () => {
    const { agent, userId } = await signedInAgent(app);
    const salmiya = (await agent.post(Agent.api(`myaddress/${userId}`), SALMIYA)).json().results._id;
    const jahra = (await agent.post(Agent.api(`myaddress/${userId}`), JAHRA)).json().results._id;
    const lines = await bookableServices(app, 1);
    const slot = await freeSlot(
      app,
      lines.map((line) => line.id),
    );
    await admin.put(Agent.api('admin/served_areas'), { unserved: ['salmiya'] });
    const before = await app.db.$count(bookings);

    const refused = await agent.post(
      Agent.api('odm/srv_booking'),
      orderBody({ userId, addressId: salmiya }, lines, 2, slot),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 409,
      reason: 'errors.areas.notServed',
      message: 'We do not serve Salmiya yet: choose another address.',
      errors: { addressId: 'We do not serve Salmiya yet: choose another address.' },
    });
    agent.setCookie('locale', 'ar');
    const inArabic = await agent.post(
      Agent.api('odm/srv_booking'),
      orderBody({ userId, addressId: salmiya }, lines, 2, slot),
    );
    expect(inArabic.json().message).toBe('لا نقدّم خدماتنا في السالمية بعد: اختر عنواناً آخر.');
    agent.setCookie('locale', 'en');
    expect(await app.db.$count(bookings)).toBe(before);
    // Nothing was held: the slot is still the first free one.
    expect(
      await freeSlot(
        app,
        lines.map((line) => line.id),
      ),
    ).toBe(slot);

    const placed = await agent.post(
      Agent.api('odm/srv_booking'),
      orderBody({ userId, addressId: jahra }, lines, 2, slot),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().results[0].ServiceAddress).toMatchObject({ area: 'jahra', governorate: 'jahra', house: '7' });
    await admin.put(Agent.api('admin/served_areas'), { unserved: [] });
  });

  it('switches an area off for one sub-category only', async () => {
    const { agent, userId } = await signedInAgent(app);
    const salmiya = (await agent.post(Agent.api(`myaddress/${userId}`), SALMIYA)).json().results._id;
    const lines = await bookableServices(app, 1);
    const [service] = await app.db
      .select({ skill: services.subCategoryId })
      .from(services)
      .where(eq(services.id, lines[0]!.id));
    const skill = service!.skill;
    await admin.put(Agent.api('admin/served_areas'), { unserved: [], unservedBySubCategory: { [skill]: ['salmiya'] } });
    const slot = await freeSlot(
      app,
      lines.map((line) => line.id),
    );
    const refused = await agent.post(
      Agent.api('odm/srv_booking'),
      orderBody({ userId, addressId: salmiya }, lines, 2, slot),
    );
    expect(refused.statusCode).toBe(409);
    // Switching it back on serves it again.
    await admin.put(Agent.api('admin/served_areas'), { unserved: [], unservedBySubCategory: { [skill]: [] } });
    expect((await admin.get(Agent.api('admin/served_areas'))).json().results.unservedBySubCategory).toEqual({});
    const placed = await agent.post(
      Agent.api('odm/srv_booking'),
      orderBody({ userId, addressId: salmiya }, lines, 2, slot),
    );
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('counts only the partners who cover the area in GET slots; a partner with no areas covers all', async () => {
    const skill = await skillWithoutPartners(app.db);
    const morning = await addPartner(app.db, skill, { workHoursStart: '08:00', workHoursEnd: '10:00' });
    const afternoon = await addPartner(app.db, skill, { workHoursStart: '14:00', workHoursEnd: '16:00' });
    await app.db
      .update(servicePartners)
      .set({ areas: ['salmiya'] })
      .where(eq(servicePartners.id, morning.id));
    await app.db
      .update(servicePartners)
      .set({ areas: ['jahra'] })
      .where(eq(servicePartners.id, afternoon.id));
    const query = { subCategoryId: skill.subId, date: kuwaitDay(2), duration: '60' };

    expect(await freeStartTimes(app, { ...query, area: 'salmiya' } as typeof query)).toEqual([
      '08:00',
      '08:30',
      '09:00',
    ]);
    expect(await freeStartTimes(app, { ...query, area: 'jahra' } as typeof query)).toEqual(['14:00', '14:30', '15:00']);
    expect(await freeStartTimes(app, { ...query, area: 'wafra' } as typeof query)).toEqual([]);
    // Without an area (the spec's client), every partner counts.
    expect(await freeStartTimes(app, query)).toEqual(['08:00', '08:30', '09:00', '14:00', '14:30', '15:00']);

    // The afternoon partner picks no areas in the portal: they go everywhere, at once.
    const portal = await agentOf(app, afternoon.userId);
    const cleared = await portal.put(Agent.api('partner/me/areas'), { areas: [] });
    expect(cleared.json()).toEqual({ code: 200, message: 'Areas saved.', results: { areas: [] } });
    expect(await freeStartTimes(app, { ...query, area: 'wafra' } as typeof query)).toEqual(['14:00', '14:30', '15:00']);
    // An admin sets their areas back in the console.
    const set = await admin.put(Agent.api(`admin/partners/${afternoon.id}/areas`), { areas: ['jahra', 'qasr'] });
    expect(set.json().results).toEqual({ areas: ['jahra', 'qasr'] });
    expect((await portal.get(Agent.api('partner/me/areas'))).json().results).toEqual({ areas: ['jahra', 'qasr'] });
    expect(await freeStartTimes(app, { ...query, area: 'wafra' } as typeof query)).toEqual([]);

    const unknown = await app.inject({
      method: 'GET',
      url: `${Agent.api('slots')}?${new URLSearchParams({ ...query, area: 'bengaluru' })}`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ area: 'Choose an area of Kuwait from the list.' });
  });

  it("refuses another role's or a bad partner-areas change with 401/403/404/400, changing nothing", async () => {
    const skill = await skillWithoutPartners(app.db);
    const own = await addPartner(app.db, skill, { areas: ['salmiya'] });
    const url = Agent.api('partner/me/areas');
    expect((await new Agent(app).put(url, { areas: [] })).statusCode).toBe(401);
    expect((await customer.put(url, { areas: [] })).statusCode).toBe(403);
    expect((await admin.put(url, { areas: [] })).statusCode).toBe(403);
    // A partner login without an approved partner profile.
    expect((await partner.put(url, { areas: [] })).statusCode).toBe(403);
    const adminUrl = Agent.api(`admin/partners/${own.id}/areas`);
    const portal = await agentOf(app, own.userId);
    expect((await portal.put(adminUrl, { areas: [] })).statusCode).toBe(403);
    expect((await customer.get(adminUrl)).statusCode).toBe(403);
    const missing = Agent.api('admin/partners/00000000-0000-4000-8000-000000000000/areas');
    expect((await admin.put(missing, { areas: [] })).statusCode).toBe(404);
    expect((await admin.put(Agent.api('admin/partners/x/areas'), { areas: [] })).statusCode).toBe(400);
    const bad = await portal.put(url, { areas: ['salmiya', 'mumbai'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'areas.1': 'Choose an area of Kuwait from the list.' });
    for (const body of [{}, { areas: 'salmiya' }, { areas: ['\u0000'] }, { areas: Array(500).fill('salmiya') }]) {
      expect((await portal.put(url, body)).statusCode).toBe(400);
    }
    const [row] = await app.db
      .select({ areas: servicePartners.areas })
      .from(servicePartners)
      .where(eq(servicePartners.id, own.id));
    expect(row!.areas).toEqual(['salmiya']);
  });
  it("holds a reschedule among the partners who go to the order's area; the console lists the others as not free", async () => {
    const skill = await skillWithoutPartners(app.db);
    const morning = await addPartner(app.db, skill, {
      workHoursStart: '08:00',
      workHoursEnd: '10:00',
      areas: ['salmiya'],
    });
    const afternoon = await addPartner(app.db, skill, {
      workHoursStart: '14:00',
      workHoursEnd: '16:00',
      areas: ['jahra'],
    });
    const [template] = await app.db.select().from(services).limit(1);
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = template!;
    const name = `Area visit ${randomBytes(3).toString('hex')}`;
    const [service] = await app.db
      .insert(services)
      .values({ ...copy, name, subCategoryId: skill.subId, durationMinutes: 60 })
      .returning({ id: services.id, priceFils: services.priceFils, name: services.name });
    const { agent, userId } = await signedInAgent(app);
    const addressId = (await agent.post(Agent.api(`myaddress/${userId}`), SALMIYA)).json().results._id;
    const startsOn = async (area: string) => {
      const query = { subCategoryId: skill.subId, date: kuwaitDay(2), duration: '60', area };
      const answer = await app.inject({ method: 'GET', url: `${Agent.api('slots')}?${new URLSearchParams(query)}` });
      const slots = answer.json().results as Array<{ start: string; available: boolean }>;
      return new Map(slots.filter((slot) => slot.available).map((slot) => [slot.start.slice(11, 16), slot.start]));
    };
    const salmiya = await startsOn('salmiya');
    const jahra = await startsOn('jahra');
    const placed = await agent.post(
      Agent.api('odm/srv_booking'),
      orderBody({ userId, addressId }, [service!], 2, salmiya.get('08:00')!),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const { ordId } = placed.json().results[0] as { ordId: string };

    // At 14:00 only the Jahra partner works: not a slot for a Salmiya address.
    const away = await agent.put(Agent.api(`odm/srv_booking/${ordId}/slot`), {
      userId,
      slotStart: jahra.get('14:00')!,
      fee: 0,
    });
    expect(away.statusCode, away.body).toBe(409);
    const [kept] = await app.db
      .select({ slotStart: bookings.slotStart })
      .from(bookings)
      .where(eq(bookings.ordId, ordId));
    expect(kept!.slotStart!.toISOString()).toBe(new Date(salmiya.get('08:00')!).toISOString());
    const moved = await agent.put(Agent.api(`odm/srv_booking/${ordId}/slot`), {
      userId,
      slotStart: salmiya.get('09:00')!,
      fee: 0,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const listed = (await admin.get(Agent.api(`admin/orders/${ordId}/partners`))).json().results as Array<{
      _id: string;
      freeAtSlot: boolean;
    }>;
    expect(listed.map(({ _id, freeAtSlot }) => ({ _id, freeAtSlot }))).toEqual([
      { _id: morning.id, freeAtSlot: true },
      { _id: afternoon.id, freeAtSlot: false },
    ]);
  });
});
