/**
 * `npm run bench`: autocannon (wrk for the large services_list) against the built API, at the default log level and
 * at warn, and against a bare node:http server answering the same bytes with the same headers, in the same run on
 * this machine, reported as req/s, p99 latency and their ratio. Budgets (design §6): catalogue reads >= 60% of bare node:http req/s with p99 <= 15 ms at
 * 50 connections; service_search p99 <= 10 ms uncached on 10,000 services. Results: bench/results/api.json.
 */
import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { createInterface } from 'node:readline';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { firstServicePath, uncachedSearchPaths } from './lib/catalogue';
import { repoRoot, startBare, startKhidma } from './lib/server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
/**
 * Each target is measured in rounds, bare, default level and warn back to back in each, and each figure is the
 * median of its rounds: on this shared machine the same server moves by a third from one minute to the next, and
 * one long measure of each in turn put that drift into the ratio.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
/** The server's default LOG_LEVEL (config.ts), the level users run: one request line each. */
const DEFAULT_LOG_LEVEL = 'info';
/** The machine's 1-minute load average as the run starts: a busy machine moves every figure. */
const loadAtStart = Number(os.loadavg()[0]!.toFixed(2));

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

type Result = {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Requests sent, the warm-up's included. */
  sent: number;
};

async function load(url: string, headers?: Record<string, string>, paths?: string[]): Promise<Result> {
  let next = 0;
  const requests = paths?.length
    ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length]! }) }]
    : undefined;
  // A short warm-up so JIT and caches are in their steady state before the measured run.
  const warmUp = await autocannon({ url, headers, connections: CONNECTIONS, duration: 2, requests });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S, requests });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    sent: warmUp.requests.sent + result.requests.sent,
  };
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** The rounds of one server as one result: the median rate and p99, every error and request counted. */
function medianOf(results: Result[]): Result & { rounds: Array<Pick<Result, 'requestsPerSecond' | 'p99Ms'>> } {
  return {
    requestsPerSecond: middle(results.map((result) => result.requestsPerSecond)),
    p99Ms: middle(results.map((result) => result.p99Ms)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    sent: results.reduce((sum, result) => sum + result.sent, 0),
    rounds: results.map(({ requestsPerSecond, p99Ms }) => ({ requestsPerSecond, p99Ms })),
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
  const warmUp = await wrk(2);
  const { stdout } = await wrk(DURATION_S);
  const sent = (report: string) => Number(/(\d+) requests in/.exec(report)?.[1] ?? 0);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(stdout);
  const requestsPerSecond = /^Requests\/sec:\s+([\d.]+)/m.exec(stdout);
  if (!p99 || !requestsPerSecond) throw new Error(`wrk's report was not understood:\n${stdout}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    requestsPerSecond: Math.round(Number(requestsPerSecond[1])),
    p99Ms: Number((Number(p99[1]) * MS_PER_UNIT[p99[2]!]!).toFixed(2)),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0),
    sent: sent(warmUp.stdout) + sent(stdout),
  };
}

/** BENCH_TARGETS=name,name measures only those targets (while working on one); the results file says which ran. */
const chosen = process.env.BENCH_TARGETS?.split(',').map((name) => name.trim());
const measuredTargets = chosen ? targets.filter((target) => chosen.includes(target.name)) : targets;
if (measuredTargets.length === 0)
  throw new Error(`BENCH_TARGETS names none of: ${targets.map((t) => t.name).join(', ')}`);

/**
 * Two servers, alike but for their log level: the default (info: one JSON line a request, to a file, as a process
 * manager keeps stdout) and warn (no request lines). Each target is measured bare, at the default and at warn, back
 * to back; the budget is judged at the default, the level users run.
 */
const logFolder = await mkdtemp(path.join(os.tmpdir(), 'khidma-bench-log-'));
const requestLog = path.join(logFolder, 'default-level.log');
const seeded = { SEED_SERVICE_COUNT: String(SERVICE_COUNT) };
const [atDefault, atWarn] = await Promise.all([
  startKhidma({ ...seeded, LOG_LEVEL: DEFAULT_LOG_LEVEL }, requestLog),
  startKhidma({ ...seeded, LOG_LEVEL: 'warn' }),
]);
const rows = [];
let requestsAtDefault = 0;
try {
  for (const target of measuredTargets) {
    const targetPath = typeof target.path === 'string' ? target.path : await target.path(atDefault.url);
    const answer = await fetchRaw(`${atDefault.url}${targetPath}`, target.headers);
    const bare = await startBare(answer.body, answer.headers);
    try {
      // Ids differ between the two databases: each server is asked for its own.
      const warnPath = typeof target.path === 'string' ? target.path : await target.path(atWarn.url);
      const measure = async (url: string, server?: string) =>
        target.loader === 'wrk'
          ? loadWithWrk(url, target.headers)
          : load(url, target.headers, server ? await target.paths?.(server) : undefined);
      const rounds: Array<Record<'bare' | 'atDefault' | 'atWarn', Result>> = [];
      for (let round = 0; round < ROUNDS; round++) {
        rounds.push({
          bare: await measure(`${bare.url}/`),
          atDefault: await measure(`${atDefault.url}${targetPath}`, atDefault.url),
          atWarn: await measure(`${atWarn.url}${warnPath}`, atWarn.url),
        });
      }
      const baseline = medianOf(rounds.map((round) => round.bare));
      const measured = medianOf(rounds.map((round) => round.atDefault));
      const atWarnLevel = medianOf(rounds.map((round) => round.atWarn));
      requestsAtDefault += measured.sent;
      const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
      const ratioAtWarn = atWarnLevel.requestsPerSecond / baseline.requestsPerSecond;
      console.log(
        `${target.name}: default level ${measured.requestsPerSecond} req/s, p99 ${measured.p99Ms} ms; warn ${atWarnLevel.requestsPerSecond} req/s, p99 ${atWarnLevel.p99Ms} ms; bare ${baseline.requestsPerSecond} req/s, p99 ${baseline.p99Ms} ms`,
      );
      rows.push({
        endpoint: target.name,
        loader: target.loader ?? 'autocannon',
        bytes: answer.body.length,
        contentEncoding: answer.headers['content-encoding'] ?? null,
        khidma: measured,
        khidmaAtWarn: atWarnLevel,
        bare: baseline,
        ratio: Number(ratio.toFixed(2)),
        ratioAtWarn: Number(ratioAtWarn.toFixed(2)),
        withinBudget: ratio >= target.budget.ratio && measured.p99Ms <= target.budget.p99Ms && measured.non2xx === 0,
        budget: target.budget,
      });
    } finally {
      await bare.stop();
    }
  }
} finally {
  await Promise.all([atDefault.stop(), atWarn.stop()]);
}

// One line a request at the default level: the log holds as many request lines as the runs sent (warm-ups included),
// and a few more: the reads that set each target up.
// Read line by line: on a quiet machine the log outgrows the longest string Node can hold (512 MB).
let logLines = 0;
for await (const line of createInterface({ input: createReadStream(requestLog) }))
  if (line.includes('"req":')) logLines++;
await rm(logFolder, { recursive: true, force: true });

console.log(
  `\nautocannon (wrk where the table says), ${CONNECTIONS} connections, ${SERVICE_COUNT} services, medians of ${ROUNDS} rounds of ${DURATION_S} s (bare, default level, warn in each), same machine, same run; load average at the start ${loadAtStart}, at the end ${os.loadavg()[0]!.toFixed(2)}\n`,
);
console.table(
  rows.map((row) => ({
    endpoint: row.endpoint,
    loader: row.loader,
    'req/s (default level)': row.khidma.requestsPerSecond,
    'p99 ms': row.khidma.p99Ms,
    ratio: row.ratio,
    'req/s (warn)': row.khidmaAtWarn.requestsPerSecond,
    'p99 ms (warn)': row.khidmaAtWarn.p99Ms,
    'ratio (warn)': row.ratioAtWarn,
    'bare req/s': row.bare.requestsPerSecond,
    'bare p99 ms': row.bare.p99Ms,
    budget: `>= ${row.budget.ratio}, p99 <= ${row.budget.p99Ms} ms`,
    ok: row.withinBudget ? 'yes' : 'NO',
  })),
);
console.log(`request log at the default level: ${logLines} lines for ${requestsAtDefault} requests sent`);

await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
await writeFile(
  path.join(repoRoot, 'bench/results/api.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      services: SERVICE_COUNT,
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      rounds: ROUNDS,
      logLevel: { khidma: DEFAULT_LOG_LEVEL, khidmaAtWarn: 'warn' },
      loadAverage: { start: loadAtStart, end: Number(os.loadavg()[0]!.toFixed(2)) },
      requestLog: { lines: logLines, requestsSent: requestsAtDefault },
      rows,
    },
    null,
    2,
  )}\n`,
);
