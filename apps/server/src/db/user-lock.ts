import { eq } from 'drizzle-orm';
import type { Tx } from './client';
import { users } from './schema';

/**
 * Holds the user's row until the transaction ends, so one user's writes that check a per-user limit (cart lines,
 * saved addresses) count and insert one after another, never all counting before any inserts. NO KEY UPDATE does
 * not wait for, nor block, other rows that merely reference the user.
 */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
