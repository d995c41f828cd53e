import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { applyLocaleToDocument, rememberLocale, type Locale } from '@/lib/i18n/locale';
import { LocaleContext } from '@/lib/i18n/locale-context';
import { createTranslator } from '@/lib/i18n/translator';
import { useAppDispatch } from '@/lib/store-hooks';
import { messageStore, type LoadedLocale } from './catalogue';

/**
 * The reader's language for everything below it, as the message store holds it (main.tsx starts it); the header's
 * switch changes it in place. A server render gives its own `messages`: one process renders many readers at once.
 */
export function I18nProvider({ children, messages: rendered }: { children: ReactNode; messages?: LoadedLocale }) {
  const { locale, messages } = useSyncExternalStore(
    messageStore.subscribe,
    messageStore.snapshot,
    rendered ? () => rendered : messageStore.snapshot,
  );
  const dispatch = useAppDispatch();
  const setLocale = useCallback(
    async (next: Locale) => {
      rememberLocale(next);
      const [{ api }] = await Promise.all([import('@/lib/api'), messageStore.switchTo(next)]);
      applyLocaleToDocument(next);
      // The catalogue's names and descriptions, the cart's too, come from the server in the reader's language (the
      // cookie above).
      dispatch(api.util.invalidateTags(['Catalog', 'Cart']));
    },
    [dispatch],
  );
  const control = useMemo(
    () => ({ locale, setLocale, t: createTranslator(locale, messages) }),
    [locale, messages, setLocale],
  );
  return <LocaleContext value={control}>{children}</LocaleContext>;
}
