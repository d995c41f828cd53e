import type { Locale } from '@/lib/i18n/locale';
import type { loadEnglishPages } from './english-pages';
import app from '../messages/en.json';
import auth from '@/features/auth/messages/en.json';
import ui from '@/components/ui/messages/en.json';
import catalog from '@/features/catalog/messages/en.json';
import search from '@/features/search/messages/en.json';
import cart from '@/features/cart/messages/en.json';

/**
 * The catalogues: each folder that shows text keeps `messages/en.json` and `messages/ar.json` beside its code,
 * with keys that start with the folder's name. What `/` shows (the shell, home, search, the header's cart and
 * account) is English in the first chunk; the other pages' English loads with the first of them
 * (english-pages.ts), and Arabic, whole, when it is chosen (arabic.ts).
 */
export const english = { ...app, ...auth, ...ui, ...catalog, ...search, ...cart };

type EnglishPages = Awaited<ReturnType<typeof loadEnglishPages>>;
type MessageId = keyof typeof english | keyof EnglishPages;

/** Typed as the JSON reads; at run time a message with arguments is its parsed tree (build/compile-messages.ts). */
export type Messages = Record<MessageId, string>;

declare global {
  // react-intl's hook for typing message ids: an unknown key is a type error.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/** A reader's messages, and whether they hold every page's (`complete`) or only the first chunk's. */
export type LoadedLocale = { locale: Locale; messages: Messages; complete: boolean };

/** English of the first chunk alone: what `/` needs, and the fallback when a download fails. */
export const firstEnglish: LoadedLocale = { locale: 'en', messages: english as Messages, complete: false };

async function loadComplete(locale: Locale): Promise<Messages> {
  if (locale === 'ar') return (await import('./arabic')).loadArabic();
  return { ...english, ...(await (await import('./english-pages')).loadEnglishPages()) };
}

/**
 * The reader's messages: Arabic whole (it loads before the first paint anyway), English as the first chunk holds
 * it unless `complete` asks for every page's.
 */
export async function loadMessages(locale: Locale, { complete = false } = {}): Promise<LoadedLocale> {
  if (locale === 'en' && !complete) return firstEnglish;
  return { locale, messages: await loadComplete(locale), complete: true };
}

/**
 * The messages the app says, held outside React so a page's loader (app/lazy-page.tsx) can ask for the rest of
 * them before the page renders: `completeMessages()` resolves once they are here.
 */
let loaded: LoadedLocale = firstEnglish;
/** The reader's first language, while it downloads (main.tsx); a page's loader waits for it. */
let ready: Promise<void> = Promise.resolve();
let completing: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: LoadedLocale) {
  loaded = next;
  listeners.forEach((listener) => listener());
}

export const messageStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => loaded,
  /** The reader's language at start (main.tsx); a catalogue that fails to download falls back to English. */
  begin(locale: Locale): Promise<void> {
    ready = loadMessages(locale).then(publish, () => publish(firstEnglish));
    return ready;
  },
  /** Messages already at hand (a test's render). */
  start(messages: LoadedLocale) {
    ready = Promise.resolve();
    completing = undefined;
    publish(messages);
  },
  /** Switches language, keeping every page's messages when the current language had them. */
  async switchTo(locale: Locale) {
    publish(await loadMessages(locale, { complete: loaded.complete }));
  },
};

/** Every page's messages in the reader's language; a page that is not `/` waits for this before it renders. */
export async function completeMessages(): Promise<void> {
  await ready;
  if (loaded.complete) return;
  const { locale } = loaded;
  completing ??= loadMessages(locale, { complete: true }).then(
    (next) => {
      if (loaded.locale === locale) publish(next);
    },
    (error: unknown) => {
      completing = undefined;
      throw error;
    },
  );
  return completing;
}
