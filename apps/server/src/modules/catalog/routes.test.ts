import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';

describe('catalogue reads', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ seed: true });
  });
  afterAll(() => app.close());

  it('lists the categories with _id, SrvCategoryName and Image', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/khidma/srv_category_list' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, message: 'OK' });
    expect(body.results.length).toBeGreaterThanOrEqual(8);
    for (const category of body.results) {
      expect(Object.keys(category).sort()).toEqual(['Image', 'SrvCategoryName', '_id']);
      expect(category.Image).toMatch(/^\/images\/catalog\/.+\.webp$/);
    }
    expect(body.results[0].SrvCategoryName).toBe('AC Services');
  });

  it('lists the logo', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/khidma/logo_list' });
    expect(response.json().results).toEqual([{ _id: expect.any(String), logo: '/images/logo.svg' }]);
  });

  it('answers a repeat request with its ETag with 304 and no body', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/khidma/srv_category_list' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const repeat = await app.inject({
      method: 'GET',
      url: '/api/khidma/srv_category_list',
      headers: { 'if-none-match': etag },
    });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
  });

  it('reads the database again after the catalogue is invalidated', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/khidma/srv_category_list' })).headers.etag;
    await app.database.db.execute("update categories set name = 'AC & Cooling' where name = 'AC Services'");
    const cached = await app.inject({ method: 'GET', url: '/api/khidma/srv_category_list' });
    expect(cached.headers.etag).toBe(before);
    app.catalogCache.invalidate();
    const fresh = await app.inject({ method: 'GET', url: '/api/khidma/srv_category_list' });
    expect(fresh.headers.etag).not.toBe(before);
    expect(fresh.json().results[0].SrvCategoryName).toBe('AC & Cooling');
  });

  it('serves catalogue images with a year of caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/images/catalog/plumbing.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
