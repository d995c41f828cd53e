import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language';

describe('the language of a request', () => {
  it("is the reader's choice when the web sent one", () => {
    expect(requestLanguage('ar', 'en-US,en;q=0.9')).toBe('ar');
    expect(requestLanguage('en', 'ar-KW')).toBe('en');
  });

  it('else the best of Accept-Language that we speak', () => {
    expect(requestLanguage(undefined, 'ar-KW,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(requestLanguage(undefined, 'ar-KW')).toBe('ar');
    expect(requestLanguage(undefined, 'fr-FR,ar;q=0.5,en;q=0.4')).toBe('ar');
    expect(requestLanguage(undefined, 'en-GB,ar;q=0.9')).toBe('en');
  });

  it('else English, whatever arrives', () => {
    expect(requestLanguage(undefined, undefined)).toBe('en');
    expect(requestLanguage(undefined, 'fr-FR')).toBe('en');
    expect(requestLanguage('xx', '*;q=0')).toBe('en');
    expect(requestLanguage('', '\u0000garbage;;q=x')).toBe('en');
  });
});
