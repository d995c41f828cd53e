import { describe, expect, it } from 'vitest';
import { detectLocale, rememberLocale } from './locale';

describe('the reader language', () => {
  it("follows the browser's first language we speak on a first visit", () => {
    expect(detectLocale(['ar-KW', 'en-US'])).toBe('ar');
    expect(detectLocale(['AR'])).toBe('ar');
    expect(detectLocale(['fr-FR', 'ar-EG'])).toBe('ar');
    expect(detectLocale(['en-GB', 'ar'])).toBe('en');
    expect(detectLocale(['fr-FR'])).toBe('en');
    expect(detectLocale([])).toBe('en');
  });

  it('keeps the choice in this browser and in a cookie the server reads', () => {
    rememberLocale('ar');
    expect(detectLocale(['en-US'])).toBe('ar');
    expect(document.cookie).toContain('locale=ar');
    rememberLocale('en');
    expect(detectLocale(['ar-KW'])).toBe('en');
    expect(document.cookie).toContain('locale=en');
  });

  it('ignores a stored value that is not a language we speak', () => {
    window.localStorage.setItem('locale', 'xx');
    expect(detectLocale(['ar-KW'])).toBe('ar');
  });
});
