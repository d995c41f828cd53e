import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RENDERED_PAGE_ID } from '@khidma/shared/pages';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { WEB_RENDERER_FILE } from './renderer';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Khidma · Home services at your door</title></head>' +
  '<body><div id="root"></div></body></html>';

/** What the stand-in renderer was asked, and how it answers (`globalThis`: the server imports it itself). */
type Renders = { calls: Array<{ pathname: string; language: string }>; failing: boolean; delayMs: number };
const renders = (): Renders => (globalThis as unknown as { khidmaRenders: Renders }).khidmaRenders;

/**
 * A stand-in for the web's server build (apps/web/src/entry-server.tsx): it asks the API for the categories the
 * way the real one does (fetchApi), and renders their count; a service page is 'missing'.
 */
const STAND_IN = `
globalThis.khidmaRenders ??= { calls: [], failing: false, delayMs: 0 };
export async function renderPage({ pathname, language, fetchApi }) {
  const renders = globalThis.khidmaRenders;
  renders.calls.push({ pathname, language });
  if (pathname === '/about') return undefined;
  await new Promise((resolve) => setTimeout(resolve, renders.delayMs));
  if (renders.failing) throw new Error('render failed');
  const answer = await fetchApi('/api/khidma/srv_category_list');
  const { results } = await answer.json();
  return {
    status: pathname.startsWith('/service/') ? 404 : 200,
    head: '<title>Rendered · Khidma</title>',
    html: '<p>' + language + ' ' + answer.status + ' ' + results.length + ' categories</p>',
    queries: { queries: { first: results[0].SrvCategoryName }, provided: {} },
  };
}
`;

describe('catalogue pages rendered on the server', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'khidma-ssr-'));
  const webRoot = path.join(root, 'dist');
  const ssrRoot = path.join(root, 'dist-ssr');
  let app: App;

  beforeAll(async () => {
    mkdirSync(webRoot);
    mkdirSync(ssrRoot);
    writeFileSync(path.join(webRoot, 'index.html'), INDEX);
    writeFileSync(path.join(ssrRoot, WEB_RENDERER_FILE), STAND_IN);
    app = await createTestApp({ seed: true, env: { WEB_DIST_DIR: webRoot, WEB_SSR_DIR: ssrRoot } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    Object.assign(renders(), { calls: [], failing: false, delayMs: 0 });
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
    const answers = await Promise.all(Array.from({ length: 10 }, () => get('/services/abc/AC%20Repair')));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await get('/services/abc/AC%20Repair');
    expect(renders().calls).toHaveLength(1);
    app.catalogCache.invalidate();
    await get('/services/abc/AC%20Repair');
    expect(renders().calls).toHaveLength(2);
  });

  it("answers 404 for a page whose subject does not exist, with the rendered 'not found' page", async () => {
    const response = await get('/service/00000000-0000-4000-8000-000000000000/x');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<p>en 200 8 categories</p>');
  });

  it('leaves the page to the browser when the render fails, and tries again on the next request', async () => {
    renders().failing = true;
    const failed = await get('/');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).not.toContain(RENDERED_PAGE_ID);
    renders().failing = false;
    expect((await get('/')).body).toContain('<p>en 200 8 categories</p>');
    expect(renders().calls).toHaveLength(2);
  });

  it('leaves the other pages, and paths no link would hold, to the browser', async () => {
    expect((await get('/about')).body).toContain('<div id="root"></div>');
    const long = await get(`/services/abc/${'x'.repeat(600)}`);
    expect(long.statusCode).toBe(200);
    expect(long.body).toContain('<div id="root"></div>');
    expect(renders().calls.map((call) => call.pathname)).toEqual(['/about']);
  });

  it("hides a guest's invitations until the browser knows who is signed in, on a request that carries a session", async () => {
    expect((await get('/', 'khidma_sid=abc')).body).toContain('<html lang="en" dir="ltr" data-signed-in>');
    expect((await get('/')).body).toContain('<html lang="en" dir="ltr">');
  });
});
