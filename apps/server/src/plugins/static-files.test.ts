import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/test-app';

const INDEX =
  '<!doctype html><html><head><title>Khidma · Home services at your door</title></head><body></body></html>';

describe('the SPA and its pages', () => {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'khidma-web-'));
  let app: App;

  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), INDEX);
    writeFileSync(path.join(webRoot, 'assets', 'index-1.js'), 'console.log(1);');
    app = await createTestApp({ env: { WEB_DIST_DIR: webRoot } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, accept?: string) => app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

  it('answers / and every page path with the SPA, whatever the Accept header', async () => {
    for (const accept of [undefined, '*/*', 'application/json', 'text/html']) {
      for (const url of [
        '/',
        '/about',
        '/faq/orders/',
        '/account/orders',
        '/admin',
        '/admin/orders/KH-7Q4M2XKD',
        '/partner',
        '/partner/jobs/KH-7Q4M2XKD',
      ]) {
        const response = await get(url, accept);
        expect(response.statusCode, `${url} ${accept}`).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('<title>Khidma · Home services at your door</title>');
      }
    }
  });

  it("answers an unknown page with the 'Page not found' page, its own title and status 404", async () => {
    // A catalogue page whose service or sub-category is not on the site (this database has none) is one too.
    const catalogue = ['/service/a1/b2', '/services/b2/AC%20Services?x=1'];
    for (const url of [
      '/nope',
      '/service',
      '/faq',
      '/account/orders/extra',
      '/assets/missing.js',
      '/partners',
      ...catalogue,
    ]) {
      const response = await get(url, '*/*');
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>Page not found · Khidma</title>');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('keeps unknown API paths and writes a JSON 404 envelope', async () => {
    for (const url of ['/api/khidma/nope', '/%61pi/khidma/nope', '/api', '/api/other']) {
      const response = await get(url, 'text/html');
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: `Not found: GET ${url}` });
    }
    const post = await app.inject({ method: 'POST', url: '/about' });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe(404);
  });

  it('serves the built files themselves', async () => {
    const response = await get('/assets/index-1.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
  });
});
