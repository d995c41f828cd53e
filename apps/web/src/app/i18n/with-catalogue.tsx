import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Locale } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/locale-context';
import { loadOperationsMessages, type AppMessages, type OperationsApp } from './catalogue';

/** One download per app and language; a failed one is tried again on the next render (the page's 'Try again'). */
const loaded = new Map<string, Promise<AppMessages>>();

function messagesOf(app: OperationsApp, locale: Locale): Promise<AppMessages> {
  const key = `${app}:${locale}`;
  let messages = loaded.get(key);
  if (!messages) {
    messages = loadOperationsMessages(app, locale);
    messages.catch(() => loaded.delete(key));
    loaded.set(key, messages);
  }
  return messages;
}

/**
 * Everything below reads the site's catalogue plus `app`'s own, in the reader's language (suspending while it
 * downloads: the page's loading screen shows). A language switch loads the app's other catalogue the same way.
 */
export function WithCatalogue({ app, children }: { app: OperationsApp; children: ReactNode }) {
  const { locale } = useLocale();
  const { locale: intlLocale, defaultLocale, messages: site } = useIntl();
  const own = use(messagesOf(app, locale));
  const messages = useMemo(() => ({ ...site, ...own }) as typeof site, [site, own]);
  return (
    <IntlProvider locale={intlLocale} defaultLocale={defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
