import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { partnerTimeOff, users } from '../../db/schema';
import { addBooking, addCustomer, addPartner, kuwaitDay, skillWithoutPartners } from '../../test/slots';
import { databaseUrlOf, freePort, startServerProcess, type ServerProcess } from '../../test/server-process';
import { createTestApp } from '../../test/test-app';
import { testPostgresUrl } from '../../test/test-env';

const postgresUrl = testPostgresUrl();

/**
 * GET slots is answered from each process's memory: a booking, a time off or a suspension written by process A
 * (this test's app) shows on process B (main.ts on the same database) on its very next request, not after a delay.
 */
describe.skipIf(!postgresUrl)(
  "GET slots on a second server process (PostgreSQL only: PGlite is one process's database, no second can open it)",
  () => {
    let app: App;
    let other: ServerProcess;
    const day = [2, 3, 4].map(kuwaitDay).find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() !== 5)!;

    beforeAll(async () => {
      app = await createTestApp({ seed: true });
      const databaseUrl = await databaseUrlOf(app, postgresUrl!);
      other = await startServerProcess(
        await freePort(),
        {
          NODE_ENV: 'test',
          DATABASE_URL: databaseUrl,
          SEED_DEMO: 'false',
          RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
        },
        { from: 'source' },
      );
    }, 60_000);
    afterAll(async () => {
      await other?.stop('SIGTERM');
      await app.close();
    });

    const availableOnOther = async (subCategoryId: string) => {
      const query = new URLSearchParams({ subCategoryId, date: day, duration: '60' });
      const answer = await fetch(`${other.url}/api/khidma/slots?${query}`);
      expect(answer.status).toBe(200);
      const { results } = (await answer.json()) as { results: Array<{ start: string; available: boolean }> };
      return results.filter((slot) => slot.available).map((slot) => slot.start.slice(11, 16));
    };

    it('shows a booking, a time off and a suspension on the next request', async () => {
      const skill = await skillWithoutPartners(app.db);
      const customer = await addCustomer(app.db);
      const partner = await addPartner(app.db, skill, { workHoursStart: '09:00', workHoursEnd: '11:00' });
      expect(await availableOnOther(skill.subId)).toEqual(['09:00', '09:30', '10:00']);
      // Twice: the second answer comes from B's memory.
      expect(await availableOnOther(skill.subId)).toEqual(['09:00', '09:30', '10:00']);

      await addBooking(app.db, {
        userId: customer,
        subCategoryId: skill.subId,
        start: new Date(`${day}T09:00:00+03:00`),
        minutes: 30,
        partnerId: partner.id,
      });
      expect(await availableOnOther(skill.subId)).toEqual(['10:00']);

      await app.db.insert(partnerTimeOff).values({ partnerId: partner.id, date: day });
      expect(await availableOnOther(skill.subId)).toEqual([]);
      await app.db.delete(partnerTimeOff).where(eq(partnerTimeOff.partnerId, partner.id));
      expect(await availableOnOther(skill.subId)).toEqual(['10:00']);

      await app.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, partner.userId));
      expect(await availableOnOther(skill.subId)).toEqual([]);
    });
  },
);
