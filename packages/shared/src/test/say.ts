import { IntlMessageFormat } from 'intl-messageformat';
import { readMessage } from '../message-keys';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

const catalogues = { en, ar } as const;

/** A shared message as a reader sees it (as the server's translate() and the web's useSchemaMessage say it). */
export function say(text: string, language: keyof typeof catalogues = 'en'): string {
  const message = readMessage(text);
  if (!message) throw new Error(`not a shared message key: ${text}`);
  return String(new IntlMessageFormat(catalogues[language][message.key], language).format(message.values));
}
