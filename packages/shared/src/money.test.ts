import { describe, expect, it } from 'vitest';
import { filsToKd, formatAmount, formatKD, kdToFils } from './money';

describe('money', () => {
  it('converts KD to integer fils without float drift', () => {
    expect(kdToFils(0.1 + 0.2)).toBe(300);
    expect(kdToFils(12.345)).toBe(12345);
    expect(filsToKd(12345)).toBe(12.345);
  });

  it('shows two decimals and the KD label', () => {
    expect(formatAmount(15)).toBe('15.00');
    expect(formatKD(7.5)).toBe('KD 7.50');
  });
});
