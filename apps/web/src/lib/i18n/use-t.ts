import { useLocale } from './locale-context';

export type { MessageId, MessageValues, Translate } from './translator';

/** `t(id, values)`: the message in the reader's language. */
export const useT = () => useLocale().t;
