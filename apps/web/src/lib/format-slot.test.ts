import { describe, expect, it } from 'vitest';
import { slotFormatFor } from './format-slot';

const START = '2026-11-26T09:30:00+03:00';
const END = '2026-11-26T11:00:00+03:00';

describe('slotFormatFor', () => {
  it('writes a slot in Kuwait time with its day, in English', () => {
    const { slot, timeRange, time } = slotFormatFor('en');
    const text = slot(START, END)!;
    expect(text).toMatch(/Thu/);
    expect(text).toMatch(/26 Nov/);
    expect(text).toMatch(/9:30/);
    expect(text).toMatch(/11:00/);
    expect(timeRange(START, END)).toMatch(/^9:30.*11:00/);
    expect(time(START)).toBe('9:30 am');
  });

  it('reads the same instant written in UTC as Kuwait time', () => {
    const { timeRange } = slotFormatFor('en');
    expect(timeRange('2026-11-26T06:30:00.000Z', '2026-11-26T08:00:00.000Z')).toBe(timeRange(START, END));
  });

  it('writes it in Arabic with Latin digits', () => {
    const text = slotFormatFor('ar').slot(START, END)!;
    expect(text).toMatch(/نوفمبر/);
    expect(text).toMatch(/9:30/);
    expect(text).toMatch(/11:00/);
  });

  it('shows the start alone without an end, and nothing without a slot', () => {
    const { slot } = slotFormatFor('en');
    expect(slot(START, null)).toMatch(/9:30/);
    expect(slot(START, null)).not.toMatch(/–/);
    expect(slot(null, null)).toBeNull();
    expect(slot('not a date', END)).toBeNull();
  });

  it('writes a Kuwait day short and in full, the same day wherever the reader is', () => {
    expect(slotFormatFor('en').stripDay('2026-11-26')).toBe('Thu 26');
    expect(slotFormatFor('en').fullDay('2026-11-26')).toBe('Thursday, 26 November 2026');
    expect(slotFormatFor('ar').fullDay('2026-11-26')).toMatch(/الخميس.*26.*نوفمبر.*2026/);
    expect(slotFormatFor('en').fullDay('2026-02-30')).toBe('2026-02-30');
  });
});
