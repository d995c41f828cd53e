import type { Locale } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/locale-context';

/** The version of a page's content in the reader's language. */
export function useLocalized<T>(versions: Record<Locale, T>): T {
  return versions[useLocale().locale];
}
