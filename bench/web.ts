/**
 * `npm run bench:web` (after `npm run build`): the gzip size of every chunk of the built web, the initial JS of `/`
 * (its entry chunk, the app it starts and everything they import statically), and Lighthouse mobile scores of the pages below,
 * served by the built server, in BENCH_WEB_RUNS consecutive runs (3 unless set), with the JavaScript each page
 * transferred before it was idle. Budgets (design §6): initial JS for `/` <= 100 KB gzip, no lazy chunk over 60 KB,
 * Lighthouse mobile performance >= 98 in every run, accessibility 100, CLS <= 0.02. Results: bench/results/web.json.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, startKhidma } from './lib/server';

type NetworkRequest = { resourceType?: string; transferSize: number };
type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

const dist = path.join(repoRoot, 'apps/web/dist');
const KB = 1024;
const budgets = { initialJsKb: 100, lazyChunkKb: 60, performance: 98, accessibility: 100, cls: 0.02 };
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

async function gzipKb(file: string): Promise<number> {
  return Number((gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length / KB).toFixed(1));
}

async function chunkSizes() {
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const initial = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    if (initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported);
    }
  };
  visit(entry);
  // The entry starts the app at once (after the first paint of a rendered page): the app's chunk and what it imports
  // are initial JS too.
  for (const key of entry.dynamicImports ?? []) {
    const started = manifest[key];
    if (started) visit(started);
  }

  const chunks = [];
  for (const [source, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    chunks.push({ source, file: chunk.file, gzipKb: await gzipKb(chunk.file), initial: initial.has(chunk.file) });
  }
  chunks.sort((a, b) => b.gzipKb - a.gzipKb);
  const initialJsKb = Number(
    chunks
      .filter((chunk) => chunk.initial)
      .reduce((sum, chunk) => sum + chunk.gzipKb, 0)
      .toFixed(1),
  );
  const largestLazyKb = Math.max(0, ...chunks.filter((chunk) => !chunk.initial).map((chunk) => chunk.gzipKb));
  return { chunks, initialJsKb, largestLazyKb };
}

/** Home, the first sub-category's services list and its first service's detail (design §6). */
async function pagesToScore(baseUrl: string): Promise<Array<{ name: string; url: string }>> {
  const results = async <T>(apiPath: string) =>
    ((await (await fetch(`${baseUrl}/api/khidma/${apiPath}`)).json()) as { results: T }).results;
  const [category] = await results<Array<{ _id: string; SrvCategoryName: string }>>('srv_category_list');
  const [subCategory] = await results<Array<{ _id: string }>>(`srv_sub_by_category/${category!._id}`);
  const [service] = await results<Array<{ _id: string }>>(`service_by_sub_category/${subCategory!._id}`);
  return [
    { name: 'home', url: `${baseUrl}/` },
    {
      name: 'services list',
      url: `${baseUrl}/services/${subCategory!._id}/${encodeURIComponent(category!.SrvCategoryName)}`,
    },
    { name: 'service detail', url: `${baseUrl}/service/${service!._id}/${subCategory!._id}` },
  ];
}

async function lighthouseScores(urls: Array<{ name: string; url: string }>) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [];
  try {
    // One unscored run first: a fresh browser and server (cold JIT, empty caches of the server's answers) would
    // otherwise weigh on whichever page comes first.
    if (urls[0])
      await lighthouse(urls[0].url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    for (let run = 1; run <= RUNS; run++)
      for (const { name, url } of urls) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        if (!result) throw new Error(`no Lighthouse result for ${url}`);
        const { categories, audits } = result.lhr;
        const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
        // A run Lighthouse could not score says why (a page that never painted, a trace it could not read).
        const failure =
          result.lhr.runtimeError?.code ??
          Object.values(audits).find((audit) => audit.scoreDisplayMode === 'error')?.errorMessage;
        rows.push({
          run,
          page: name,
          url,
          ...(failure ? { failure } : {}),
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
          fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          // What the page fetched of JavaScript before it was idle, compressed as it travelled.
          scriptKb: Number(
            (
              requests
                .filter((request) => request.resourceType === 'Script')
                .reduce((sum, request) => sum + request.transferSize, 0) / KB
            ).toFixed(1),
          ),
        });
      }
  } finally {
    chrome.kill();
  }
  return rows;
}

const sizes = await chunkSizes();
const server = await startKhidma();
let scores;
try {
  scores = await lighthouseScores(await pagesToScore(server.url));
} finally {
  await server.stop();
}

console.log('\nJS chunks, gzip -9 (initial = loaded by `/` before it renders)\n');
console.table(
  sizes.chunks.map(({ source, gzipKb, initial }) => ({
    chunk: source,
    'gzip KB': gzipKb,
    initial: initial ? 'yes' : '',
  })),
);
console.log(
  `initial JS for /: ${sizes.initialJsKb} KB gzip (budget ${budgets.initialJsKb}); largest lazy chunk ${sizes.largestLazyKb} KB (budget ${budgets.lazyChunkKb})`,
);
console.log(`\nLighthouse, mobile (simulated throttling), ${RUNS} consecutive runs\n`);
console.table(scores.map(({ url: _url, ...row }) => row));

await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
await writeFile(
  path.join(repoRoot, 'bench/results/web.json'),
  `${JSON.stringify({ date: new Date().toISOString(), budgets, ...sizes, lighthouse: scores }, null, 2)}\n`,
);
