/**
 * `npm run bench:flame`: a flame graph (0x) of the built server answering one cached catalogue read,
 * services/{serviceId}, under autocannon (50 connections, 10 s after a 3 s warm-up), and a list of the functions
 * with the most self time while the load ran. The graph goes to bench/results/flame/<label>/ (not committed;
 * FLAME_LABEL names it, default the time); the list is printed for bench/results/flame.md.
 */
import autocannon from 'autocannon';
import { mkdir, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { firstServicePath } from './lib/catalogue';
import { freePort, repoRoot, waitForReady } from './lib/server';

type Code = { name?: string; type?: string; kind?: string };
type ZeroEks = (options: Record<string, unknown>) => Promise<string>;
const require = createRequire(import.meta.url);
const zeroEks = require('0x') as ZeroEks;
// 0x's own reader of a V8 log, for the self-time list (the graph shows it too, but not as a table).
const v8LogToTicks = require('0x/lib/v8-log-to-ticks') as (
  log: string,
  options: { pathToNodeBinary: string; collectDelay: number },
) => Promise<Code[][]>;

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TOP = 25;

const label = process.env.FLAME_LABEL ?? new Date().toISOString().replace(/[:.]/g, '-');
const workingDir = path.join(repoRoot, 'bench/results/flame');
const outputDir = path.join(workingDir, label);
await mkdir(workingDir, { recursive: true });

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
// As `npm run bench` starts it (bench/lib/server.ts), on the demo catalogue: a cached read does not depend on its size.
Object.assign(process.env, {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: 'pglite://memory',
  LOG_LEVEL: 'warn',
});

const options: Record<string, unknown> = {
  argv: [path.join(repoRoot, 'apps/server/dist/main.js')],
  workingDir,
  outputDir,
  collectOnly: true,
  quiet: true,
};
const started = Date.now();
const profiling = zeroEks(options);
await waitForReady(`${url}/readyz`);
const target = await firstServicePath(url);
await autocannon({ url: `${url}${target}`, connections: CONNECTIONS, duration: 3 });
// Ticks before the measured load (start-up, seeding, warm-up) are left out of the list and the graph.
const loadStartMs = Date.now() - started;
const result = await autocannon({ url: `${url}${target}`, connections: CONNECTIONS, duration: DURATION_S });
process.kill(options.pid as number, 'SIGTERM');
await profiling;

const log = (await readdir(outputDir)).find((file) => /^isolate-.*-v8\.log$/.test(file));
if (!log) throw new Error(`no V8 log in ${outputDir}`);
// 0x reads a visualizeOnly folder relative to the current directory, whatever workingDir says.
const html = await zeroEks({
  visualizeOnly: outputDir,
  workingDir: process.cwd(),
  collectDelay: loadStartMs,
  quiet: true,
});
const ticks = await v8LogToTicks(path.join(outputDir, log), {
  pathToNodeBinary: process.execPath,
  collectDelay: loadStartMs,
});

/** "fn file:///…/node_modules/pino/lib/proto.js:12:3" -> "fn (pino/lib/proto.js)"; our bundle stays main.js. */
const shortName = ({ name = '?', type }: Code) => {
  const [fn = '', location] = name.replace(/^[*~^]/, '').split(/ (?=\S+:\d+:\d+$)/);
  if (!location) return `${fn || name} [${type ?? 'native'}]`;
  const file = location.replace(/^file:\/\//, '').replace(/:\d+:\d+$/, '');
  const module = file.includes('node_modules/')
    ? file.slice(file.lastIndexOf('node_modules/') + 13)
    : path.basename(file);
  return `${fn || '(anonymous)'} (${module})`;
};
const self = new Map<string, number>();
for (const stack of ticks) {
  const top = stack[stack.length - 1];
  if (top) self.set(shortName(top), (self.get(shortName(top)) ?? 0) + 1);
}
const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP);

console.log(
  `\n${target}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms (under the profiler)`,
);
console.log(`flame graph: ${html}; ${ticks.length} ticks during the load\n`);
console.log('| Self time | Function |\n| ---: | --- |');
for (const [name, count] of rows) console.log(`| ${((100 * count) / ticks.length).toFixed(1)}% | ${name} |`);
