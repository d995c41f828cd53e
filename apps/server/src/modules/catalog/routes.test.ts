import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { services } from '../../db/schema';
import { catalogPageImages } from './page-preloads';
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

  it("finds a deep link's image once and keeps it until the catalogue changes", async () => {
    const [first] = (await app.inject({ method: 'GET', url: '/api/khidma/services_list' })).json().results;
    const listed = (
      await app.inject({ method: 'GET', url: `/api/khidma/service_by_sub_category/${first.SrvSubCategoryId}` })
    ).json().results;
    const images = catalogPageImages(app.db, app.catalogCache);
    expect(await images('service', first._id)).toBe(first.Image);
    expect(await images('services', first.SrvSubCategoryId)).toBe(listed[0].Image);
    expect(await images('service', randomUUID())).toBeUndefined();

    await app.db.update(services).set({ image: '/images/catalog/renamed.webp' }).where(eq(services.id, first._id));
    expect(await images('service', first._id)).toBe(first.Image);
    app.catalogCache.invalidate();
    expect(await images('service', first._id)).toBe('/images/catalog/renamed.webp');
    await app.db.update(services).set({ image: first.Image }).where(eq(services.id, first._id));
    app.catalogCache.invalidate();
  });

  it('serves catalogue images with a year of caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/images/catalog/plumbing.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  const get = (url: string) => app.inject({ method: 'GET', url: `/api/khidma/${url}` });
  const serviceKeys = [
    'Description',
    'DisplayPrice',
    'DurationMinutes',
    'Image',
    'Price',
    'ServiceName',
    'ServiceTime',
    'SrvCategoryId',
    'SrvCategoryName',
    'SrvSubCategoryId',
    'SrvSubCategoryName',
    '_id',
    'overallRating',
    'reviewscount',
  ];

  it('lists every service with the fields of spec §3', async () => {
    const body = (await get('services_list')).json();
    expect(body.results).toHaveLength(120);
    for (const service of body.results) expect(Object.keys(service).sort()).toEqual(serviceKeys);
    const [first] = body.results;
    expect(first.Price).toBeGreaterThan(0);
    expect(first.DisplayPrice).toBeGreaterThanOrEqual(first.Price);
    expect(first.overallRating).toBeGreaterThanOrEqual(1);
    expect(first.overallRating).toBeLessThanOrEqual(5);
    expect(first.ServiceTime).toMatch(/^\d+ (hrs?|mins?)( \d+ mins?)?$/);
    // The same duration in minutes, for the slot an order books.
    for (const service of body.results) {
      const [, hours = '0', minutes = '0'] = /^(?:(\d+) hrs?)? ?(?:(\d+) mins?)?$/.exec(service.ServiceTime) ?? [];
      expect(service.DurationMinutes).toBe(Number(hours) * 60 + Number(minutes));
    }
  });

  it("lists a category's sub-categories, 404 for an unknown one and 400 for a malformed id", async () => {
    const [category] = (await get('srv_category_list')).json().results;
    const subs = (await get(`srv_sub_by_category/${category._id}`)).json().results;
    expect(subs.length).toBeGreaterThan(0);
    for (const sub of subs) {
      expect(Object.keys(sub).sort()).toEqual([
        'Image',
        'SrvCategoryId',
        'SrvCategoryName',
        'SrvSubCategoryName',
        '_id',
      ]);
      expect(sub.SrvCategoryId).toBe(category._id);
    }
    const unknown = await get('srv_sub_by_category/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 404,
      reason: 'errors.catalog.categoryNotFound',
      message: 'Category not found',
    });
    const malformed = await get("srv_sub_by_category/1' or 1=1--");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 400, errors: { categoryId: 'Invalid id' } });
  });

  it("answers an unknown service in the reader's language", async () => {
    const url = '/api/khidma/services/00000000-0000-4000-8000-000000000000';
    const english = await app.inject({ method: 'GET', url });
    expect(english.json()).toEqual({
      code: 404,
      reason: 'errors.catalog.serviceNotFound',
      message: 'Service not found',
    });
    const arabic = await app.inject({ method: 'GET', url, cookies: { locale: 'ar' } });
    expect(arabic.json()).toEqual({
      code: 404,
      reason: 'errors.catalog.serviceNotFound',
      message: 'الخدمة غير موجودة',
    });
  });

  it("lists a sub-category's services and finds one service by id", async () => {
    const [category] = (await get('srv_category_list')).json().results;
    const [sub] = (await get(`srv_sub_by_category/${category._id}`)).json().results;
    const services = (await get(`service_by_sub_category/${sub._id}`)).json().results;
    expect(services.length).toBe(5);
    for (const service of services) expect(service.SrvSubCategoryId).toBe(sub._id);
    const one = await get(`services/${services[1]._id}`);
    expect(one.statusCode).toBe(200);
    // The same service, and its page content (only this answer carries it).
    expect(one.json().results).toEqual({
      ...services[1],
      Content: expect.objectContaining({ faqs: expect.any(Array) }),
    });
    expect((await get('services/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('service_by_sub_category/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('services/not-an-id')).statusCode).toBe(400);
  });

  it('answers a kept service before validation with the bytes and headers the route gave, and still refuses bad ids', async () => {
    const [service] = (await get('services_list')).json().results;
    const url = `/api/khidma/services/${service._id}`;
    const loaded = await app.inject({ method: 'GET', url });
    const kept = await app.inject({ method: 'GET', url });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe(loaded.body);
    const { date: _loadedDate, ...loadedHeaders } = loaded.headers;
    const { date: _keptDate, ...keptHeaders } = kept.headers;
    expect(keptHeaders).toEqual(loadedHeaders);
    expect(keptHeaders['x-content-type-options']).toBe('nosniff');
    const arabic = await app.inject({ method: 'GET', url, cookies: { locale: 'ar' } });
    expect(arabic.headers['content-language']).toBe('ar');
    expect(arabic.body).not.toBe(kept.body);
    const revalidated = await app.inject({ method: 'GET', url, headers: { 'if-none-match': kept.headers.etag } });
    expect(revalidated.statusCode).toBe(304);
    for (const bad of [`${service._id}%00`, `${service._id}x`, `${service._id}%2f..`])
      expect((await get(`services/${bad}`)).statusCode).toBe(400);
  });

  it('lists top rated (best average first) and best sellers', async () => {
    const top = (await get('top_rated_service_list')).json().results;
    expect(top.length).toBe(9);
    const ratings = top.map((service: { overallRating: number }) => service.overallRating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const best = (await get('best_seller_service_list')).json().results;
    expect(best.length).toBe(9);
    for (const service of best) expect(Object.keys(service).sort()).toEqual(serviceKeys);
  });

  it('lists the testimonials', async () => {
    const reviews = (await get('reviews_list')).json().results;
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    for (const review of reviews) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(typeof review.review).toBe('string');
      expect(typeof review.userName).toBe('string');
    }
  });

  it('tells the testimonials in Arabic to an Arabic reader', async () => {
    const english = (await get('reviews_list')).json().results as Array<{ _id: string }>;
    const answer = await app.inject({ method: 'GET', url: '/api/khidma/reviews_list', cookies: { locale: 'ar' } });
    expect(answer.headers['content-language']).toBe('ar');
    const arabic = answer.json().results as Array<{
      _id: string;
      review: string;
      userName: string;
      userTitle?: string;
    }>;
    expect(arabic.map((review) => review._id)).toEqual(english.map((review) => review._id));
    for (const review of arabic) expect(review.review).toMatch(/[\u0600-\u06FF]/);
    expect(arabic).toContainEqual(
      expect.objectContaining({ userName: 'فاطمة الصباح', userTitle: 'صاحبة منزل، السالمية' }),
    );
  });

  it("search forgives typos: 'plumbng' finds plumbing services", async () => {
    const results = (await get('service_search?searchTerm=plumbng')).json().results;
    expect(results.length).toBeGreaterThan(0);
    expect(results[0].SrvCategoryName).toBe('Plumbing');
  });

  it("search ranks by every word: 'ac rep' puts AC repairs first", async () => {
    const results = (await get('service_search?searchTerm=ac%20rep')).json().results;
    expect(results.length).toBeGreaterThan(0);
    expect(results[0].SrvSubCategoryName).toBe('AC Repair');
  });

  it('search matches sub-category names', async () => {
    const results = (await get('service_search?searchTerm=pest%20control')).json().results;
    expect(results.length).toBeGreaterThan(0);
    for (const service of results.slice(0, 3)) expect(service.SrvCategoryName).toBe('Pest Control');
  });

  it('search answers an empty term with no results, treats SQL as text, and refuses a long term', async () => {
    expect((await get('service_search?searchTerm=')).json().results).toEqual([]);
    expect((await get('service_search')).json().results).toEqual([]);
    const injection = await get(`service_search?searchTerm=${encodeURIComponent("'; drop table services; --")}`);
    expect(injection.statusCode).toBe(200);
    expect((await get('services_list')).json().results.length).toBeGreaterThan(0);
    const long = await get(`service_search?searchTerm=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The search term must be at most 100 characters.');
  });

  it("tags a search answer by the index's build, the term and the language: 304 until the catalogue changes", async () => {
    const url = 'service_search?searchTerm=leak';
    const tagOf = async (path: string, headers: Record<string, string> = {}) =>
      (await app.inject({ method: 'GET', url: `/api/khidma/${path}`, headers })).headers.etag as string;
    const english = await tagOf(url);
    expect(await tagOf(url)).toBe(english);
    expect(await tagOf('service_search?searchTerm=pipe')).not.toBe(english);
    expect(await tagOf(url, { 'accept-language': 'ar' })).not.toBe(english);
    const revalidated = await app.inject({
      method: 'GET',
      url: `/api/khidma/${url}`,
      headers: { 'if-none-match': english },
    });
    expect(revalidated.statusCode).toBe(304);

    // A change that leaves this answer's bytes alike still makes a new build: the old tag is not trusted after it.
    app.catalogCache.invalidate();
    const afterChange = await app.inject({
      method: 'GET',
      url: `/api/khidma/${url}`,
      headers: { 'if-none-match': english },
    });
    expect(afterChange.statusCode).toBe(200);
    expect(afterChange.headers.etag).not.toBe(english);
  });

  it('search sees a renamed service after the catalogue is invalidated', async () => {
    expect((await get('service_search?searchTerm=zanzibar')).json().results).toEqual([]);
    await app.database.db.execute(
      "update services set name = 'Zanzibar Chandelier Fitting' where name = 'AC Gas Refill (R410A)'",
    );
    app.catalogCache.invalidate();
    const [hit] = (await get('service_search?searchTerm=zanzibar')).json().results;
    expect(hit.ServiceName).toBe('Zanzibar Chandelier Fitting');
  });
});
