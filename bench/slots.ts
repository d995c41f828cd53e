/**
 * `npm run bench:slots`: autocannon against GET slots of the built API on a fresh in-memory database with 500
 * approved partners and 20,000 booked orders over the next 14 days (SEED_PARTNER_COUNT, SEED_BOOKING_COUNT),
 * cycling through the 14 bookable dates of the busiest sub-category. Budget (design §6): p99 <= 20 ms at 50
 * connections. Results: bench/results/slots.json.
 */
import autocannon from 'autocannon';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SLOT_BOOKING_DAYS } from '@khidma/shared/constants';
import { addKuwaitDays, kuwaitDate } from '@khidma/shared/kuwait-time';
import { repoRoot, startKhidma } from './lib/server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const PARTNERS = 500;
const BOOKINGS = 20_000;
/** An order of one and a half hours. */
const ORDER_MINUTES = 90;
const BUDGET_P99_MS = 20;

type Slot = { start: string; available: boolean };

async function results<T>(url: string): Promise<T[]> {
  return ((await (await fetch(url)).json()) as { results: T[] }).results;
}

/** BENCH_DATABASE_URL: an empty PostgreSQL database instead of the in-memory PGlite (for comparison). */
const databaseUrl = process.env.BENCH_DATABASE_URL;
const khidma = await startKhidma({
  SEED_PARTNER_COUNT: String(PARTNERS),
  SEED_BOOKING_COUNT: String(BOOKINGS),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
try {
  const api = `${khidma.url}/api/khidma`;
  // The load puts its partners and orders on the catalogue's first sub-categories: the first is the busiest.
  const [category] = await results<{ _id: string }>(`${api}/srv_category_list`);
  const [subCategory] = await results<{ _id: string }>(`${api}/srv_sub_by_category/${category!._id}`);
  const today = kuwaitDate(Date.now());
  const paths = Array.from(
    { length: SLOT_BOOKING_DAYS },
    (_, day) =>
      `/api/khidma/slots?subCategoryId=${subCategory!._id}&date=${addKuwaitDays(today, day)}&duration=${ORDER_MINUTES}`,
  );
  // What the measured answers hold: slots a day, and how many of them are still free.
  let slots = 0;
  let free = 0;
  for (const slotPath of paths) {
    const day = await results<Slot>(`${khidma.url}${slotPath}`);
    slots += day.length;
    free += day.filter((slot) => slot.available).length;
  }

  let next = 0;
  const requests = [
    { setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length]! }) },
  ];
  await autocannon({ url: khidma.url, connections: CONNECTIONS, duration: 2, requests });
  const result = await autocannon({ url: khidma.url, connections: CONNECTIONS, duration: DURATION_S, requests });
  const row = {
    endpoint: 'slots',
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    slotsPerDay: Math.round(slots / paths.length),
    freeShare: Number((free / slots).toFixed(2)),
    withinBudget: result.latency.p99 <= BUDGET_P99_MS && result.non2xx === 0 && result.errors === 0,
    budget: { p99Ms: BUDGET_P99_MS },
  };
  console.log(
    `\nautocannon, ${CONNECTIONS} connections, ${PARTNERS} partners, ${BOOKINGS} orders, ${SLOT_BOOKING_DAYS} dates, ${DURATION_S} s\n`,
  );
  console.table([row]);
  await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(repoRoot, `bench/results/slots${databaseUrl ? '-postgres' : ''}.json`),
    `${JSON.stringify({ date: new Date().toISOString(), database: databaseUrl ? 'postgres' : 'pglite://memory', partners: PARTNERS, bookings: BOOKINGS, connections: CONNECTIONS, durationSeconds: DURATION_S, row }, null, 2)}\n`,
  );
} finally {
  await khidma.stop();
}
