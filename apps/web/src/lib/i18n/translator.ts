import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALES } from '@khidma/shared/languages';
import type { Locale } from './locale';

/**
 * The known message ids: the app's catalogue fills `ids` in (app/i18n/catalogue.ts), so an unknown key is a type
 * error without lib importing app.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface KnownMessages {}
/** A catalogue key ('app.header.cart'). */
export type MessageId = KnownMessages extends { ids: infer Id extends string } ? Id : string;
export type MessageValues = Record<string, string | number>;
/** `t(id, values)`: the message in the reader's language. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** A catalogue as the build compiles it (build/compile-messages.ts): a plain message is its text, one with arguments its syntax tree. */
type CompiledMessages = Record<string, string | ConstructorParameters<typeof IntlMessageFormat>[0]>;

/**
 * `t` for one language's messages. A plain message is returned as it is; a message with arguments is formatted by
 * formatjs's IntlMessageFormat from its pre-parsed tree (no ICU parser reaches the browser), each compiled once.
 * A missing key shows as itself, and is reported in development.
 */
export function createTranslator(locale: Locale, messages: object): Translate {
  const catalogue = messages as CompiledMessages;
  const formats = new Map<string, IntlMessageFormat>();
  return (id, values) => {
    const message = catalogue[id];
    if (typeof message === 'string') return message;
    if (message === undefined) {
      if (import.meta.env.DEV) console.error(`MISSING_TRANSLATION: "${id}" in ${locale}`);
      return id;
    }
    let format = formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(message, INTL_LOCALES[locale]);
      formats.set(id, format);
    }
    return String(format.format(values));
  };
}
