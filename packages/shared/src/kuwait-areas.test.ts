import { describe, expect, it } from 'vitest';
import { findKuwaitArea, GOVERNORATES, KUWAIT_AREAS, KUWAIT_CITY_CENTER } from './kuwait-areas';
import { isInKuwait, KUWAIT_BOUNDS } from './kuwait-boundary';

describe("Kuwait's areas", () => {
  it('lists every governorate with areas, ids unique slugs, names in both languages', () => {
    expect(GOVERNORATES).toHaveLength(6);
    const ids = KUWAIT_AREAS.map((area) => area.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const area of KUWAIT_AREAS) {
      expect(area.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(area.en).toMatch(/^[A-Z]/);
      expect(area.ar).toMatch(/^[\u0600-\u06ff ]+$/);
    }
    for (const governorate of GOVERNORATES) {
      expect(KUWAIT_AREAS.filter((area) => area.governorate === governorate.id).length).toBeGreaterThan(8);
    }
  });

  it("puts every area's centre inside Kuwait's boundary", () => {
    const outside = KUWAIT_AREAS.filter((area) => !isInKuwait(area.lat, area.lng)).map((area) => area.id);
    expect(outside).toEqual([]);
    expect(isInKuwait(KUWAIT_CITY_CENTER.lat, KUWAIT_CITY_CENTER.lng)).toBe(true);
  });

  it('finds an area by id or by its English or Arabic name', () => {
    expect(findKuwaitArea('salmiya')?.governorate).toBe('hawalli');
    expect(findKuwaitArea(' Salmiya ')?.id).toBe('salmiya');
    expect(findKuwaitArea('السالمية')?.id).toBe('salmiya');
    expect(findKuwaitArea('Bengaluru')).toBeUndefined();
  });
});

describe("Kuwait's boundary", () => {
  it('holds Salmiya, Kuwait City, Fahaheel, Jahra and Failaka', () => {
    for (const [lat, lng] of [
      [29.335, 48.075],
      [29.3759, 47.9774],
      [29.0825, 48.1303],
      [29.3375, 47.6581],
      [29.43, 48.33],
    ] as const) {
      expect(isInKuwait(lat, lng), `${lat},${lng}`).toBe(true);
    }
  });

  it("leaves out India (the old map's centre), Basra, Khafji, Riyadh and the Gulf off Salmiya", () => {
    for (const [lat, lng] of [
      [20.59, 78.97],
      [30.5, 47.78],
      [28.42, 48.49],
      [24.71, 46.68],
      [29.3, 48.3],
      [0, 0],
    ] as const) {
      expect(isInKuwait(lat, lng), `${lat},${lng}`).toBe(false);
    }
  });

  it('takes a point just off the drawn coast (a house on the Gulf Road), not one out at sea', () => {
    expect(isInKuwait(29.3896, 48.0036)).toBe(true); // Dasman, on the shore
    expect(isInKuwait(29.335, 48.12)).toBe(false); // 4 km off Salmiya
    expect(isInKuwait(Number.NaN, 48)).toBe(false);
  });

  it('bounds the map to the box around Kuwait', () => {
    const [[south, west], [north, east]] = KUWAIT_BOUNDS;
    expect(south).toBeCloseTo(28.5, 0);
    expect(north).toBeCloseTo(30.1, 0);
    expect(west).toBeCloseTo(46.55, 0);
    expect(east).toBeCloseTo(48.43, 0);
  });
});
