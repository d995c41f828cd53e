import { createContext, useContext } from 'react';
import type { Locale } from './locale';
import type { Translate } from './translator';

export type LocaleControl = {
  locale: Locale;
  /** Switches the whole page at once, without a reload, and remembers the choice. */
  setLocale: (locale: Locale) => Promise<void>;
  /** The reader's messages (useT). */
  t: Translate;
};

export const LocaleContext = createContext<LocaleControl>({ locale: 'en', setLocale: async () => {}, t: (id) => id });

export const useLocale = () => useContext(LocaleContext);
