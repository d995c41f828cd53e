import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]messages[\\/](en|ar)\.json$/;

/**
 * Message catalogues (`messages/en.json`, `messages/ar.json`) are parsed at build time, so the browser runs
 * formatjs's IntlMessageFormat without its ICU parser (vite.config.ts aliases it away): a message with arguments
 * ships as its syntax tree; a plain one stays a string, which the translator (lib/i18n/translator.ts) returns as it
 * is. A message that does not parse
 * fails the build with its key.
 */
export function compileMessages(): Plugin {
  return {
    name: 'khidma:compile-messages',
    enforce: 'pre',
    transform(source, id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(source) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, compileMessage(message)];
          } catch (error) {
            throw new Error(`${id}: message "${key}" does not parse: ${(error as Error).message}`, { cause: error });
          }
        }),
      );
      // Still JSON: Vite's own JSON plugin turns it into a module after this.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

export function compileMessage(message: string) {
  const tree = parse(message);
  const [only] = tree;
  if (tree.length === 0) return '';
  if (tree.length === 1 && only?.type === TYPE.literal) return only.value;
  return tree;
}
