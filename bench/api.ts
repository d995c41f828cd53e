/**
 * `npm run bench`: autocannon (wrk for the large services_list) against the built API and against a bare node:http
 * server answering the same bytes with the same headers, in the same run on this machine, reported as req/s, p99
 * latency and their ratio. Budgets (design §6): catalogue reads >= 60% of bare node:http req/s with p99 <= 15 ms at
 * 50 connections; service_search p99 <= 10 ms uncached on 10,000 services. Results: bench/results/api.json.
 */
import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
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
  /**
   * The load generator, ours and the bare server's alike. autocannon parses every body in JavaScript on the same two
   * cores and reads at most about 80 MB/s: on a large answer it, not the server, is what is measured (ours and the
   * bare server both ~230 req/s, p99 ~450 ms). wrk (C, Debian's package) reads the same answer at ~6.5 GB/s.
   */
  loader?: 'wrk';
  budget: { ratio: number; p99Ms: number };
};

const read = { ratio: 0.6, p99Ms: 15 };
// The search budget is its p99 only (a ratio to a static answer says little about an index lookup).
const search = { ratio: 0, p99Ms: 10 };

const targets: Target[] = [
  { name: 'srv_category_list', path: '/api/khidma/srv_category_list', budget: read },
  { name: 'top_rated_service_list', path: '/api/khidma/top_rated_service_list', budget: read },
  { name: 'services/{serviceId}', path: firstServicePath, budget: read },
  // 4.8 MB plain: as a browser asks for it, compressed (0.35 MB), the bare server sending the same br bytes.
  {
    name: 'services_list',
    path: '/api/khidma/services_list',
    headers: { 'accept-encoding': 'br' },
    loader: 'wrk',
    budget: read,
  },
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

const run = promisify(execFile);
const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

/** The same measure with wrk (one thread, the same connections, warm-up and duration), read off its report. */
async function loadWithWrk(url: string, headers: Record<string, string> = {}): Promise<Result> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const wrk = (seconds: number) =>
    run('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...headerArgs, url]).catch(
      (error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new Error('wrk is not installed: apt-get install -y wrk') : error;
      },
    );
  await wrk(2);
  const { stdout } = await wrk(DURATION_S);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s)$/m.exec(stdout);
  const requestsPerSecond = /^Requests\/sec:\s+([\d.]+)/m.exec(stdout);
  if (!p99 || !requestsPerSecond) throw new Error(`wrk's report was not understood:\n${stdout}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    requestsPerSecond: Math.round(Number(requestsPerSecond[1])),
    p99Ms: Number((Number(p99[1]) * MS_PER_UNIT[p99[2]!]!).toFixed(2)),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0),
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
      const ourUrl = `${khidma.url}${targetPath}`;
      const [baseline, measured] =
        target.loader === 'wrk'
          ? [await loadWithWrk(`${bare.url}/`, target.headers), await loadWithWrk(ourUrl, target.headers)]
          : [
              await load(`${bare.url}/`, target.headers),
              await load(ourUrl, target.headers, await target.paths?.(khidma.url)),
            ];
      const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
      console.log(
        `${target.name}: ${measured.requestsPerSecond} req/s, p99 ${measured.p99Ms} ms; bare ${baseline.requestsPerSecond} req/s, p99 ${baseline.p99Ms} ms`,
      );
      rows.push({
        endpoint: target.name,
        loader: target.loader ?? 'autocannon',
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
  `\nautocannon (wrk where the table says), ${CONNECTIONS} connections, ${SERVICE_COUNT} services, ${DURATION_S} s per target, same machine, same run\n`,
);
console.table(
  rows.map((row) => ({
    endpoint: row.endpoint,
    loader: row.loader,
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
