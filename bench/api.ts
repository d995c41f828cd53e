/**
 * `npm run bench`: autocannon against the built API and against a bare node:http server answering the same bytes
 * with the same headers, in the same run on this machine, reported as req/s, p99 latency and their ratio. Budgets
 * (design §6): catalogue reads >= 60% of bare node:http req/s with p99 <= 15 ms at 50 connections; service_search
 * p99 <= 10 ms uncached on 10,000 services. Results: bench/results/api.json.
 */
import autocannon from 'autocannon';
import { mkdir, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
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
  /** Request headers, the same for ours and the bare server (an Accept-Encoding asks both for the same bytes). */
  headers?: Record<string, string>;
  budget: { ratio: number; p99Ms: number };
};

const read = { ratio: 0.6, p99Ms: 15 };
// The search budget is its p99 only (a ratio to a static answer says little about an index lookup).
const search = { ratio: 0, p99Ms: 10 };

const targets: Target[] = [
  { name: 'srv_category_list', path: '/api/khidma/srv_category_list', budget: read },
  { name: 'top_rated_service_list', path: '/api/khidma/top_rated_service_list', budget: read },
  { name: 'services/{serviceId}', path: firstServicePath, budget: read },
  // 4.8 MB plain: as a browser asks for it, compressed (about 0.2 MB), the bare server sending the same br bytes.
  { name: 'services_list', path: '/api/khidma/services_list', headers: { 'accept-encoding': 'br' }, budget: read },
  { name: 'service_search', path: '/api/khidma/service_search?searchTerm=plumbng', budget: search },
  {
    name: 'service_search (uncached)',
    path: async (url) => (await uncachedSearchPaths(url))[0]!,
    paths: uncachedSearchPaths,
    budget: search,
  },
];

/** Headers node:http writes itself (or for this connection only): the bare server's own are left to it. */
const PER_RESPONSE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Our answer as it goes on the wire: its bytes undecoded, and its headers. */
function fetchRaw(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ body: Buffer; headers: Record<string, string> }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept = Object.entries(response.headers).filter(([name]) => !PER_RESPONSE_HEADERS.has(name));
        resolve({
          body: Buffer.concat(chunks),
          headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])),
        });
      });
    }).on('error', reject);
  });
}

type Result = { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };

async function load(url: string, headers?: Record<string, string>, paths?: string[]): Promise<Result> {
  let next = 0;
  const requests = paths?.length
    ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length]! }) }]
    : undefined;
  // A short warm-up so JIT and caches are in their steady state before the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2, requests });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S, requests });
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
    const answer = await fetchRaw(`${khidma.url}${targetPath}`, target.headers);
    const bare = await startBare(answer.body, answer.headers);
    try {
      const baseline = await load(`${bare.url}/`, target.headers);
      const measured = await load(`${khidma.url}${targetPath}`, target.headers, await target.paths?.(khidma.url));
      const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
      console.log(
        `${target.name}: ${measured.requestsPerSecond} req/s, p99 ${measured.p99Ms} ms; bare ${baseline.requestsPerSecond} req/s, p99 ${baseline.p99Ms} ms`,
      );
      rows.push({
        endpoint: target.name,
        bytes: answer.body.length,
        contentEncoding: answer.headers['content-encoding'] ?? null,
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
