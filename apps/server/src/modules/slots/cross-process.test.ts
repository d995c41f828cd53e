import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { partnerTimeOff, users } from '../../db/schema';
import { addBooking, addCustomer, addPartner, kuwaitDay, skillWithoutPartners } from '../../test/slots';
import { createTestApp } from '../../test/test-app';
import { testPostgresUrl } from '../../test/test-env';

const postgresUrl = testPostgresUrl();
const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
const serverRoot = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * GET slots is answered from each process's memory: a booking, a time off or a suspension written by process A
 * (this test's app) shows on process B (main.ts on the same database) on its very next request, not after a delay.
 */
describe.skipIf(!postgresUrl)('GET slots on a second server process (PostgreSQL only)', () => {
  let app: App;
  let other: ChildProcess;
  let otherUrl: string;
  let stderr = '';
  const day = [2, 3, 4].map(kuwaitDay).find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() !== 5)!;

  beforeAll(async () => {
    app = await createTestApp({ seed: true });
    const result = (await app.db.execute('select current_database() as name')) as { rows: Array<{ name: string }> };
    const databaseUrl = new URL(postgresUrl!);
    databaseUrl.pathname = `/${result.rows[0]!.name}`;
    const port = await freePort();
    otherUrl = `http://127.0.0.1:${port}`;
    other = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
      },
      cwd: serverRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    other.stderr!.on('data', (chunk) => (stderr += String(chunk)));
    const started = Date.now();
    for (;;) {
      const answer = await fetch(`${otherUrl}/readyz`).catch(() => undefined);
      if (answer?.ok) break;
      if (Date.now() - started > 30_000) throw new Error(`the second process did not start\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);
  afterAll(async () => {
    if (other && other.exitCode === null) {
      other.kill('SIGTERM');
      await once(other, 'close');
    }
    await app.close();
  });

  const availableOnOther = async (subCategoryId: string) => {
    const query = new URLSearchParams({ subCategoryId, date: day, duration: '60' });
    const answer = await fetch(`${otherUrl}/api/khidma/slots?${query}`);
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
});
