import { isLanguage, type Language } from '@khidma/shared/languages';
import ar from './messages/ar.json';
import en from './messages/en.json';

/**
 * What the api-client and the uploader say when the server could not answer in the reader's language itself (no
 * network, a proxy's page with no envelope). They run outside React, so they read the language from `<html lang>`,
 * which the app sets on every switch (applyLocaleToDocument). Three short texts: both languages ride along.
 */
const MESSAGES: Record<Language, typeof en> = { en, ar };

export type TransportMessage = keyof typeof en;

export function transportMessage(key: TransportMessage): string {
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  return MESSAGES[isLanguage(lang) ? lang : 'en'][key];
}
