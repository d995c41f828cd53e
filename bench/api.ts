/**
 * `npm run bench`: autocannon against the built API and against a bare node:http server, in the same run on this
 * machine, reported as req/s, p99 latency and their ratio. Budgets (design §6): catalogue reads >= 50% of bare
 * node:http req/s with p99 <= 20 ms at 50 connections. Results: bench/results/api.json.
 */
import autocannon from 'autocannon';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { firstServicePath, uncachedSearchPaths } from './lib/catalogue';
import { repoRoot, startBare, startKhidma } from './lib/server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

/** The catalogue the reads and the search are measured on (design §6: 10,000 services). */
const SERVICE_COUNT = 10_000;

type Target = {
  name: string;
  /** The path, or a function of the running server (for an id taken from the catalogue). */
  path: string | ((url: string) => Promise<string>);
  /** Paths to cycle through instead of repeating one (the bare server answers them all with the first's body). */
  paths?: (url: string) => Promise<string[]>;
  budget: { ratio: number; p99Ms: number };
};

const read = { ratio: 0.5, p99Ms: 20 };

const targets: Target[] = [
  { name: 'srv_category_list', path: '/api/khidma/srv_category_list', budget: read },
  { name: 'top_rated_service_list', path: '/api/khidma/top_rated_service_list', budget: read },
  { name: 'services/{serviceId}', path: firstServicePath, budget: read },
  { name: 'services_list', path: '/api/khidma/services_list', budget: read },
  // The search budget is its p99 only (a ratio to a static answer says little about an index lookup).
  { name: 'service_search', path: '/api/khidma/service_search?searchTerm=plumbng', budget: { ratio: 0, p99Ms: 15 } },
  {
    name: 'service_search (uncached)',
    path: async (url) => (await uncachedSearchPaths(url))[0]!,
    paths: uncachedSearchPaths,
    budget: { ratio: 0, p99Ms: 15 },
  },
];

type Result = { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };

async function load(url: string, paths?: string[]): Promise<Result> {
  let next = 0;
  const requests = paths?.length
    ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length]! }) }]
    : undefined;
  // A short warm-up so JIT and caches are in their steady state before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, requests });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const khidma = await startKhidma({ SEED_SERVICE_COUNT: String(SERVICE_COUNT) });
const rows = [];
try {
  for (const target of targets) {
    const targetPath = typeof target.path === 'string' ? target.path : await target.path(khidma.url);
    const body = await (await fetch(`${khidma.url}${targetPath}`)).text();
    const bare = await startBare(body);
    try {
      const baseline = await load(`${bare.url}/`);
      const measured = await load(`${khidma.url}${targetPath}`, await target.paths?.(khidma.url));
      const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
      console.log(
        `${target.name}: ${measured.requestsPerSecond} req/s, p99 ${measured.p99Ms} ms; bare ${baseline.requestsPerSecond} req/s, p99 ${baseline.p99Ms} ms`,
      );
      rows.push({
        endpoint: target.name,
        bytes: Buffer.byteLength(body),
        khidma: measured,
        bare: baseline,
        ratio: Number(ratio.toFixed(2)),
        withinBudget: ratio >= target.budget.ratio && measured.p99Ms <= target.budget.p99Ms && measured.non2xx === 0,
        budget: target.budget,
      });
    } finally {
      await bare.stop();
    }
  }
} finally {
  await khidma.stop();
}

console.log(
  `\nautocannon, ${CONNECTIONS} connections, ${SERVICE_COUNT} services, ${DURATION_S} s per target, same machine, same run\n`,
);
console.table(
  rows.map((row) => ({
    endpoint: row.endpoint,
    'req/s': row.khidma.requestsPerSecond,
    'p99 ms': row.khidma.p99Ms,
    'bare req/s': row.bare.requestsPerSecond,
    'bare p99 ms': row.bare.p99Ms,
    ratio: row.ratio,
    budget: `>= ${row.budget.ratio}, p99 <= ${row.budget.p99Ms} ms`,
    ok: row.withinBudget ? 'yes' : 'NO',
  })),
);

await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
await writeFile(
  path.join(repoRoot, 'bench/results/api.json'),
  `${JSON.stringify({ date: new Date().toISOString(), services: SERVICE_COUNT, connections: CONNECTIONS, durationSeconds: DURATION_S, rows }, null, 2)}\n`,
);
