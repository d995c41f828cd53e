import { describe, expect, it } from 'vitest';
import type { Service } from '@khidma/shared/schemas/catalog';
import { SEARCH_RESULTS_LIMIT, SearchIndex, tokenize } from './search-index';

let nextId = 0;
function service(ServiceName: string, SrvSubCategoryName: string, SrvCategoryName: string): Service {
  nextId += 1;
  return {
    _id: `s${nextId}`,
    ServiceName,
    ServiceTime: '1 hr',
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
const index = new SearchIndex(async () => catalogue);

describe('SearchIndex', () => {
  it('splits on anything that is not a letter or digit, in lower case', () => {
    expect(tokenize('AC/Heater  Leak & Pipe (R410A)')).toEqual(['ac', 'heater', 'leak', 'pipe', 'r410a']);
  });

  it('forgives a typo of one letter in five, and finds a category by its name', async () => {
    expect(names(await index.search('plumbng'))).toEqual(['Pipe Leak Repair', 'Tap Leak Repair']);
    expect(names(await index.search('pipr'))).toContain('Pipe Leak Repair');
    // Short words must be exact: "ax" is not "ac".
    expect(await index.search('ax')).toEqual([]);
  });

  it('needs every word when some service has them all, and completes the words', async () => {
    expect(names(await index.search('ac rep'))).toEqual(['AC Compressor Replacement', 'AC Gas Refill (R410A)']);
    expect(names(await index.search('paint wall'))).toEqual(['Accent Wall Painting']);
  });

  it('falls back to any word when no service has them all', async () => {
    expect(names(await index.search('zanzibar tap'))).toEqual(['Tap Leak Repair']);
  });

  it('ranks a word in the service name above the same word in a category name', async () => {
    const [first] = await index.search('repair');
    expect(first?.ServiceName).toMatch(/Repair$/);
    expect(first?.SrvCategoryName).not.toBe('Appliance Repair');
  });

  it('answers at most 20, best first, and an empty term with nothing', async () => {
    const many = Array.from({ length: 50 }, (_, n) => service(`Deep Cleaning ${n}`, 'Home Cleaning', 'Cleaning'));
    const big = new SearchIndex(async () => many);
    const results = await big.search('cleaning');
    expect(results).toHaveLength(SEARCH_RESULTS_LIMIT);
    expect(results[0]?.ServiceName).toBe('Deep Cleaning 0');
    expect(await big.search('  ')).toEqual([]);
  });

  it('reads the catalogue again after invalidate()', async () => {
    const services = [service('Sofa Shampoo', 'Sofa Cleaning', 'Cleaning')];
    const fresh = new SearchIndex(async () => services);
    expect(names(await fresh.search('sofa'))).toEqual(['Sofa Shampoo']);
    services.push(service('Leather Sofa Care', 'Sofa Cleaning', 'Cleaning'));
    expect(await fresh.search('leather')).toEqual([]);
    fresh.invalidate();
    expect(names(await fresh.search('leather'))).toEqual(['Leather Sofa Care']);
  });
});
