import { directionOf, type Language } from '@khidma/shared/languages';
import { documentTitle } from '@khidma/shared/pages';
import { RENDERED_PAGE_ID } from '@khidma/shared/rendered-page';
import { escapeHtml } from '../../lib/html';
import type { PageHead } from '../catalog/page-meta';
import type { ServedPage } from './renderer';

export type PageParts = {
  language: Language;
  /** The request carried a session: what only a guest sees stays hidden until the browser takes over. */
  signedIn?: boolean;
  /** A page's own title and head tags (a service page's, for search engines and link previews). */
  head?: PageHead;
  /** The page as the server rendered it; the browser hydrates it. */
  rendered?: ServedPage;
};

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/**
 * The SPA's index.html made into one page's document: `<html lang dir>` in the reader's language, the page's
 * title and head tags, and, for a page rendered here, its markup in `#root` with the answers it was rendered from
 * beside it (a JSON block, which the page's CSP lets through: no script runs it). Replacers are functions: no `$`
 * patterns.
 *
 * A rendered page's own `<title>` goes before the site's, which stays: React takes the page's over as it hydrates
 * and removes it when the reader moves to a page without one, and the browser then reads the site's title again.
 * A service's head (page-meta.ts) is for search engines and link previews; its title stands in for the site's only
 * on a page the browser renders itself.
 */
export function pageDocument(template: string, { language, signedIn, head, rendered }: PageParts): string {
  const mark = signedIn && rendered ? ' data-signed-in' : '';
  let html = template.replace(
    /<html lang="[^"]*"/,
    () => `<html lang="${language}" dir="${directionOf(language)}"${mark}`,
  );
  if (head) {
    if (!rendered) html = withTitle(html, `<title>${escapeHtml(head.title)}</title>`);
    // One description: the page's own.
    if (DESCRIPTION.test(head.tags)) html = html.replace(DESCRIPTION, '');
    html = html.replace('</head>', () => `${head.tags}</head>`);
  }
  if (!rendered) return html;
  const { state } = rendered;
  return html
    .replace(TITLE, (siteTitle) => `${rendered.head}${siteTitle}`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${rendered.html}</div><script type="application/json" id="${RENDERED_PAGE_ID}">${state}</script>`,
    );
}

/** The SPA's page with another document title (the browser tab reads it before any script runs). */
export function pageTitled(template: string, title: string): string {
  return withTitle(template, `<title>${escapeHtml(documentTitle(title))}</title>`);
}

const withTitle = (html: string, title: string) => html.replace(TITLE, () => title);
