import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import sharedArabic from '@khidma/shared/messages/ar.json';
import sharedEnglish from '@khidma/shared/messages/en.json';
import { completeMessages, english, loadMessages, messageStore } from './catalogue';

type Catalogue = Record<string, string | MessageFormatElement[]>;

// Every catalogue in the app, as the build compiles it (build/compile-messages.ts runs here too), and the shared
// one (packages/shared/src/messages: the server's errors and the schemas' messages).
const SHARED = 'packages/shared';
const catalogues: Record<string, Catalogue> = {
  ...import.meta.glob<Catalogue>('/src/**/messages/*.json', { eager: true, import: 'default' }),
  [`${SHARED}/messages/en.json`]: sharedEnglish,
  [`${SHARED}/messages/ar.json`]: sharedArabic,
};
const folders = [...new Set(Object.keys(catalogues).map((file) => file.replace(/\/messages\/\w+\.json$/, '')))];

/** The prefixes a folder's keys start with: its name, or for the shared catalogue its four kinds of text. */
const prefixesOf = (folder: string) =>
  folder === SHARED ? ['errors.', 'success.', 'validation.', 'messages.'] : [`${folder.split('/').at(-1)}.`];

/** The names a message takes as arguments ({year}, {count, plural, ...}, <b>...</b>), sorted. */
function argumentsOf(message: string | MessageFormatElement[]): string[] {
  if (typeof message === 'string') return [];
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        Object.values(element.options).forEach((option) => walk(option.value));
    }
  };
  walk(message);
  return [...names].sort();
}

describe('message catalogues', () => {
  it.each(folders)('%s: Arabic says every English message, with the same arguments', (folder) => {
    const english = catalogues[`${folder}/messages/en.json`];
    const arabic = catalogues[`${folder}/messages/ar.json`];
    expect(english, 'messages/en.json').toBeDefined();
    expect(arabic, 'messages/ar.json').toBeDefined();
    expect(Object.keys(arabic!).sort()).toEqual(Object.keys(english!).sort());
    for (const [key, message] of Object.entries(english!)) {
      expect(argumentsOf(arabic![key]!), key).toEqual(argumentsOf(message));
      expect(arabic![key], key).not.toBe('');
    }
  });

  it.each(folders)("%s: every key starts with its folder's name", (folder) => {
    const prefixes = prefixesOf(folder);
    for (const file of ['en', 'ar']) {
      const keys = Object.keys(catalogues[`${folder}/messages/${file}.json`] ?? {});
      expect(keys.filter((key) => !prefixes.some((prefix) => key.startsWith(prefix)))).toEqual([]);
    }
  });

  it("holds the shared catalogue in both languages, so the web says the schemas' messages", async () => {
    const { messages: englishPages } = await loadMessages('en', ['storefront', 'pages', 'operations']);
    const { messages: arabic } = await loadMessages('ar', ['storefront', 'pages', 'operations']);
    for (const key of Object.keys(sharedEnglish)) {
      expect(englishPages, key).toHaveProperty([key]);
      expect(arabic, key).toHaveProperty([key]);
    }
  });

  it('registers every folder: the complete English and the Arabic hold every key of every catalogue', async () => {
    const { messages: englishPages } = await loadMessages('en', ['storefront', 'pages', 'operations']);
    const { messages: arabic } = await loadMessages('ar', ['storefront', 'pages', 'operations']);
    for (const [file, catalogue] of Object.entries(catalogues)) {
      const whole = file.endsWith('/ar.json') ? arabic : englishPages;
      for (const key of Object.keys(catalogue)) expect(whole, `${file}: ${key}`).toHaveProperty([key]);
    }
  });

  it("keeps the app's own English in the first chunk, and completes it with each part's group", async () => {
    messageStore.start(await loadMessages('en'));
    const first = messageStore.snapshot();
    expect(Object.keys(first.messages).sort()).toEqual(Object.keys(english).sort());
    expect(first.messages).not.toHaveProperty(['catalog.home.categories']);
    await completeMessages('storefront');
    expect(first.messages).toHaveProperty(['catalog.home.categories']);
    expect(first.messages).toHaveProperty(['auth.account.login']);
    expect(first.messages).not.toHaveProperty(['checkout.title']);
    await completeMessages();
    expect(messageStore.snapshot()).toMatchObject({ locale: 'en', groups: ['storefront', 'pages'] });
    expect(first.messages).toHaveProperty(['checkout.title']);
    expect(first.messages).toHaveProperty(['validation.name.required']);
    // The console's and portal's texts stay out of a customer's downloads until one of their pages opens.
    expect(first.messages).not.toHaveProperty(['admin.nav.dashboard']);
    await completeMessages('operations');
    expect(messageStore.snapshot()).toMatchObject({ groups: ['storefront', 'pages', 'operations'] });
    expect(first.messages).toHaveProperty(['admin.nav.dashboard']);
    // Each group joined what was on screen: nothing had to render again, and nothing waiting to hydrate was
    // disturbed (catalogue.ts).
    expect(messageStore.snapshot()).toBe(first);
  });

  it('notifies the app when the language changes, with the groups it had', async () => {
    messageStore.start(await loadMessages('en', ['storefront']));
    let notified = 0;
    const stop = messageStore.subscribe(() => notified++);
    await messageStore.switchTo('ar');
    stop();
    expect(notified).toBe(1);
    expect(messageStore.snapshot()).toMatchObject({ locale: 'ar', groups: ['storefront'] });
    expect(messageStore.snapshot().messages).toHaveProperty(['catalog.home.categories']);
  });
});
