import { describe, expect, it } from 'vitest';
import { catalog } from './catalog-data';

/** Arabic letters (U+0621..U+064A); Latin may appear beside them (R410A, LED, UPS). */
const ARABIC_WORD = /[\u0621-\u064A]{2,}/;

describe('demo catalogue in Arabic', () => {
  const services = catalog.flatMap((category) => category.subCategories.flatMap((sub) => sub.services));

  it('names every category and sub-category in Arabic, each name distinct', () => {
    const subCategories = catalog.flatMap((category) => category.subCategories);
    const names = [...catalog, ...subCategories].map((entry) => entry.nameAr);
    expect(names).toHaveLength(32);
    for (const name of names) expect(name).toMatch(ARABIC_WORD);
    expect(new Set(names).size).toBe(names.length);
  });

  it('names and describes all 120 services in Arabic, each name distinct', () => {
    expect(services).toHaveLength(120);
    for (const [name, , , , , nameAr, descriptionAr] of services) {
      expect(nameAr, name).toMatch(ARABIC_WORD);
      expect(descriptionAr.length, name).toBeGreaterThan(20);
      expect(descriptionAr, name).toMatch(ARABIC_WORD);
    }
    expect(new Set(services.map((service) => service[5])).size).toBe(120);
  });
});
