import { DEFAULT_LANGUAGE, directionOf, isLanguage, LANGUAGE_COOKIE, type Language } from '@khidma/shared/languages';
import { readText, writeText } from '../storage';

export type Locale = Language;

/** Where the reader's choice is kept: localStorage for this browser, a cookie for the server's answers. */
const CHOICE_KEY = LANGUAGE_COOKIE;
const CHOICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The reader's choice if they made one, else the first of the browser's languages we speak (Arabic for ar-*). */
export function detectLocale(languages: readonly string[] = navigator.languages): Locale {
  const chosen = readText(CHOICE_KEY);
  if (isLanguage(chosen)) return chosen;
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export function rememberLocale(locale: Locale): void {
  writeText(CHOICE_KEY, locale);
  document.cookie = `${CHOICE_KEY}=${locale}; path=/; max-age=${CHOICE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** `<html lang dir>` follow the language, so the browser, screen readers and CSS logical properties do too. */
export function applyLocaleToDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
