import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';

type Headers = Record<string, string>;
const ARABIC = { cookie: 'locale=ar' };
const ARABIC_BROWSER = { 'accept-language': 'ar-KW,ar;q=0.9,en;q=0.5' };
const api = (path: string) => `/api/khidma/${path}`;

describe('catalogue in the reader’s language', () => {
  let app: App;
  const get = (path: string, headers: Headers = {}) => app.inject({ method: 'GET', url: api(path), headers });
  const results = async (path: string, headers: Headers = {}) => (await get(path, headers)).json().results;
  const names = async (term: string, headers: Headers = {}) =>
    (await results(`service_search?searchTerm=${encodeURIComponent(term)}`, headers)).map(
      (service: { ServiceName: string }) => service.ServiceName,
    );

  beforeAll(async () => {
    app = await createTestApp({ seed: true });
  });
  afterAll(() => app.close());

  it('answers the categories in Arabic by the locale cookie or Accept-Language, with the same fields', async () => {
    const english = await results('srv_category_list');
    const byCookie = await results('srv_category_list', ARABIC);
    const byBrowser = await results('srv_category_list', ARABIC_BROWSER);
    expect(english[0].SrvCategoryName).toBe('AC Services');
    expect(byCookie[0].SrvCategoryName).toBe('خدمات التكييف');
    expect(byBrowser).toEqual(byCookie);
    expect(byCookie.map((category: object) => Object.keys(category).sort())).toEqual(
      english.map((category: object) => Object.keys(category).sort()),
    );
    expect(byCookie.map((c: { _id: string }) => c._id)).toEqual(english.map((c: { _id: string }) => c._id));
    // The reader's choice wins over the browser's; a language Khidma does not speak is English.
    expect((await results('srv_category_list', { cookie: 'locale=en', ...ARABIC_BROWSER }))[0]).toEqual(english[0]);
    expect((await results('srv_category_list', { 'accept-language': 'fr' }))[0]).toEqual(english[0]);
  });

  it('answers services, their description, sub-category and category names in Arabic on every list', async () => {
    type Listed = { _id: string; ServiceName: string };
    const english = (await results('services_list')).find((s: Listed) => s.ServiceName === 'AC Not Cooling Repair');
    const arabic = (await results('services_list', ARABIC)).find((s: Listed) => s._id === english._id);
    expect(english).toMatchObject({ SrvCategoryName: 'AC Services', SrvSubCategoryName: 'AC Repair' });
    expect(arabic).toEqual({
      ...english,
      ServiceName: 'تصليح مكيف لا يبرد',
      ServiceTime: 'ساعة و30 دقيقة',
      Description: expect.stringContaining('مكيف سبليت أو شباك يعمل ولا يبرد'),
      SrvCategoryName: 'خدمات التكييف',
      SrvSubCategoryName: 'تصليح المكيفات',
    });
    // One service's answer adds its page content, in Arabic too.
    const { Content: content, ...one } = (await results(`services/${english._id}`, ARABIC)) as Record<string, unknown>;
    expect(one).toEqual(arabic);
    expect(JSON.stringify(content)).toMatch(/[\u0621-\u064A]{2,}/);
    expect(await results(`service_by_sub_category/${english.SrvSubCategoryId}`, ARABIC_BROWSER)).toContainEqual(arabic);
    const [sub] = await results(`srv_sub_by_category/${english.SrvCategoryId}`, ARABIC);
    expect(sub).toMatchObject({ SrvSubCategoryName: 'تصليح المكيفات', SrvCategoryName: 'خدمات التكييف' });
    for (const list of ['top_rated_service_list', 'best_seller_service_list']) {
      const [top] = await results(list, ARABIC);
      expect(top.ServiceName).toMatch(/[\u0621-\u064A]/);
      expect(top.Description).toMatch(/[\u0621-\u064A]/);
    }
  });

  it('keeps one cached answer per language: English readers never get Arabic bytes, nor the reverse', async () => {
    app.catalogCache.invalidate();
    for (const path of ['services_list', 'srv_category_list', 'service_search?searchTerm=ac']) {
      const englishFirst = await get(path);
      const arabic = await get(path, ARABIC);
      const englishAgain = await get(path);
      const arabicAgain = await get(path, ARABIC_BROWSER);
      expect(englishAgain.body).toBe(englishFirst.body);
      expect(arabicAgain.body).toBe(arabic.body);
      expect(arabic.body).not.toBe(englishFirst.body);
      expect(englishFirst.body).not.toMatch(/[\u0621-\u064A]/);
      expect(arabic.headers.etag).not.toBe(englishFirst.headers.etag);
      // An English copy's tag does not revalidate the Arabic answer.
      const revalidated = await get(path, { ...ARABIC, 'if-none-match': englishFirst.headers.etag as string });
      expect(revalidated.statusCode).toBe(200);
      expect(revalidated.body).toBe(arabic.body);
    }
  });

  it('says which language it answers in and what chose it (Vary), on 200 and 304', async () => {
    const english = await get('services_list');
    const arabic = await get('services_list', ARABIC);
    expect(english.headers['content-language']).toBe('en');
    expect(arabic.headers['content-language']).toBe('ar');
    for (const response of [english, arabic]) {
      expect(
        String(response.headers.vary)
          .toLowerCase()
          .split(/\s*,\s*/),
      ).toEqual(expect.arrayContaining(['cookie', 'accept-language']));
    }
    const notModified = await get('services_list', { ...ARABIC, 'if-none-match': arabic.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-language']).toBe('ar');
    expect(String(notModified.headers.vary)).toMatch(/accept-language/i);
    const search = await get('service_search?searchTerm=%D9%85%D9%83%D9%8A%D9%81', ARABIC);
    expect(search.headers['content-language']).toBe('ar');
    expect(String(search.headers.vary)).toMatch(/cookie/i);
  });

  it('finds services by Arabic words, with or without the article, diacritics or a typo, in the reader’s language', async () => {
    const airConditioning = await names('مكيف', ARABIC);
    expect(airConditioning.length).toBeGreaterThanOrEqual(5);
    expect(airConditioning).toContain('تصليح مكيف لا يبرد');
    expect(airConditioning).toContain('تعبئة غاز مكيف (R410A)');
    expect(await names('المكيف', ARABIC)).toEqual(airConditioning);
    expect(await names('المُكيِّف', ARABIC)).toEqual(airConditioning);
    expect(await names('تصليح مكيف', ARABIC)).toContain('تصليح مكيف لا يبرد');

    // "تنضيف" for "تنظيف" (ض for ظ), and "الكنب" with the article.
    const cleaning = await names('تنضيف', ARABIC);
    expect(cleaning).toContain('تنظيف عميق لمكيف سبليت');
    expect(cleaning).toContain('تنظيف الستائر بالبخار');
    expect(await names('تنظيف الكنب', ARABIC)).toContain('غسيل كنب بالشامبو (5 مقاعد)');
    // Hamza and taa marbuta spelled either way ("اضافه" for "إضافة"), Arabic-Indic digits as Latin ones.
    expect(await names('غساله', ARABIC)).toContain('تركيب غسالة');
    expect(await names('اضافه رفوف', ARABIC)).toEqual(['إضافة رفوف لخزانة الملابس']);
    expect(await names('غسيل كنب ٥', ARABIC)).toEqual(['غسيل كنب بالشامبو (5 مقاعد)']);

    // An English reader searching in Arabic reads English; an Arabic reader searching in English reads Arabic.
    expect(await names('مكيف')).toContain('AC Not Cooling Repair');
    expect(await names('ac repair', ARABIC)).toContain('تصليح مكيف لا يبرد');
  });

  it('keeps English search as it was', async () => {
    expect((await names('plumbng')).length).toBeGreaterThan(0);
    expect(await names('ac gas')).toEqual(['AC Gas Refill (R410A)']);
  });
});
