import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encryption at rest with AES-256-GCM (node:crypto): a fresh 96-bit nonce per value and the 128-bit tag, stored as
 * `v1.<nonce>.<tag>.<ciphertext>` in base64url. The version prefix leaves room for a key rotation.
 */
const VERSION = 'v1';

export function encryptSecret(plaintext: string, key: Buffer): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plaintext; throws when the value was altered or sealed with another key. */
export function decryptSecret(sealed: string, key: Buffer): string {
  const [version, nonce, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || ciphertext === undefined) throw new Error('Unknown sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
