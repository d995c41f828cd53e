import { describe, expect, it } from 'vitest';
import { filsToKd, formatAmount, formatKD, formatMoney, kdToFils } from './money';

describe('money', () => {
  it('converts KD to integer fils without float drift', () => {
    expect(kdToFils(0.1 + 0.2)).toBe(300);
    expect(kdToFils(12.345)).toBe(12345);
    expect(filsToKd(12345)).toBe(12.345);
  });

  it('shows three decimals (fils) and the KD label', () => {
    expect(formatAmount(15)).toBe('15.000');
    expect(formatAmount(0.1 + 0.2)).toBe('0.300');
    expect(formatAmount(1250.5)).toBe('1,250.500');
    expect(formatKD(7.5)).toBe('KD 7.500');
  });

  it('groups thousands and signs amounts as Intl would, without Intl', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    for (const kd of [0, 0.001, 0.999, 999.999, 1000, 1234567.891, 100000000, -0.25, -1250.5, -1234567.001, 12.3456]) {
      expect(formatAmount(kd)).toBe(intl.format(kdToFils(kd) / 1000));
    }
    expect(formatAmount(-0.0001)).toBe('0.000');
  });

  it('writes KD the way each language does', () => {
    expect(formatMoney(28, 'en')).toBe('KD 28.000');
    expect(formatMoney(28, 'ar')).toBe('28.000 د.ك');
    expect(formatMoney(-1.25, 'en')).toBe('KD -1.250');
  });
});
