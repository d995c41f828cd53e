import { isLanguage, type Language } from '@khidma/shared/languages';
import { RENDERED_PAGE_ID } from '@khidma/shared/rendered-page';
import type { RenderedQueries } from '@/lib/rendered-queries';

/** What the server rendered a page from: the reader's language and the API answers the page showed. */
export type RenderedPageState = { language: Language; queries: RenderedQueries };

const isRenderedPage = (value: unknown): value is RenderedPageState =>
  typeof value === 'object' &&
  value !== null &&
  isLanguage((value as RenderedPageState).language) &&
  typeof (value as RenderedPageState).queries?.queries === 'object';

/** The server's render of this page, if it sent one (and it reads as one). */
export function readRenderedPage(document: Document): RenderedPageState | undefined {
  const text = document.getElementById(RENDERED_PAGE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isRenderedPage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
