import type { Service } from '@khidma/shared/schemas/catalog';

/**
 * A guest's Book, kept across the login (issue 25): the service waits in this tab's sessionStorage and is added to
 * the cart once the login completes. Taking it removes it, so it lands in the cart once; an old one (the guest left
 * and came back much later) is dropped.
 */
const KEY = 'pendingBook';
const MAX_AGE_MS = 30 * 60 * 1000;

type Stored = { service: Service; at: number };

const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Stored).at === 'number' &&
  typeof (value as Stored).service === 'object' &&
  (value as Stored).service !== null &&
  typeof (value as Stored).service._id === 'string';

export function rememberPendingBook(service: Service): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ service, at: Date.now() } satisfies Stored));
  } catch {
    // Storage unavailable: the login still returns to the page, the guest taps Book again.
  }
}

export function forgetPendingBook(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}

export function takePendingBook(): Service | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (raw === null) return null;
    window.sessionStorage.removeItem(KEY);
    const value: unknown = JSON.parse(raw);
    return isStored(value) && Date.now() - value.at < MAX_AGE_MS ? value.service : null;
  } catch {
    return null;
  }
}
