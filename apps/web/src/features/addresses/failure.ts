import { failureMessage } from '@/lib/api';

const NETWORK = 'Network error: Please check your internet connection.';

/** The address screens' error text (spec §8): the network message, else the server's, else the fallback. */
export function addressFailure(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'status' in error && error.status === 0) return NETWORK;
  return failureMessage(error, fallback);
}
