/**
 * The unique index a failed write ran into, or undefined when that is not why it failed. Drizzle wraps the driver's
 * error in `cause`; node-postgres and PGlite both carry SQLSTATE 23505, and the index is read from `constraint` or,
 * failing that, from the message ('duplicate key value violates unique constraint "users_email_key"').
 */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const details = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (details.code !== '23505') continue;
    if (typeof details.constraint === 'string') return details.constraint;
    return /unique constraint "([^"]+)"/.exec(String(details.message))?.[1] ?? '';
  }
  return undefined;
}
