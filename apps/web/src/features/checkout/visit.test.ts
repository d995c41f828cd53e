import { describe, expect, it } from 'vitest';
import { testService } from '@/test/fixtures';
import { visitsOf } from './visit';

const filter = { ...testService, _id: 's3', ServiceName: 'Filter Clean', Price: 2.5, DurationMinutes: 30 };
const tap = { ...testService, _id: 's2', SrvSubCategoryId: 'sc2', SrvSubCategoryName: 'Plumbing', DurationMinutes: 30 };

describe('visitsOf', () => {
  it('groups the cart into one visit per sub-category, in the order their first service was added', () => {
    const visits = visitsOf([testService, tap, filter]);
    expect(visits.map((visit) => [visit.subCategoryName, visit.items.map((item) => item._id)])).toEqual([
      ['AC Repair', ['s1', 's3']],
      ['Plumbing', ['s2']],
    ]);
    expect(visits.map((visit) => [visit.duration, visit.subtotal])).toEqual([
      [90, 15],
      [30, 12.5],
    ]);
  });

  it('scales a visit’s length and price with its lines’ quantities, and keys it by kind and length', () => {
    const [one] = visitsOf([{ ...testService, quantity: 1 }]);
    const [three] = visitsOf([{ ...testService, quantity: 3 }]);
    expect(three).toMatchObject({ duration: 180, subtotal: 37.5 });
    // A quantity changed makes another visit: a time chosen for the shorter one is dropped.
    expect(three!.key).not.toBe(one!.key);
  });

  it('is empty for an empty cart', () => {
    expect(visitsOf([])).toEqual([]);
  });
});
