import { and, count, eq } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addKuwaitDays, kuwaitDate, kuwaitWeekday } from '@khidma/shared/kuwait-time';
import en from '@khidma/shared/messages/en.json';
import type { App } from '../../app';
import { partnerTimeOff, servicePartners } from '../../db/schema';
import { approvedPartnerRow, skills, type Skill } from '../../db/seed/seed';
import { Agent } from '../../test/agent';
import { signedInAgent } from '../../test/signed-in';
import { kuwaitDay, skillWithoutPartners } from '../../test/slots';
import { createTestApp } from '../../test/test-app';
import { TIME_OFF_MAX_DAYS_AHEAD } from '@khidma/shared/constants';

/** Work days and time off (issue 14): the partner's own (partner/me/...) and the console's (admin/partners/{id}/...). */
describe('partner availability: work days and time off', () => {
  let app: App;
  let admin: Agent;
  let skill: Skill;
  const today = () => kuwaitDate(Date.now());

  beforeAll(async () => {
    app = await createTestApp({ seed: true });
    admin = (await signedInAgent(app, { role: 'admin' })).agent;
    [skill] = (await skills(app.db, 1)) as [Skill];
  });
  afterAll(() => app.close());

  /** An approved partner with a login and a session. */
  async function partner(on: Skill = skill, fields: Partial<typeof servicePartners.$inferInsert> = {}) {
    const { agent, userId } = await signedInAgent(app, { role: 'partner' });
    const unique = randomBytes(4).toString('hex');
    const [row] = await app.db
      .insert(servicePartners)
      .values(
        approvedPartnerRow(on, {
          name: `Partner ${unique}`,
          email: `partner-${unique}@example.com`,
          phone: String(7_000_000_000 + (Number.parseInt(unique, 16) % 999_999_999)),
          userId,
          ...fields,
        }),
      )
      .returning({ id: servicePartners.id, email: servicePartners.email });
    return { agent, id: row!.id, email: row!.email };
  }

  const stored = async (id: string) =>
    (
      await app.db
        .select({
          workDays: servicePartners.workDays,
          workHoursStart: servicePartners.workHoursStart,
          workHoursEnd: servicePartners.workHoursEnd,
        })
        .from(servicePartners)
        .where(eq(servicePartners.id, id))
    )[0];
  const daysOff = async (partnerId: string) =>
    (await app.db.select({ n: count() }).from(partnerTimeOff).where(eq(partnerTimeOff.partnerId, partnerId)))[0]!.n;

  it('sets work days as weekdays, stores them as a bitmask and answers them ascending, partner and console', async () => {
    const me = await partner();
    const saved = await me.agent.put(Agent.api('partner/me'), {
      workHoursStart: '09:00',
      workHoursEnd: '17:00',
      workDays: [3, 0, 1],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Saved',
      results: { workHoursStart: '09:00', workHoursEnd: '17:00', workDays: [0, 1, 3] },
    });
    expect(await stored(me.id)).toEqual({ workDays: 0b1011, workHoursStart: '09:00', workHoursEnd: '17:00' });
    expect((await me.agent.get(Agent.api('partner/me'))).json().results.workDays).toEqual([0, 1, 3]);
    // The path of before work days does the same.
    const older = await me.agent.put(Agent.api('partner/me'), {
      workHoursStart: '08:00',
      workHoursEnd: '16:00',
      workDays: [6, 5],
    });
    expect(older.json().results).toMatchObject({ workHoursStart: '08:00', workDays: [5, 6] });

    const byAdmin = await admin.put(Agent.api(`admin/partners/${me.id}/hours`), {
      workHoursStart: '10:00',
      workHoursEnd: '18:00',
      workDays: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(byAdmin.json().results).toMatchObject({
      _id: me.id,
      workHoursStart: '10:00',
      workDays: [0, 1, 2, 3, 4, 5, 6],
    });
    const listed = await admin.get(Agent.api(`admin/partners?q=${me.email}`));
    expect(listed.json().results.items).toEqual([expect.objectContaining({ workDays: [0, 1, 2, 3, 4, 5, 6] })]);
    expect(await stored(me.id)).toMatchObject({ workDays: 0b1111111 });
    // A new partner works the default week: every day but Friday.
    const fresh = await partner();
    expect((await fresh.agent.get(Agent.api('partner/me'))).json().results.workDays).toEqual([0, 1, 2, 3, 4, 6]);
  });

  it('refuses bad work days and hours with 400, on both endpoints, and changes nothing', async () => {
    const me = await partner();
    const before = await stored(me.id);
    const hours = { workHoursStart: '09:00', workHoursEnd: '17:00' };
    const bad: unknown[] = [
      { ...hours, workDays: [] },
      { ...hours, workDays: [7] },
      { ...hours, workDays: [-1] },
      { ...hours, workDays: [1.5] },
      { ...hours, workDays: [1, 1] },
      { ...hours, workDays: ['1'] },
      { ...hours, workDays: '1' },
      { ...hours, workDays: 3 },
      { ...hours, workDays: null },
      { ...hours, workDays: [0, 1, 2, 3, 4, 5, 6, 0] },
      hours,
      { workHoursStart: '17:00', workHoursEnd: '09:00', workDays: [1] },
      { workHoursStart: '9\u0000:00', workHoursEnd: '17:00', workDays: [1] },
    ];
    for (const body of bad) {
      for (const [agent, url] of [
        [me.agent, 'partner/me'],
        [admin, `admin/partners/${me.id}/hours`],
      ] as const) {
        const response = await agent.put(Agent.api(url), body as Record<string, unknown>);
        expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      }
    }
    const empty = await me.agent.put(Agent.api('partner/me'), { ...hours, workDays: [] });
    expect(empty.json().errors).toEqual({ workDays: en['validation.workDays.required'] });
    expect(await stored(me.id)).toEqual(before);
    // An unknown partner is a 404 for the console.
    const unknown = await admin.put(Agent.api(`admin/partners/${randomUUID()}/hours`), { ...hours, workDays: [1] });
    expect(unknown.statusCode).toBe(404);
  });

  it('adds days off from today on, lists them soonest first without past ones, and gives them back', async () => {
    const me = await partner();
    const url = Agent.api('partner/me/time_off');
    const later = addKuwaitDays(today(), 5);
    const added = await me.agent.post(url, { date: later, reason: '  Eid  ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().results).toEqual({ _id: expect.any(String), date: later, reason: 'Eid' });
    const soon = (await me.agent.post(url, { date: addKuwaitDays(today(), 2) })).json().results;
    expect(soon.reason).toBe('');
    expect((await me.agent.post(url, { date: today() })).statusCode).toBe(200);
    // A past day off (from before today) is no longer listed.
    await app.db.insert(partnerTimeOff).values({ partnerId: me.id, date: addKuwaitDays(today(), -1) });

    const listed = (await me.agent.get(url)).json().results as Array<{ date: string }>;
    expect(listed.map((entry) => entry.date)).toEqual([today(), soon.date, later]);
    expect((await admin.get(Agent.api(`admin/partners/${me.id}/time_off`))).json().results).toEqual(listed);

    const removed = await me.agent.delete(Agent.api(`partner/me/time_off/${soon._id}`));
    expect(removed.json()).toMatchObject({ code: 200, results: { _id: soon._id } });
    expect(((await me.agent.get(url)).json().results as Array<{ date: string }>).map((e) => e.date)).toEqual([
      today(),
      later,
    ]);
    expect((await me.agent.delete(Agent.api(`partner/me/time_off/${soon._id}`))).statusCode).toBe(404);
  });

  it('answers 409 for a day already off, once even when requests race, and adds it once', async () => {
    const me = await partner();
    const url = Agent.api('partner/me/time_off');
    const date = addKuwaitDays(today(), 7);
    expect((await me.agent.post(url, { date })).statusCode).toBe(200);
    const again = await me.agent.post(url, { date, reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(en['errors.partners.timeOffExists']);
    // The console adding the same day for this partner meets the same index.
    expect((await admin.post(Agent.api(`admin/partners/${me.id}/time_off`), { date })).statusCode).toBe(409);

    const raced = addKuwaitDays(today(), 8);
    const answers = await Promise.all(Array.from({ length: 6 }, () => me.agent.post(url, { date: raced })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await daysOff(me.id)).toBe(2);
    // Another partner may take the same day.
    expect((await (await partner()).agent.post(url, { date })).statusCode).toBe(200);
  });

  it('refuses bad dates and reasons with 400 and adds nothing', async () => {
    const me = await partner();
    const url = Agent.api('partner/me/time_off');
    const past = await me.agent.post(url, { date: addKuwaitDays(today(), -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      message: en['errors.partners.timeOffPast'],
      errors: { date: en['errors.partners.timeOffPast'] },
    });
    const far = await me.agent.post(url, { date: addKuwaitDays(today(), TIME_OFF_MAX_DAYS_AHEAD + 1) });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe(en['errors.partners.timeOffTooFar']);
    const bad: unknown[] = [
      { date: '2026-02-30' },
      { date: '2027-02-29' },
      { date: '2026-1-1' },
      { date: '2026-13-01' },
      { date: '26-01-01' },
      { date: `${today()}\u0000` },
      { date: `${today()}\n` },
      { date: `${today()}T00:00:00` },
      { date: '' },
      { date: 20_260_101 },
      { date: null },
      {},
      { date: addKuwaitDays(today(), 3), reason: 'a\u0007b' },
      { date: addKuwaitDays(today(), 3), reason: 'x'.repeat(201) },
      { date: addKuwaitDays(today(), 3), reason: 42 },
    ];
    for (const body of bad) {
      const response = await me.agent.post(url, body as Record<string, unknown>);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const byAdmin = await admin.post(Agent.api(`admin/partners/${me.id}/time_off`), body as Record<string, unknown>);
      expect(byAdmin.statusCode, JSON.stringify(body)).toBe(400);
    }
    const badDate = await me.agent.post(url, { date: '2026-02-30' });
    expect(badDate.json().errors).toEqual({ date: en['validation.timeOff.date'] });
    expect(await daysOff(me.id)).toBe(0);
    // The last day allowed, a year ahead, is fine.
    expect((await me.agent.post(url, { date: addKuwaitDays(today(), TIME_OFF_MAX_DAYS_AHEAD) })).statusCode).toBe(200);
  });

  it("does not let a partner see or remove another partner's days off: 404, and nothing removed", async () => {
    const [owner, other] = [await partner(), await partner()];
    const entry = (await owner.agent.post(Agent.api('partner/me/time_off'), { date: addKuwaitDays(today(), 4) })).json()
      .results;
    expect((await other.agent.get(Agent.api('partner/me/time_off'))).json().results).toEqual([]);
    const stolen = await other.agent.delete(Agent.api(`partner/me/time_off/${entry._id}`));
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(en['errors.partners.timeOffNotFound']);
    expect((await other.agent.delete(Agent.api(`partner/me/time_off/${randomUUID()}`))).statusCode).toBe(404);
    expect((await other.agent.delete(Agent.api('partner/me/time_off/not-an-id'))).statusCode).toBe(400);
    // The console removes an entry only under its own partner.
    const crossed = await admin.delete(Agent.api(`admin/partners/${other.id}/time_off/${entry._id}`));
    expect(crossed.statusCode).toBe(404);
    expect(await daysOff(owner.id)).toBe(1);
    const removed = await admin.delete(Agent.api(`admin/partners/${owner.id}/time_off/${entry._id}`));
    expect(removed.json().results).toEqual({ _id: entry._id });
    expect(await daysOff(owner.id)).toBe(0);
  });

  it('lets an admin manage any approved partner and 404s for anyone else', async () => {
    const them = await partner();
    const url = Agent.api(`admin/partners/${them.id}/time_off`);
    const date = addKuwaitDays(today(), 9);
    const added = await admin.post(url, { date, reason: 'Blocked: training' });
    expect(added.json()).toMatchObject({ code: 200, results: { date, reason: 'Blocked: training' } });
    // The partner sees what the console blocked.
    expect((await them.agent.get(Agent.api('partner/me/time_off'))).json().results).toEqual([added.json().results]);
    const stranger = Agent.api(`admin/partners/${randomUUID()}/time_off`);
    expect((await admin.get(stranger)).statusCode).toBe(404);
    expect((await admin.post(stranger, { date })).json().message).toBe(en['errors.partners.partnerNotFound']);
    const pending = await partner(skill, { status: 'pending_review' });
    expect((await admin.post(Agent.api(`admin/partners/${pending.id}/time_off`), { date })).statusCode).toBe(404);
    expect(await daysOff(pending.id)).toBe(0);
  });

  it('refuses anonymous callers (401), other roles (403) and writes without the CSRF header, changing nothing', async () => {
    const them = await partner();
    const entry = (await them.agent.post(Agent.api('partner/me/time_off'), { date: addKuwaitDays(today(), 6) })).json()
      .results;
    const customer = (await signedInAgent(app)).agent;
    const body = { date: addKuwaitDays(today(), 10) };
    const hours = { workHoursStart: '09:00', workHoursEnd: '10:00', workDays: [1] };
    const adminCalls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', `admin/partners/${them.id}/time_off`],
      ['POST', `admin/partners/${them.id}/time_off`, body],
      ['DELETE', `admin/partners/${them.id}/time_off/${entry._id}`],
      ['PUT', `admin/partners/${them.id}/hours`, hours],
    ];
    const portalCalls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', 'partner/me/time_off'],
      ['POST', 'partner/me/time_off', body],
      ['DELETE', `partner/me/time_off/${entry._id}`],
      ['PUT', 'partner/me', hours],
    ];
    const call = (agent: Agent, [method, url, payload]: [string, string, object?], csrf = true) =>
      agent.request({
        method: method as 'GET',
        url: Agent.api(url),
        payload: payload as Record<string, unknown>,
        csrf,
      });
    for (const request of adminCalls) {
      expect((await call(new Agent(app), request)).statusCode, request[1]).toBe(401);
      expect((await call(customer, request)).statusCode, request[1]).toBe(403);
      expect((await call(them.agent, request)).statusCode, request[1]).toBe(403);
    }
    for (const request of portalCalls) {
      expect((await call(new Agent(app), request)).statusCode, request[1]).toBe(401);
      expect((await call(customer, request)).statusCode, request[1]).toBe(403);
      expect((await call(admin, request)).statusCode, request[1]).toBe(403);
      if (request[0] !== 'GET') expect((await call(them.agent, request, false)).statusCode, request[1]).toBe(403);
    }
    // A partner login without an approved partner behind it has no portal.
    const orphan = (await signedInAgent(app, { role: 'partner' })).agent;
    expect((await orphan.get(Agent.api('partner/me/time_off'))).statusCode).toBe(403);
    expect((await orphan.post(Agent.api('partner/me/time_off'), body)).statusCode).toBe(403);
    expect((await orphan.delete(Agent.api(`partner/me/time_off/${entry._id}`))).statusCode).toBe(403);

    expect(await daysOff(them.id)).toBe(1);
    expect(await stored(them.id)).toMatchObject({ workHoursStart: '08:00', workHoursEnd: '20:00' });
  });

  it("takes a partner's slots away on their day off and on a weekday they stop working", async () => {
    const unserved = await skillWithoutPartners(app.db);
    const me = await partner(unserved, { workHoursStart: '09:00', workHoursEnd: '11:00', workDays: 0b1111111 });
    const day = kuwaitDay(3);
    const available = async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${Agent.api('slots')}?subCategoryId=${unserved.subId}&date=${day}&duration=60`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().results as Array<{ start: string; available: boolean }>)
        .filter((slot) => slot.available)
        .map((slot) => slot.start.slice(11, 16));
    };
    expect(await available()).toEqual(['09:00', '09:30', '10:00']);

    const off = (await me.agent.post(Agent.api('partner/me/time_off'), { date: day, reason: 'Eid' })).json().results;
    expect(await available()).toEqual([]);
    await me.agent.delete(Agent.api(`partner/me/time_off/${off._id}`));
    expect(await available()).toEqual(['09:00', '09:30', '10:00']);

    const allBut = [0, 1, 2, 3, 4, 5, 6].filter((weekday) => weekday !== kuwaitWeekday(day));
    const hours = { workHoursStart: '09:00', workHoursEnd: '11:00' };
    expect((await me.agent.put(Agent.api('partner/me'), { ...hours, workDays: allBut })).statusCode).toBe(200);
    expect(await available()).toEqual([]);
    await admin.put(Agent.api(`admin/partners/${me.id}/hours`), { ...hours, workDays: [kuwaitWeekday(day)] });
    expect(await available()).toEqual(['09:00', '09:30', '10:00']);
    expect(
      await app.db
        .select({ n: count() })
        .from(partnerTimeOff)
        .where(and(eq(partnerTimeOff.partnerId, me.id), eq(partnerTimeOff.date, day))),
    ).toEqual([{ n: 0 }]);
  });
});
