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

  it('fills in the business constants and the values a schema message carries', () => {
    expect(translate('en', 'validation.phone.digits')).toBe('Phone number must be exactly 10 digits');
    expect(translate('ar', 'validation.phone.digits')).toBe('يجب أن يتكون رقم الهاتف من 10 أرقام بالضبط');
    expect(translate('en', 'validation.atMost?max=120')).toBe('At most 120 characters');
    expect(translate('en', 'validation.name.controlCharacters')).toBe('Name must not contain control characters');
    expect(translate('en', 'messages.auth.codeSent')).toBe('We sent a 4-digit code to your phone.');
  });
});
