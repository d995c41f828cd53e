/**
 * Where login sends the user back (issue 25): only a path of this site. Anything that a browser could read as
 * another origin is refused: `//evil.example` and `/\evil.example` (protocol-relative; browsers treat `\` as `/`),
 * `http:`/`javascript:` URLs, and control characters (a tab or newline inside `/\t/evil` is stripped by URL parsers,
 * leaving `//evil`). The login page itself is refused too, so a login never loops back to it.
 */
export const RETURN_TO_MAX_LENGTH = 2000;

export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_TO_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const path = value.split(/[?#]/, 1)[0]!;
  if (path === '/auth' || path.startsWith('/auth/')) return null;
  return value;
}

/** The login page's address that brings the user back to `returnTo` (when it is a path of this site). */
export function loginPath(returnTo: string | null | undefined): string {
  const safe = safeReturnTo(returnTo);
  return safe && safe !== '/' ? `/auth?returnTo=${encodeURIComponent(safe)}` : '/auth';
}
