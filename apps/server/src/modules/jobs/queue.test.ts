import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { createPostgresDatabase, openTestDatabase, testPostgresUrl } from '../../test/test-env';

const WORKER = { JOBS_WORKER: 'true', JOBS_POLL_SECONDS: '0.5' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await sleep(100);
  }
}

/** An app on `database` (not closing it) whose queue has a `test.record` job that notes each run in `runs`. */
async function appWithRecorder(database: Database, runs: string[], fail = false): Promise<App> {
  const app = await buildApp(testConfig(WORKER), database);
  app.jobs.define<{ tag: string }>(
    'test.record',
    { retryLimit: 2, retryDelay: 1, retryBackoff: true },
    async ({ tag }) => {
      runs.push(tag);
      if (fail) throw new Error(`send refused: ${tag}`);
    },
  );
  await app.ready();
  return app;
}

describe('the job queue (pg-boss on our database)', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('runs after a start a job that fell due while no server ran', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const runs: string[] = [];

    const first = await appWithRecorder(database, runs);
    await first.jobs.send('test.record', { tag: 'due-while-down' }, { startAfter: new Date(Date.now() + 1500) });
    await first.close();
    await sleep(2500);
    expect(runs).toEqual([]);

    const second = await appWithRecorder(database, runs);
    cleanups.push(() => second.close());
    await waitFor(() => runs.length > 0);
    await sleep(1000);
    expect(runs).toEqual(['due-while-down']);
  });

  it('retries a failing job with a growing delay, then keeps it as failed, and Retry runs it again', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const runs: string[] = [];
    const app = await appWithRecorder(database, runs, true);
    cleanups.push(() => app.close());

    const started = Date.now();
    const id = await app.jobs.send('test.record', { tag: 'x' });
    await waitFor(async () => (await app.jobs.failedJobs()).some((job) => job.id === id));
    // The first try and two retries, 1 s then about 2 s later (backoff).
    expect(runs).toEqual(['x', 'x', 'x']);
    expect(Date.now() - started).toBeGreaterThan(2000);
    const [failed] = await app.jobs.failedJobs();
    expect(failed).toMatchObject({ id, name: 'test.record', data: { tag: 'x' }, error: 'send refused: x' });

    expect(await app.jobs.retry('test.record', id!)).toBe(true);
    await waitFor(() => runs.length > 3);
    expect(await app.jobs.retry('test.record', '00000000-0000-0000-0000-000000000000')).toBe(false);
  });

  it('adds a job in the caller transaction: rolled back, there is no job', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const runs: string[] = [];
    const app = await appWithRecorder(database, runs);
    cleanups.push(() => app.close());
    const { sendInTransaction } = await import('./queue');

    await app.db
      .transaction(async (tx) => {
        await sendInTransaction(tx, 'test.record', { tag: 'rolled-back' });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await app.db.transaction(async (tx) => {
      await sendInTransaction(tx, 'test.record', { tag: 'committed' });
    });
    await waitFor(() => runs.length > 0);
    await sleep(1000);
    expect(runs).toEqual(['committed']);
  });
});

const postgresUrl = testPostgresUrl();

describe.skipIf(!postgresUrl)('two app instances on one PostgreSQL database (PostgreSQL only)', () => {
  it('run each due job once', async () => {
    const created = await createPostgresDatabase(postgresUrl!);
    const runs: string[] = [];
    const databases: Database[] = [];
    const apps: App[] = [];
    try {
      for (let index = 0; index < 2; index += 1) {
        const database = await openDatabase(created.url);
        databases.push(database);
        if (index === 0) await database.migrate();
        apps.push(await appWithRecorder(database, runs));
      }
      const due = new Date(Date.now() + 1000);
      const tags = Array.from({ length: 40 }, (_, index) => `job-${index}`);
      for (const tag of tags) await apps[index(tag) % 2]!.jobs.send('test.record', { tag }, { startAfter: due });
      await waitFor(() => runs.length >= tags.length);
      await sleep(2000);
      expect([...runs].sort()).toEqual([...tags].sort());
    } finally {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await created.drop();
    }
  });
});

function index(tag: string): number {
  return Number(tag.split('-')[1]);
}
