import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it("keeps this site's paths, with their query and fragment", () => {
    expect(safeReturnTo('/')).toBe('/');
    expect(safeReturnTo('/service/ac-repair')).toBe('/service/ac-repair');
    expect(safeReturnTo('/checkout?step=2#slots')).toBe('/checkout?step=2#slots');
  });

  it('refuses other sites and anything a browser could read as one', () => {
    for (const value of [
      '//evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'http://evil.example',
      'https:evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/a\u0000b',
      '/a\u007fb',
    ]) {
      expect(safeReturnTo(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('refuses non-strings, empty, oversized and the login page itself', () => {
    expect(safeReturnTo(undefined)).toBeNull();
    expect(safeReturnTo(['/x'])).toBeNull();
    expect(safeReturnTo('')).toBeNull();
    expect(safeReturnTo(`/${'a'.repeat(2000)}`)).toBeNull();
    expect(safeReturnTo('/auth')).toBeNull();
    expect(safeReturnTo('/auth?returnTo=/x')).toBeNull();
  });
});

describe('loginPath', () => {
  it('carries a safe path and drops anything else', () => {
    expect(loginPath('/service/ac-repair?x=1')).toBe('/auth?returnTo=%2Fservice%2Fac-repair%3Fx%3D1');
    expect(loginPath('/')).toBe('/auth');
    expect(loginPath('//evil.example')).toBe('/auth');
    expect(loginPath(null)).toBe('/auth');
  });
});
