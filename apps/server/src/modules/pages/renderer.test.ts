import { eq } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RENDERED_PAGE_ID } from '@khidma/shared/rendered-page';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { App } from '../../app';
import { categories, services, subCategories } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { WEB_RENDERER_FILE } from './renderer';

/** Memory for rendered pages in these tests, in megabytes (PAGE_CACHE_MB). */
const PAGE_CACHE_MB = 1;
/** What 2,000 requests at made-up slugs may add to the heap: before, each kept a render (~250 KB: 500 MB). */
const HEAP_BOUND_MB = 16;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** The heap's live bytes, after the work queued behind the requests (injected ones end on a timer) has run. */
const heapAfterGc = async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const randomSlug = (length: number) => randomBytes(length).toString('base64url').slice(0, length);

type ListPage = { subCategoryId: string; path: string; arabicPath: string };

/** Every sub-category's services list at its canonical path, in English and Arabic (web lib/paths.ts). */
async function listPages(app: App): Promise<ListPage[]> {
  const rows = await app.db
    .select({ id: subCategories.id, name: categories.name, nameAr: categories.nameAr })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .orderBy(subCategories.id);
  return rows.map((row) => ({
    subCategoryId: row.id,
    path: `/services/${row.id}/${encodeURIComponent(row.name)}`,
    arabicPath: `/services/${row.id}/${encodeURIComponent(row.nameAr)}`,
  }));
}

const INDEX =
  '<!doctype html><html lang="en"><head><title>Khidma · Home services at your door</title></head>' +
  '<body><div id="root"></div></body></html>';

/** What the stand-in renderer was asked, and how it answers (`globalThis`: the server imports it itself). */
type Renders = {
  calls: Array<{ pathname: string; language: string }>;
  failing: boolean;
  delayMs: number;
  /** Characters of filler in each page, for a page as heavy as a real services list (~250 KB). */
  padding: number;
};
const renders = (): Renders => (globalThis as unknown as { khidmaRenders: Renders }).khidmaRenders;

/**
 * A stand-in for the web's server build (apps/web/src/entry-server.tsx): it asks the API for the categories the
 * way the real one does (fetchApi), and renders their count, with `padding` characters of filler.
 */
const STAND_IN = `
globalThis.khidmaRenders ??= { calls: [], failing: false, delayMs: 0, padding: 0 };
export async function renderPage({ pathname, language, fetchApi }) {
  const renders = globalThis.khidmaRenders;
  renders.calls.push({ pathname, language });
  if (pathname === '/about') return undefined;
  await new Promise((resolve) => setTimeout(resolve, renders.delayMs));
  if (renders.failing) throw new Error('render failed');
  const answer = await fetchApi('/api/khidma/srv_category_list');
  const { results } = await answer.json();
  return {
    status: 200,
    head: '<title>Rendered · Khidma</title>',
    html: '<p>' + language + ' ' + answer.status + ' ' + results.length + ' categories</p>' + 'x'.repeat(renders.padding),
    queries: { queries: { first: results[0].SrvCategoryName }, provided: {} },
  };
}
`;

