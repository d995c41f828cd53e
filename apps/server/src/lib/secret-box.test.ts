import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips and never shows the plaintext', () => {
    const sealed = encryptSecret('123456789012345678', key);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('123456789012345678');
    expect(decryptSecret(sealed, key)).toBe('123456789012345678');
  });

  it('uses a fresh nonce each time', () => {
    expect(encryptSecret('42', key)).not.toBe(encryptSecret('42', key));
  });

  it('refuses another key and an altered value', () => {
    const sealed = encryptSecret('42', key);
    expect(() => decryptSecret(sealed, randomBytes(32))).toThrow();
    const parts = sealed.split('.');
    const altered = [...parts.slice(0, 3), Buffer.from('43').toString('base64url')].join('.');
    expect(() => decryptSecret(altered, key)).toThrow();
  });
});
