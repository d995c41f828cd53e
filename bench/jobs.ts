/**
 * `npm run bench:jobs`: the job queue on PostgreSQL (issue 24), in one process with its worker (JOBS_POLL_SECONDS=1,
 * the default). Two figures:
 * - throughput: 1,000 orders' confirmations enqueued at once (`enqueue(tx, 'order.placed')` for a real order: two
 *   notification rows, SMS and email, with their send jobs, reminders and a payment window each), then the time until
 *   every one of the 2,000 messages is rendered (the email with its calendar file) and stored in the outboxes;
 * - delay: for BENCH_DURATION seconds (default 60) the same confirmations at 100 orders a minute, and once a second a
 *   probe job due 2 s later; how long after its due time each probe ran (p50, p95, max).
 * BENCH_DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test; a fresh database is
 * made on it and dropped). Results: bench/results/jobs.json.
 */
import { eq, sql } from 'drizzle-orm';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { bookingLines, bookings, notifications, services, users } from '../apps/server/src/db/schema';
import { seedDemoData } from '../apps/server/src/db/seed/seed';
import { enqueue } from '../apps/server/src/modules/notifications/enqueue';
import { createPostgresDatabase } from '../apps/server/src/test/test-env';
import { repoRoot } from './lib/server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const BURST = 1000;
const ORDERS_PER_MINUTE = 100;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const created = await createPostgresDatabase(adminUrl);
const database = await openDatabase(created.url);
try {
  await database.migrate();
  await seedDemoData(database.db);
  const app = await buildApp(testConfig({ JOBS_WORKER: 'true', JOBS_POLL_SECONDS: '1' }), database);
  const delays: number[] = [];
  app.jobs.define<{ dueAt: number }>(
    'bench.probe',
    { retryLimit: 0, retryDelay: 0, retryBackoff: false },
    async (job) => {
      delays.push(Date.now() - job.dueAt);
    },
  );
  await app.ready();

  // One real order to confirm again and again: a customer, an address snapshot, two services, a slot in 3 days.
  const [customer] = await database.db
    .insert(users)
    .values({ name: 'Bench', email: 'bench@example.com', countryCode: '+965', phone: '50000000', passwordHash: '!' })
    .returning({ id: users.id });
  const lines = await database.db.select().from(services).limit(2);
  const slotStart = new Date(Date.now() + 3 * 24 * 3_600_000);
  const [booking] = await database.db
    .insert(bookings)
    .values({
      ordId: 'KH-BENCH01',
      userId: customer!.id,
      ordStatus: 'Open',
      paymentType: 2,
      paymentStatus: 'NOT_REQUIRED',
      totalFils: lines.reduce((sum, line) => sum + line.priceFils, 0),
      addressSnapshot: {
        addressType: 'Home',
        flatNo: 'Flat 3',
        address: 'Block 4, Street 21',
        landmark: '',
        pincode: '',
        phoneNo: '50000000',
        area: 'Salmiya',
        latitude: 29.33,
        longitude: 48.07,
      },
      slotStart,
      slotEnd: new Date(slotStart.getTime() + 3_600_000),
    })
    .returning({ id: bookings.id });
  await database.db.insert(bookingLines).values(
    lines.map((line, position) => ({
      bookingId: booking!.id,
      serviceId: line.id,
      position,
      priceFils: line.priceFils,
      serviceSnapshot: {
        _id: line.id,
        ServiceName: line.name,
        ServiceNameAr: line.nameAr,
        Price: line.priceFils / 1000,
        Image: '',
        SrvCategoryId: '',
        SrvCategoryName: '',
        SrvSubCategoryId: line.subCategoryId,
        SrvSubCategoryName: '',
      },
    })),
  );
  const confirm = () => database.db.transaction((tx) => enqueue(tx, 'order.placed', { bookingId: booking!.id }));
  const sent = async () => database.db.$count(notifications, eq(notifications.status, 'sent'));

  // ---- throughput
  const before = await sent();
  for (let index = 0; index < BURST; index += 1) await confirm();
  const burstStart = Date.now();
  while ((await sent()) - before < BURST * 2) await sleep(200);
  const burstSeconds = (Date.now() - burstStart) / 1000;
  const jobsPerSecond = Math.round((BURST * 2) / burstSeconds);
  console.log(`throughput: ${BURST * 2} messages sent in ${burstSeconds.toFixed(1)} s = ${jobsPerSecond} jobs/s`);

  // ---- delay between due and run at 100 orders a minute
  const until = Date.now() + DURATION_S * 1000;
  let ordersPlaced = 0;
  const load = (async () => {
    while (Date.now() < until) {
      await confirm();
      ordersPlaced += 1;
      await sleep(60_000 / ORDERS_PER_MINUTE);
    }
  })();
  const probes = (async () => {
    while (Date.now() < until) {
      const dueAt = Date.now() + 2000;
      await app.jobs.send('bench.probe', { dueAt }, { startAfter: new Date(dueAt) });
      await sleep(1000);
    }
  })();
  await Promise.all([load, probes]);
  await sleep(5000);
  const sorted = [...delays].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
  const backlog = await database.db.$count(notifications, sql`${notifications.status} <> 'sent'`);
  const result = {
    date: new Date().toISOString(),
    database: 'postgres',
    pollSeconds: 1,
    throughput: { messages: BURST * 2, seconds: burstSeconds, jobsPerSecond },
    dueToRun: {
      ordersPerMinute: ORDERS_PER_MINUTE,
      seconds: DURATION_S,
      ordersPlaced,
      probes: sorted.length,
      p50Ms: at(0.5),
      p95Ms: at(0.95),
      maxMs: sorted.at(-1) ?? NaN,
      messagesNotSentAtEnd: backlog,
    },
  };
  console.log(
    `due-to-run at ${ORDERS_PER_MINUTE} orders/min: p50 ${result.dueToRun.p50Ms} ms, p95 ${result.dueToRun.p95Ms} ms, max ${result.dueToRun.maxMs} ms (${sorted.length} probes; ${backlog} messages unsent at the end)`,
  );
  await mkdir(path.join(repoRoot, 'bench', 'results'), { recursive: true });
  await writeFile(path.join(repoRoot, 'bench', 'results', 'jobs.json'), `${JSON.stringify(result, null, 2)}\n`);
  await app.close();
} finally {
  await database.close();
  await created.drop();
}
