/**
 * `npm run bench:scale`: one server process against two, in one run, on one PostgreSQL database and Redis (issue
 * 15). Each setup gets autocannon on catalogue reads (50 connections split over the processes, 10 s after 2 s) and
 * 100 shoppers placing COD orders in free slots for 10 s, alternating between the processes
 * (apps/server/src/test/shoppers.ts). The demo catalogue and 500 partners (SEED_PARTNER_COUNT) are seeded once.
 * BENCH_DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test; a fresh database is
 * made on it and dropped), BENCH_REDIS_URL (default redis://127.0.0.1:6379). Results: bench/results/scale.json.
 */
import autocannon from 'autocannon';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { LOAD_SUB_CATEGORIES } from '../apps/server/src/db/seed/slot-load';
import { createPostgresDatabase } from '../apps/server/src/test/test-env';
import { freePort, startServerProcess, type ServerProcess } from '../apps/server/src/test/server-process';
import { loadCatalogue, newTally, prepareShoppers, runShoppers } from '../apps/server/src/test/shoppers';
import { repoRoot } from './lib/server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const SHOPPERS = 100;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const database = await createPostgresDatabase(adminUrl);
const env = {
  NODE_ENV: 'test',
  DATABASE_URL: database.url,
  REDIS_URL: redisUrl,
  SEED_DEMO: 'true',
  SEED_PARTNER_COUNT: '500',
  RATE_LIMIT_ALLOW_LIST: '127.0.0.1,::1,::ffff:127.0.0.1',
};
const ports = [await freePort(), await freePort()];
const servers: ServerProcess[] = [];

/** Catalogue reads a customer's pages make, spread over the processes: requests a second, and p99. */
async function catalogueReads(urls: string[], serviceId: string) {
  const paths = [
    'srv_category_list',
    'top_rated_service_list',
    `services/${serviceId}`,
    'service_search?searchTerm=ac',
  ];
  const runs = (duration: number) =>
    Promise.all(
      urls.map((url) => {
        let next = 0;
        return autocannon({
          url,
          connections: CONNECTIONS / urls.length,
          duration,
          requests: [
            { setupRequest: (request) => ({ ...request, path: `/api/khidma/${paths[next++ % paths.length]}` }) },
          ],
        });
      }),
    );
  await runs(2);
  const results = await runs(DURATION_S);
  return {
    requestsPerSecond: Math.round(results.reduce((sum, result) => sum + result.requests.average, 0)),
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
  };
}

/** 100 shoppers ordering for DURATION_S seconds on the processes at `urls`: orders a second. */
async function orders(urls: string[]) {
  const catalogue = await loadCatalogue(urls[0]!, LOAD_SUB_CATEGORIES);
  const shoppers = await prepareShoppers(() => urls, SHOPPERS);
  const tally = newTally();
  const started = Date.now();
  await runShoppers(() => urls, catalogue, shoppers, tally, started + DURATION_S * 1000);
  const seconds = (Date.now() - started) / 1000;
  return {
    ordersPerSecond: Number((tally.acknowledged.size / seconds).toFixed(1)),
    slotTaken409: tally.slotTaken,
    failures: tally.failures,
  };
}

try {
  servers.push(await startServerProcess(ports[0]!, env));
  const one = [`http://127.0.0.1:${ports[0]}`];
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const { rows } = await sql.query<{ id: string }>('select id from services limit 1');
  await sql.end();
  const serviceId = rows[0]!.id;

  const single = { reads: await catalogueReads(one, serviceId), orders: await orders(one) };
  servers.push(await startServerProcess(ports[1]!, env));
  const two = [...one, `http://127.0.0.1:${ports[1]}`];
  const double = { reads: await catalogueReads(two, serviceId), orders: await orders(two) };

  const rowsOut = [
    { processes: 1, ...single.reads, ...single.orders, failures: JSON.stringify(single.orders.failures) },
    { processes: 2, ...double.reads, ...double.orders, failures: JSON.stringify(double.orders.failures) },
  ];
  console.log(`\n${CONNECTIONS} connections of catalogue reads, ${SHOPPERS} shoppers, ${DURATION_S} s each\n`);
  console.table(rowsOut);
  const ratios = {
    reads: Number((double.reads.requestsPerSecond / single.reads.requestsPerSecond).toFixed(2)),
    orders: Number((double.orders.ordersPerSecond / single.orders.ordersPerSecond).toFixed(2)),
  };
  console.log(`two processes / one: reads ${ratios.reads}, orders ${ratios.orders}`);
  await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(repoRoot, 'bench/results/scale.json'),
    `${JSON.stringify({ date: new Date().toISOString(), durationSeconds: DURATION_S, single, double, ratios }, null, 2)}\n`,
  );
} finally {
  await Promise.all(servers.map((server) => server.stop('SIGTERM')));
  await database.drop();
}