describe('catalogue pages rendered on the server', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'khidma-ssr-'));
  const webRoot = path.join(root, 'dist');
  const ssrRoot = path.join(root, 'dist-ssr');
  let app: App;
  let list: ListPage;
  let service: { id: string; subCategoryId: string };

  beforeAll(async () => {
    mkdirSync(webRoot);
    mkdirSync(ssrRoot);
    writeFileSync(path.join(webRoot, 'index.html'), INDEX);
    writeFileSync(path.join(ssrRoot, WEB_RENDERER_FILE), STAND_IN);
    app = await createTestApp({
      seed: true,
      env: { WEB_DIST_DIR: webRoot, WEB_SSR_DIR: ssrRoot, PAGE_CACHE_MB: String(PAGE_CACHE_MB) },
    });
    list = (await listPages(app))[0]!;
    const [first] = await app.db
      .select({ id: services.id, subCategoryId: services.subCategoryId })
      .from(services)
      .orderBy(services.id)
      .limit(1);
    service = first!;
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    Object.assign(renders(), { calls: [], failing: false, delayMs: 0, padding: 0 });
    app.catalogCache.invalidate();
  });

  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("arrives as HTML with its content, from the API's own answers, with what it was rendered from beside it", async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root"><p>en 200 8 categories</p></div>');
    expect(response.body).toContain('<title>Rendered · Khidma</title>');
    expect(response.body).toContain(`<script type="application/json" id="${RENDERED_PAGE_ID}">`);
    expect(response.body).toContain('"first":"AC Services"');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("renders in the reader's language, from the API's answers in it", async () => {
    const response = await get('/', 'locale=ar');
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain('<p>ar 200 8 categories</p>');
    expect(renders().calls).toEqual([{ pathname: '/', language: 'ar' }]);
    expect(response.body).not.toContain('"first":"AC Services"');
  });

  it('renders a page once until the catalogue changes, however many readers ask at once', async () => {
    renders().delayMs = 50;
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(list.path)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await get(list.path);
    expect(renders().calls).toHaveLength(1);
    app.catalogCache.invalidate();
    await get(list.path);
    expect(renders().calls).toHaveLength(2);
  });

  it("answers 404 for a service or sub-category not on the site, with the 'not found' page and no render", async () => {
    for (const url of [`/service/${randomUUID()}/x`, `/service/${randomUUID()}`, `/services/${randomUUID()}/x`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<title>Page not found · Khidma</title>');
      expect(response.body).toContain('<div id="root"></div>');
    }
    expect(renders().calls).toEqual([]);
  });

  it("sends a misspelt catalogue page to its canonical path (301), named in the reader's language", async () => {
    const wrong = await get(`/services/${list.subCategoryId}/Wrong%20Name?utm_source=x`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`${list.path}?utm_source=x`);
    expect(String(wrong.headers.vary)).toContain('Accept-Language');
    const arabic = await get(`/services/${list.subCategoryId}/Wrong`, 'locale=ar');
    expect(arabic.headers.location).toBe(list.arabicPath);
    for (const url of [`${list.path}/`, list.path.replace('/services/', '/SERVICES/')]) {
      expect((await get(url)).headers.location, url).toBe(list.path);
    }
    // Either language's name is a link the site wrote: both render.
    expect((await get(list.arabicPath)).statusCode).toBe(200);
    expect((await get(list.path, 'locale=ar')).statusCode).toBe(200);

    const detail = `/service/${service.id}/${service.subCategoryId}`;
    expect((await get(`/service/${service.id}/${randomUUID()}`)).headers.location).toBe(detail);
    expect((await get(`/service/${service.id}/`)).headers.location).toBe(`/service/${service.id}`);
    expect((await get(detail)).statusCode).toBe(200);
    expect((await get(`/service/${service.id}`)).statusCode).toBe(200);
    expect(renders().calls.map((call) => call.pathname)).toEqual([
      list.arabicPath,
      list.path,
      detail,
      `/service/${service.id}`,
    ]);
  });

  it('leaves the other pages to the browser, without asking the renderer', async () => {
    const about = await get('/about');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<div id="root"></div>');
    expect(renders().calls).toEqual([]);
  });

  it(`2,000 random slugs render nothing and keep nothing: the heap grows by less than ${HEAP_BOUND_MB} MB`, async () => {
    renders().padding = 250_000;
    await get(list.path);
    const before = await heapAfterGc();
    for (let request = 0; request < 2000; request += 1) {
      const response = await get(`/services/${list.subCategoryId}/${randomSlug(450)}`);
      expect(response.statusCode).toBe(301);
    }
    const grown = (await heapAfterGc()) - before;
    expect(renders().calls).toHaveLength(1);
    expect(app.renderedPages().pages).toBe(1);
    expect(grown).toBeLessThan(HEAP_BOUND_MB * 1024 * 1024);
  });

  it('keeps rendered pages within their byte budget (PAGE_CACHE_MB), the least recently read leaving first', async () => {
    // 250,000 characters a page, counted at two bytes each: 500 KB, so two fit in 1 MB.
    renders().padding = 250_000;
    const pages = await listPages(app);
    for (const page of pages) {
      for (const cookie of ['locale=en', 'locale=ar']) {
        expect((await get(page.path, cookie)).statusCode).toBe(200);
        const kept = app.renderedPages();
        expect(kept.bytes).toBeLessThanOrEqual(kept.maxBytes);
      }
    }
    expect(app.renderedPages()).toMatchObject({ pages: 2, maxBytes: PAGE_CACHE_MB * 1024 * 1024 });
    expect(renders().calls).toHaveLength(pages.length * 2);
    // The last page read is still kept: asked again, it is not rendered again.
    await get(pages.at(-1)!.path, 'locale=ar');
    expect(renders().calls).toHaveLength(pages.length * 2);
  });

  it("hides a guest's invitations until the browser knows who is signed in, on a request that carries a session", async () => {
    expect((await get('/', 'khidma_sid=abc')).body).toContain('<html lang="en" dir="ltr" data-signed-in>');
    expect((await get('/')).body).toContain('<html lang="en" dir="ltr">');
  });
});
