import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { AUTH_MESSAGES } from '@khidma/shared/schemas/auth';
import type { ApiFailure } from './api';

/**
 * A failed form submit: the server's field messages go under their fields (those the form has), and the returned
 * text is what shows in red under the form: the server's message, or the network text when it could not be reached
 * (a shared key: shown through useSay).
 */
export function formFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  fallback: string,
): string {
  const failure = (error ?? {}) as Partial<ApiFailure>;
  if (failure.status === 0) return AUTH_MESSAGES.network;
  for (const [field, message] of Object.entries(failure.errors ?? {})) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
  return typeof failure.message === 'string' && failure.message ? failure.message : fallback;
}
