import { describe, expect, it } from 'vitest';
import { RENDERED_PAGE_ID } from '@khidma/shared/rendered-page';
import { pageDocument } from './document';
import { servedPage, type RenderedPage, type ServedPage } from './renderer';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Khidma · Home services at your door</title></head>' +
  '<body><div id="root"></div></body></html>';

const rendered = (overrides: Partial<RenderedPage> = {}, language: 'en' | 'ar' = 'en'): ServedPage =>
  servedPage(
    {
      status: 200,
      head: '<link rel="preload" as="image" href="/images/logo.svg"/><title>AC Services · Khidma</title>',
      html: '<main><h1>AC Services</h1></main>',
      queries: { queries: {}, provided: {} },
      ...overrides,
    },
    language,
  );

/** The JSON beside the rendered page, as the browser reads it. */
function renderedState(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${RENDERED_PAGE_ID}">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('a page document', () => {
  it("is in the reader's language and direction", () => {
    expect(pageDocument(TEMPLATE, { language: 'en' })).toContain('<html lang="en" dir="ltr">');
    expect(pageDocument(TEMPLATE, { language: 'ar' })).toContain('<html lang="ar" dir="rtl">');
  });

  it("puts a rendered page in #root, its title and head tags before the site's title, and its answers beside it", () => {
    const html = pageDocument(TEMPLATE, { language: 'ar', rendered: rendered({}, 'ar') });
    expect(html).toContain('<div id="root"><main><h1>AC Services</h1></main></div>');
    // The page's title first (the browser shows the first); the site's stays for the pages that have none.
    expect(html).toContain(
      '<head><link rel="preload" as="image" href="/images/logo.svg"/><title>AC Services · Khidma</title>' +
        '<title>Khidma · Home services at your door</title></head>',
    );
    expect(renderedState(html)).toEqual({ language: 'ar', queries: { queries: {}, provided: {} } });
  });

  it('gives a service page one description, its own, and its title only when the browser renders the page', () => {
    const template = TEMPLATE.replace('</title>', '</title><meta\n  name="description"\n  content="The site." />');
    const head = { title: 'AC Repair · Khidma', tags: '<meta name="description" content="The service.">' };
    const unrendered = pageDocument(template, { language: 'en', head });
    expect(unrendered).toContain('<title>AC Repair · Khidma</title><meta name="description" content="The service.">');
    expect(unrendered).not.toContain('The site.');
    const withPage = pageDocument(template, { language: 'en', head, rendered: rendered() });
    expect(withPage.match(/<title>/g)).toHaveLength(2);
    expect(withPage).toContain('<title>AC Services · Khidma</title><title>Khidma · Home services at your door</title>');
    expect(withPage.match(/name="description"/g)).toHaveLength(1);
  });

  it("keeps the site's title alone when the page hoisted none", () => {
    const html = pageDocument(TEMPLATE, { language: 'en', rendered: rendered({ head: '' }) });
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Khidma · Home services at your door</title>']);
  });

  it('closes no script with what the catalogue says, and keeps every character', () => {
    const name = '</script><script>alert(1)</script>\u2028<!--';
    const html = pageDocument(TEMPLATE, {
      language: 'en',
      rendered: rendered({
        queries: { queries: { 'getService("a")': { data: { ServiceName: name } } }, provided: {} },
      }),
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(renderedState(html)).toEqual({
      language: 'en',
      queries: { queries: { 'getService("a")': { data: { ServiceName: name } } }, provided: {} },
    });
  });

  it("escapes a page's own title", () => {
    const html = pageDocument(TEMPLATE, { language: 'en', head: { title: 'A <b> & "C"', tags: '<meta name="x">' } });
    expect(html).toContain('<title>A &#60;b&#62; &#38; &#34;C&#34;</title><meta name="x"></head>');
  });

  it('marks a rendered page of a signed-in request, and no other', () => {
    expect(pageDocument(TEMPLATE, { language: 'en', signedIn: true, rendered: rendered() })).toContain(
      '<html lang="en" dir="ltr" data-signed-in>',
    );
    expect(pageDocument(TEMPLATE, { language: 'en', signedIn: true })).not.toContain('data-signed-in');
    expect(pageDocument(TEMPLATE, { language: 'en', rendered: rendered() })).not.toContain('data-signed-in');
  });
});
