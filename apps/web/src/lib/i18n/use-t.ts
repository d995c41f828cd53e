import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

/** A catalogue key ('app.header.cart'); the app's catalogue declares the known ones (app/i18n/catalogue.ts). */
export type MessageId = NonNullable<MessageDescriptor['id']>;
export type MessageValues = Record<string, string | number>;

/** `t(id, values)`: the message in the reader's language. */
export function useT() {
  const { formatMessage } = useIntl();
  return useCallback((id: MessageId, values?: MessageValues) => formatMessage({ id }, values), [formatMessage]);
}
