import type { ApiFailure } from '@/lib/api';
import type { useT } from '@/lib/i18n/use-t';

/**
 * Spec §8 Search: a failed request shows 'Failed to fetch results'; an answer other than 200 shows
 * 'Something went wrong', except a refusal (4xx) whose reason the server gives (e.g. a term too long).
 */
export function searchFailure(error: unknown, t: ReturnType<typeof useT>): string {
  const failure = error as ApiFailure | undefined;
  if (!failure || failure.status === 0) return t('search.failed');
  if (failure.status >= 500 || !failure.message) return t('search.somethingWrong');
  return failure.message;
}
