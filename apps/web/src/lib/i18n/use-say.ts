import { useCallback } from 'react';
import { readMessage } from '@khidma/shared/message-keys';
import { useT } from './use-t';

/**
 * `say(text)`: a text from the shared package (a zod message, AUTH_MESSAGES, PARTNER_MESSAGES) in the reader's
 * language. It is a key of the shared catalogue, with MESSAGE_PARAMS and its own values
 * ('validation.atMost?max=100'); any other text (a server's message, already in the reader's language) is shown as
 * it is.
 */
export function useSay() {
  const t = useT();
  return useCallback(
    (text: string) => {
      const message = readMessage(text);
      return message ? t(message.key, message.values) : text;
    },
    [t],
  );
}
