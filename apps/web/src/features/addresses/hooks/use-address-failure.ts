import { useCallback } from 'react';
import { failureMessage } from '@/lib/api';
import { useT, type MessageId } from '@/lib/i18n/use-t';

/**
 * The address screens' error text (spec §8): the network message, else the server's (as the server words it),
 * else the screen's fallback ('Failed to add address.'), in the reader's language.
 */
export function useAddressFailure() {
  const t = useT();
  return useCallback(
    (error: unknown, fallback: MessageId): string => {
      if (error && typeof error === 'object' && 'status' in error && error.status === 0) return t('addresses.network');
      return failureMessage(error, t(fallback));
    },
    [t],
  );
}
