import { createContext, useContext } from 'react';
import type { Locale } from './locale';

export type LocaleControl = {
  locale: Locale;
  /** Switches the whole page at once, without a reload, and remembers the choice. */
  setLocale: (locale: Locale) => Promise<void>;
};

export const LocaleContext = createContext<LocaleControl>({ locale: 'en', setLocale: async () => {} });

export const useLocale = () => useContext(LocaleContext);
