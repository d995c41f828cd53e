import type { ApiFailure } from '@/lib/api';

/**
 * Spec §8 Search: a failed request shows 'Failed to fetch results'; an answer other than 200 shows
 * 'Something went wrong', except a refusal (4xx) whose reason the server gives (e.g. a term too long).
 */
export function searchFailure(error: unknown): string {
  const failure = error as ApiFailure | undefined;
  if (!failure || failure.status === 0) return 'Failed to fetch results';
  if (failure.status >= 500 || !failure.message) return 'Something went wrong';
  return failure.message;
}
