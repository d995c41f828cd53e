import { describe, expect, it } from 'vitest';
import type { Language } from '@khidma/shared/languages';
import type { Service } from '@khidma/shared/schemas/catalog';
import { SEARCH_RESULTS_LIMIT, SearchIndex, tokenize } from './search-index';

let nextId = 0;
function service(ServiceName: string, SrvSubCategoryName: string, SrvCategoryName: string): Service {
  nextId += 1;
  return {
    _id: `s${nextId}`,
    ServiceName,
    ServiceTime: '1 hr',
    DurationMinutes: 60,
    Description: '',
    DisplayPrice: 10,
    Price: 8,
    overallRating: 4,
    reviewscount: 10,
    Image: '',
    SrvCategoryId: SrvCategoryName,
    SrvCategoryName,
    SrvSubCategoryId: SrvSubCategoryName,
    SrvSubCategoryName,
  };
}

const catalogue = [
  service('AC Gas Refill (R410A)', 'AC Repair', 'AC Services'),
  service('AC Compressor Replacement', 'AC Repair', 'AC Services'),
  service('Split AC Installation', 'AC Installation', 'AC Services'),
  service('Pipe Leak Repair', 'Leak & Pipe Repair', 'Plumbing'),
  service('Tap Leak Repair', 'Leak & Pipe Repair', 'Plumbing'),
  service('Washing Machine Repair', 'Washing Machine', 'Appliance Repair'),
  service('Accent Wall Painting', 'Interior Painting', 'Painting'),
  service('TV Wall Mounting', 'Furniture Assembly', 'Carpentry'),
];
const names = (services: Service[]) => services.map((item) => item.ServiceName);
const search = async (index: SearchIndex, term: string, language?: Language) =>
  JSON.parse(`[${(await index.search(term, language)).join(',')}]`) as Service[];
const index = new SearchIndex(async () => catalogue);

describe('SearchIndex', () => {
  it('splits on anything that is not a letter or digit, in lower case', () => {
    expect(tokenize('AC/Heater  Leak & Pipe (R410A)')).toEqual(['ac', 'heater', 'leak', 'pipe', 'r410a']);
  });

  it('forgives a typo of one letter in five, and finds a category by its name', async () => {
    expect(names(await search(index, 'plumbng'))).toEqual(['Pipe Leak Repair', 'Tap Leak Repair']);
    expect(names(await search(index, 'pipr'))).toContain('Pipe Leak Repair');
    // Short words must be exact: "ax" is not "ac".
    expect(await search(index, 'ax')).toEqual([]);
  });

  it('needs every word when some service has them all, and completes the words', async () => {
    expect(names(await search(index, 'ac rep'))).toEqual(['AC Compressor Replacement', 'AC Gas Refill (R410A)']);
    expect(names(await search(index, 'paint wall'))).toEqual(['Accent Wall Painting']);
  });

  it('falls back to any word when no service has them all', async () => {
    expect(names(await search(index, 'zanzibar tap'))).toEqual(['Tap Leak Repair']);
  });

  it('ranks a word in the service name above the same word in a category name', async () => {
    const [first] = await search(index, 'repair');
    expect(first?.ServiceName).toMatch(/Repair$/);
    expect(first?.SrvCategoryName).not.toBe('Appliance Repair');
  });

  it('answers at most 20, best first, and an empty term with nothing', async () => {
    const many = Array.from({ length: 50 }, (_, n) => service(`Deep Cleaning ${n}`, 'Home Cleaning', 'Cleaning'));
    const big = new SearchIndex(async () => many);
    const results = await search(big, 'cleaning');
    expect(results).toHaveLength(SEARCH_RESULTS_LIMIT);
    expect(results[0]?.ServiceName).toBe('Deep Cleaning 0');
    expect(await search(big, '  ')).toEqual([]);
  });

  it('reads the catalogue again after invalidate()', async () => {
    const services = [service('Sofa Shampoo', 'Sofa Cleaning', 'Cleaning')];
    const fresh = new SearchIndex(async () => services);
    expect(names(await search(fresh, 'sofa'))).toEqual(['Sofa Shampoo']);
    services.push(service('Leather Sofa Care', 'Sofa Cleaning', 'Cleaning'));
    expect(await search(fresh, 'leather')).toEqual([]);
    fresh.invalidate();
    expect(names(await search(fresh, 'leather'))).toEqual(['Leather Sofa Care']);
  });
});

describe('SearchIndex in Arabic', () => {
  const arabic = (english: Service, ServiceName: string, SrvSubCategoryName: string, SrvCategoryName: string) => ({
    ...english,
    ServiceName,
    SrvSubCategoryName,
    SrvCategoryName,
  });
  const english = [
    service('AC Not Cooling Repair', 'AC Repair', 'AC Services'),
    service('Split AC Deep Cleaning', 'AC Cleaning & Maintenance', 'AC Services'),
    service('Curtain Steam Cleaning', 'Sofa & Carpet Cleaning', 'Cleaning'),
    service('Sofa Shampoo (5 seats)', 'Sofa & Carpet Cleaning', 'Cleaning'),
  ];
  const translated = [
    arabic(english[0]!, 'تصليح مكيف لا يبرد', 'تصليح المكيفات', 'خدمات التكييف'),
    arabic(english[1]!, 'تنظيف عميق لمكيف سبليت', 'تنظيف وصيانة المكيفات', 'خدمات التكييف'),
    arabic(english[2]!, 'تنظيف الستائر بالبخار', 'تنظيف الكنب والسجاد', 'تنظيف'),
    arabic(english[3]!, 'غسيل كنب بالشامبو (5 مقاعد)', 'تنظيف الكنب والسجاد', 'تنظيف'),
  ];
  const bilingual = new SearchIndex(
    async () => english,
    async () => translated,
  );

  it('normalises Arabic: no diacritics or tatweel, one alef, ي for ى, ه for ة, Latin digits, no article', () => {
    expect(tokenize('المُكَيِّـــف')).toEqual(['مكيف']);
    expect(tokenize('إضافة أو آلة مبنى ٥ ۱٢')).toEqual(['اضافه', 'او', 'اله', 'مبني', '5', '12']);
    expect(tokenize('والمراوح بالبخار للمطبخ')).toEqual(['مراوح', 'بخار', 'مطبخ']);
    expect(tokenize('مؤقت مئة')).toEqual(['موقت', 'ميه']);
  });

  it('finds by Arabic words, with the article, a typo or a completion, answering in the language asked', async () => {
    const arabicNames = async (term: string) => names(await search(bilingual, term, 'ar'));
    expect(await arabicNames('مكيف')).toEqual(['تصليح مكيف لا يبرد', 'تنظيف عميق لمكيف سبليت']);
    expect(await arabicNames('المكيف')).toEqual(await arabicNames('مكيف'));
    expect(await arabicNames('تنضيف ستائر')).toEqual(['تنظيف الستائر بالبخار']);
    expect(await arabicNames('كن')).toEqual(['غسيل كنب بالشامبو (5 مقاعد)', 'تنظيف الستائر بالبخار']);
    expect(names(await search(bilingual, 'مكيف', 'en'))).toEqual(['AC Not Cooling Repair', 'Split AC Deep Cleaning']);
    expect(await arabicNames('curtain')).toEqual(['تنظيف الستائر بالبخار']);
  });

  it('ranks English words as an English-only index does', async () => {
    const englishOnly = new SearchIndex(async () => english);
    for (const term of ['cleaning', 'ac', 'sofa 5', 'clening']) {
      expect(await search(bilingual, term)).toEqual(await search(englishOnly, term));
    }
  });
});
