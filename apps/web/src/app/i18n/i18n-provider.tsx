import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { INTL_LOCALES } from '@khidma/shared/languages';
import { applyLocaleToDocument, rememberLocale, type Locale } from '@/lib/i18n/locale';
import { LocaleContext } from '@/lib/i18n/locale-context';
import { api } from '@/lib/api';
import { useAppDispatch } from '@/lib/store-hooks';
import { loadMessages, type Messages } from './catalogue';

type IntlMessages = NonNullable<IntlConfig['messages']>;

export type LoadedLocale = { locale: Locale; messages: Messages };

/** The reader's language for everything below it; the header's switch changes it in place. */
export function I18nProvider({ initial, children }: { initial: LoadedLocale; children: ReactNode }) {
  const [{ locale, messages }, setLoaded] = useState(initial);
  const dispatch = useAppDispatch();
  const setLocale = useCallback(
    async (next: Locale) => {
      rememberLocale(next);
      const nextMessages = await loadMessages(next);
      applyLocaleToDocument(next);
      setLoaded({ locale: next, messages: nextMessages });
      // The catalogue's names and descriptions come from the server in the reader's language (the cookie above).
      dispatch(api.util.invalidateTags(['Catalog']));
    },
    [dispatch],
  );
  const control = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext value={control}>
      {/* The site's catalogue: the operations apps add their own keys below them (WithCatalogue). */}
      <IntlProvider locale={INTL_LOCALES[locale]} defaultLocale={INTL_LOCALES.en} messages={messages as IntlMessages}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
