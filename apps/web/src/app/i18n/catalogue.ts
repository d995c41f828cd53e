import type { Locale } from '@/lib/i18n/locale';
import type { loadEnglishOperations } from './english-operations';
import type { loadEnglishPages } from './english-pages';
import type { loadEnglishStorefront } from './english-storefront';
import app from '../messages/en.json';
import ui from '@/components/ui/messages/en.json';
import lib from '@/lib/messages/en.json';

/**
 * The catalogues: each folder that shows text keeps `messages/en.json` and `messages/ar.json` beside its code,
 * with keys that start with the folder's name. The first chunk's English is what its own components say (the
 * app's, the UI primitives', lib's transport errors); every other part's English comes with that part's code: the site's frame and the
 * catalogue pages' with the frame (english-storefront.ts), the other customer pages' with the first of them
 * (english-pages.ts), the admin console's and the partner portal's with theirs (english-operations.ts). Arabic
 * loads when it is chosen: the customer pages' whole (arabic.ts), the operations' with them (arabic-operations.ts).
 */
export const english = { ...app, ...ui, ...lib };

type CatalogueKey =
  | keyof typeof english
  | keyof Awaited<ReturnType<typeof loadEnglishStorefront>>
  | keyof Awaited<ReturnType<typeof loadEnglishPages>>
  | keyof Awaited<ReturnType<typeof loadEnglishOperations>>;

/** Typed as the JSON reads; at run time a message with arguments is its parsed tree (build/compile-messages.ts). */
export type Messages = Record<CatalogueKey, string>;

declare module '@/lib/i18n/translator' {
  // An unknown key is a type error.
  interface KnownMessages {
    ids: CatalogueKey;
  }
}

/** The messages beyond the first chunk's, each group loaded with the first part that says them. */
export type MessageGroup = 'storefront' | 'pages' | 'operations';

/** A reader's messages, and which groups beyond the first chunk's (or, in Arabic, the customer pages') they hold. */
export type LoadedLocale = { locale: Locale; messages: Messages; groups: MessageGroup[] };

/** English of the first chunk alone: the fallback when a download fails. */
export const firstEnglish = (): LoadedLocale => ({ locale: 'en', messages: { ...english } as Messages, groups: [] });

const loaders: Record<Locale, { base: () => Promise<Messages>; groups: Record<MessageGroup, () => Promise<object>> }> =
  {
    en: {
      base: async () => english as Messages,
      groups: {
        storefront: async () => (await import('./english-storefront')).loadEnglishStorefront(),
        pages: async () => (await import('./english-pages')).loadEnglishPages(),
        operations: async () => (await import('./english-operations')).loadEnglishOperations(),
      },
    },
    ar: {
      // An Arabic reader's customer pages come with the first paint: their messages are the base.
      base: async () => (await import('./arabic')).loadArabic(),
      groups: {
        storefront: async () => ({}),
        pages: async () => ({}),
        operations: async () => (await import('./arabic-operations')).loadArabicOperations(),
      },
    },
  };

/** The reader's messages: the language's base, and the `groups` asked for. */
export async function loadMessages(locale: Locale, groups: readonly MessageGroup[] = []): Promise<LoadedLocale> {
  const { base, groups: groupLoaders } = loaders[locale];
  const parts = await Promise.all([base(), ...groups.map((group) => groupLoaders[group]())]);
  return { locale, messages: Object.assign({}, ...parts) as Messages, groups: [...groups] };
}

/**
 * The messages the app says, held outside React so a page's loader (app/lazy-component.tsx) can ask for the rest of
 * them before the page renders: `completeMessages()` resolves once they are here.
 */
let loaded: LoadedLocale = firstEnglish();
/** The reader's first language, while it downloads (main.tsx); a page's loader waits for it. */
let ready: Promise<void> = Promise.resolve();
const completing = new Map<MessageGroup, Promise<void>>();
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
    ready = loadMessages(locale).then(publish, () => publish(firstEnglish()));
    return ready;
  },
  /** Messages already at hand (a test's render), copied: groups that complete later join the copy. */
  start({ locale, messages, groups }: LoadedLocale) {
    ready = Promise.resolve();
    completing.clear();
    publish({ locale, messages: { ...messages }, groups: [...groups] });
  },
  /** Switches language, with the groups the current language had. */
  async switchTo(locale: Locale) {
    publish(await loadMessages(locale, loaded.groups));
  },
};

/**
 * A group of messages in the reader's language: a part waits for its group before it renders. The group joins the
 * messages already shown rather than making a new snapshot: nothing on screen says its keys yet, so nothing needs
 * to render again, and a server-rendered part still waiting for its code keeps its HTML (a new context value
 * above it would make React drop that HTML and render the part anew).
 */
export async function completeMessages(group: MessageGroup = 'pages'): Promise<void> {
  await ready;
  if (loaded.groups.includes(group)) return;
  const { locale } = loaded;
  let loading = completing.get(group);
  if (!loading) {
    loading = loaders[locale].groups[group]().then(
      (part) => {
        completing.delete(group);
        if (loaded.locale !== locale || loaded.groups.includes(group)) return;
        Object.assign(loaded.messages, part);
        loaded.groups.push(group);
      },
      (error: unknown) => {
        completing.delete(group);
        throw error;
      },
    );
    completing.set(group, loading);
  }
  return loading;
}
