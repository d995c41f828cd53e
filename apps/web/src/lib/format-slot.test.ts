import { describe, expect, it } from 'vitest';
import { slotFormatFor } from './format-slot';

const START = '2026-11-26T09:30:00+03:00';
const END = '2026-11-26T11:00:00+03:00';

describe('slotFormatFor', () => {
  it('writes a slot in Kuwait time with its day, in English', () => {
    const { slot, time } = slotFormatFor('en');
    const text = slot(START, END)!;
    expect(text).toMatch(/Thu/);
    expect(text).toMatch(/26 Nov.*2026/);
    expect(text).toMatch(/9:30/);
    expect(text).toMatch(/11:00/);
    expect(time(START, END)).toMatch(/^9:30.*11:00/);
  });

  it('reads the same instant written in UTC as Kuwait time', () => {
    expect(slotFormatFor('en').time('2026-11-26T06:30:00.000Z', '2026-11-26T08:00:00.000Z')).toBe(
      slotFormatFor('en').time(START, END),
    );
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

  it('writes a Kuwait day with its weekday, the same day wherever the reader is', () => {
    expect(slotFormatFor('en').day('2026-11-26')).toBe('Thursday, 26 November 2026');
    expect(slotFormatFor('ar').day('2026-11-26')).toMatch(/الخميس.*26.*نوفمبر.*2026/);
    expect(slotFormatFor('en').day('2026-02-30')).toBe('2026-02-30');
  });
});
