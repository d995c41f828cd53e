import { describe, expect, it } from 'vitest';
import { formatDuration } from './service';

describe('ServiceTime', () => {
  it('reads as before in English: hours, then minutes, singular or plural', () => {
    expect(formatDuration(30, 'en')).toBe('30 mins');
    expect(formatDuration(1, 'en')).toBe('1 min');
    expect(formatDuration(60, 'en')).toBe('1 hr');
    expect(formatDuration(90, 'en')).toBe('1 hr 30 mins');
    expect(formatDuration(480, 'en')).toBe('8 hrs');
    expect(formatDuration(121, 'en')).toBe('2 hrs 1 min');
  });

  it("reads in Arabic with Arabic's own plural forms and Latin digits", () => {
    expect(formatDuration(30, 'ar')).toBe('30 دقيقة');
    expect(formatDuration(5, 'ar')).toBe('5 دقائق');
    expect(formatDuration(60, 'ar')).toBe('ساعة');
    expect(formatDuration(120, 'ar')).toBe('ساعتان');
    expect(formatDuration(90, 'ar')).toBe('ساعة و30 دقيقة');
    expect(formatDuration(480, 'ar')).toBe('8 ساعات');
  });
});
