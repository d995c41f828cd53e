import type { Database } from './db/client';

/**
 * The line a failed start prints: why it failed, not which statement was running. Drizzle's error reads
 * "Failed query: CREATE SCHEMA ..." and keeps the driver's error in `cause` ("connect ECONNREFUSED 127.0.0.1:5432"),
 * so the innermost cause is what the operator needs. A host that resolves to several addresses fails with an
 * AggregateError whose own message is empty: its errors name each address.
 */
export function describeStartFailure(error: unknown): string {
  let root = error;
  while (root instanceof Error && root.cause !== undefined) root = root.cause;
  if (root instanceof AggregateError && !root.message) return root.errors.map(describeStartFailure).join('; ');
  return root instanceof Error ? root.message : String(root);
}

/** A server without MIGRATE_ON_START never runs against a schema older than its code: it says what to run. */
export async function refuseSchemaBehind(database: Database): Promise<void> {
  const pending = await database.pendingMigrations();
  if (pending > 0) {
    throw new Error(
      `The database schema is behind this build: ${pending} migration${pending === 1 ? '' : 's'} not applied. ` +
        'Run `npm run db:migrate` (it applies them once, under a lock), then start the server again.',
    );
  }
}
