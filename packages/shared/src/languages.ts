/** The languages Khidma speaks; English is the default and the fallback. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie (and localStorage key) that carries the reader's choice to the server. */
export const LANGUAGE_COOKIE = 'locale';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
