import { describe, expect, it } from 'vitest';
import { translate } from './i18n';

describe('translate', () => {
  it('says a catalogue message in the language asked', () => {
    expect(translate('en', 'errors.unauthorized')).toBe('Please log in to continue.');
    expect(translate('ar', 'errors.unauthorized')).toBe('يُرجى تسجيل الدخول للمتابعة.');
  });

  it('passes any other text through unchanged', () => {
    expect(translate('ar', 'Email is required')).toBe('Email is required');
    expect(translate('ar', 'toString')).toBe('toString');
    expect(translate('ar', '__proto__')).toBe('__proto__');
  });
});
