import { AUTH_MESSAGES } from '@khidma/shared/schemas/auth';
import { useSay } from '@/lib/i18n/use-say';

/**
 * A refused submit, in red under the form (spec §2, §8): the spec's alert as a title ('Login failed!') and the
 * server's message; the network message alone when the server could not be reached.
 */
export function FormError({ title, message }: { title?: string; message: string | null }) {
  const say = useSay();
  const titled = title && message && message !== title && message !== AUTH_MESSAGES.network;
  return (
    <p role="alert" className="min-h-5 text-sm text-red-700">
      {titled ? <strong className="font-semibold">{say(title)} </strong> : null}
      {message ? say(message) : message}
    </p>
  );
}
