/** The languages Khidma speaks; English is the default and the fallback. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The Intl locale of each language, for the web's and the server's numbers, dates and plurals alike. English keeps
 * spec §9's en-IN dates; Arabic is Kuwait's, with Latin digits (as Kuwaiti shops, KNET receipts and phone numbers
 * write them).
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', ar: 'ar-KW-u-nu-latn' };

/** The cookie (and localStorage key) that carries the reader's choice to the server. */
export const LANGUAGE_COOKIE = 'locale';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Arabic reads right to left: `<html dir>` as the server writes it and as the web sets it on a switch. */
export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');
