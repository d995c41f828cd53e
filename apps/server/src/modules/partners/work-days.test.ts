import { describe, expect, it } from 'vitest';
import { WORK_DAYS_DEFAULT } from '@khidma/shared/constants';
import { workDaysMask, workDaysOf } from './work-days';

describe('work days', () => {
  it('stores weekday d as bit d, Sunday the lowest', () => {
    expect(workDaysMask([0])).toBe(0b1);
    expect(workDaysMask([6])).toBe(0b1000000);
    expect(workDaysMask([5, 0, 3])).toBe(0b101001);
    expect(workDaysMask([0, 1, 2, 3, 4, 5, 6])).toBe(0b1111111);
  });

  it('reads a bitmask back as weekdays, ascending, ignoring bits past Saturday', () => {
    expect(workDaysOf(0)).toEqual([]);
    expect(workDaysOf(0b101001)).toEqual([0, 3, 5]);
    expect(workDaysOf(0b11111111)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // The default: every day but Friday.
    expect(workDaysOf(WORK_DAYS_DEFAULT)).toEqual([0, 1, 2, 3, 4, 6]);
  });

  it('round-trips every set of weekdays', () => {
    for (let mask = 0; mask < 128; mask += 1) expect(workDaysMask(workDaysOf(mask))).toBe(mask);
  });
});
