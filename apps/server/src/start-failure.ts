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
