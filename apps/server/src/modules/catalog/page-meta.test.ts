import { eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { services } from '../../db/schema';
import { createTestApp } from '../../test/test-app';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Khidma · Home services at your door</title></head>' +
  '<body><div id="root"></div></body></html>';

/** The JSON-LD block of a page, parsed. */
function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
}

describe("a service page's HTML, for search engines and link previews", () => {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'khidma-web-'));
  let app: App;
  let service: typeof services.$inferSelect;

  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), INDEX);
    app = await createTestApp({
      seed: true,
      env: { WEB_DIST_DIR: webRoot, PUBLIC_URL: 'https://khidma.example' },
    });
    service = (await app.db.select().from(services).limit(1))[0]!;
  });
  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = (url: string, language?: string) =>
    app.inject({ method: 'GET', url, headers: language ? { cookie: `locale=${language}` } : {} });

  it('carries the name, description, price in KWD and image before any script runs', async () => {
    const response = await page(`/service/${service.id}/${service.subCategoryId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain(`<title>${service.name} · Khidma</title>`);
    expect(html).toContain('<meta name="description" content="');
    expect(html).toContain(`<meta property="og:title" content="${service.name}">`);
    expect(html).toContain(`<link rel="canonical" href="https://khidma.example/service/${service.id}">`);
    expect(html).toContain('<meta property="product:price:currency" content="KWD">');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Service',
      name: service.name,
      description: service.description,
      image: expect.stringMatching(/^https:\/\/khidma\.example\//),
      offers: { '@type': 'Offer', price: (service.priceFils / 1000).toFixed(3), priceCurrency: 'KWD' },
    });
    // The SPA is still the SPA.
    expect(html).toContain('<div id="root"></div>');
  });

  it("speaks the reader's language", async () => {
    const html = (await page(`/service/${service.id}`, 'ar')).body;
    expect(html).toContain(`<title>${service.nameAr} · Khidma</title>`);
    expect(jsonLd(html)).toMatchObject({ name: service.nameAr, description: service.descriptionAr });
  });

  it('escapes what an admin typed, so a name can close neither an attribute nor the script', async () => {
    const name = 'Fix </script><script>alert(1)</script> & "quotes" \u2028';
    await app.db.update(services).set({ name }).where(eq(services.id, service.id));
    app.catalogCache.invalidate();
    const html = (await page(`/service/${service.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      'content="Fix &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;quotes&#34;',
    );
    expect(jsonLd(html)?.name).toBe(name);
    await app.db.update(services).set({ name: service.name }).where(eq(services.id, service.id));
    app.catalogCache.invalidate();
  });

  it('follows a catalogue change, and leaves every other page as the SPA serves it', async () => {
    // Kept from memory until the catalogue changes: a write that bypassed the catalogue's own path is not seen.
    expect((await page(`/service/${service.id}`)).body).toContain(`<title>${service.name} · Khidma</title>`);
    await app.db.update(services).set({ name: 'Renamed service' }).where(eq(services.id, service.id));
    expect((await page(`/service/${service.id}`)).body).toContain(`<title>${service.name} · Khidma</title>`);
    app.catalogCache.invalidate();
    expect((await page(`/service/${service.id}`)).body).toContain('<title>Renamed service · Khidma</title>');

    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Khidma · Home services at your door</title>');
    expect(jsonLd(home.body)).toBeUndefined();
    // A service not on the site is the 'not found' page; a misspelt services list goes to its canonical path.
    for (const url of [`/service/${randomUUID()}`, '/service/not-an-id']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(jsonLd(response.body), url).toBeUndefined();
    }
    expect((await page(`/services/${service.subCategoryId}/AC%20Repair`)).statusCode).toBe(301);
  });
});
