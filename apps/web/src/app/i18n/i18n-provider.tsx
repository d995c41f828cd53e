import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { INTL_LOCALES } from '@khidma/shared/languages';
import { applyLocaleToDocument, rememberLocale, type Locale } from '@/lib/i18n/locale';
import { LocaleContext } from '@/lib/i18n/locale-context';
import { api } from '@/lib/api';
import { useAppDispatch } from '@/lib/store-hooks';
import { messageStore } from './catalogue';

/**
 * The reader's language for everything below it, as the message store holds it (main.tsx starts it); the header's
 * switch changes it in place.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { locale, messages } = useSyncExternalStore(messageStore.subscribe, messageStore.snapshot);
  const dispatch = useAppDispatch();
  const setLocale = useCallback(
    async (next: Locale) => {
      rememberLocale(next);
      await messageStore.switchTo(next);
      applyLocaleToDocument(next);
      // The catalogue's names and descriptions, the cart's too, come from the server in the reader's language (the
      // cookie above).
      dispatch(api.util.invalidateTags(['Catalog', 'Cart']));
    },
    [dispatch],
  );
  const control = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext value={control}>
      <IntlProvider locale={INTL_LOCALES[locale]} defaultLocale={INTL_LOCALES.en} messages={messages}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
