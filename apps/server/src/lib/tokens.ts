import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque, unguessable token for a cookie or a challenge (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A check of an Authorization header against `Bearer <token>`, in constant time: how long the comparison takes
 * tells nothing about how much of a guess was right.
 */
export function bearerMatcher(token: string): (authorization: string | undefined) => boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  return (authorization) => {
    const given = Buffer.from(authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}
