import { STORAGE_KEYS } from '@/lib/constants';
import type { User } from '@khidma/shared/schemas/user';
import { readJson, removeItem, writeJson, writeText } from './storage';

/**
 * The stored `entry` (spec §3): the public user record that marks a logged-in user in this browser. The session
 * itself is the server's httpOnly cookie; the entry only decides what the page shows before it asks.
 */

/** Spec §5: "With no user record or no _id the cart is empty with no user." (No zod here: `/` must stay small.) */
const isUser = (value: unknown): value is User =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { _id?: unknown })._id === 'string' &&
  (value as User)._id !== '';

/** An entry stored before accounts had roles has none: it is a customer's (the only accounts there were). */
export function readEntry(): User | null {
  const entry = readJson(STORAGE_KEYS.entry, isUser);
  return entry && { ...entry, role: entry.role ?? 'customer' };
}

/** Where an account starts after login: its console for an admin, its jobs for a partner, home for a customer. */
export function homeOf(role: User['role']): string {
  if (role === 'admin') return '/admin';
  if (role === 'partner') return '/partner';
  return '/';
}

export function writeEntry(user: User): void {
  writeJson(STORAGE_KEYS.entry, user);
  writeText(STORAGE_KEYS.userId, user._id);
}

export function clearEntry(): void {
  removeItem(STORAGE_KEYS.entry);
  removeItem(STORAGE_KEYS.userId);
}
