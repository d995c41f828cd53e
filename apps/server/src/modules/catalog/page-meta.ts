import { LRUCache } from 'lru-cache';
import { idSchema } from '@khidma/shared/api';
import { CURRENCY_CODE } from '@khidma/shared/constants';
import type { Language } from '@khidma/shared/languages';
import { documentTitle } from '@khidma/shared/pages';
import type { Service, ServiceWithContent } from '@khidma/shared/schemas/catalog';
import type { Db } from '../../db/client';
import { escapeHtml, scriptJson } from '../../lib/html';
import type { ResponseCache } from './response-cache';
import { getService } from './service';

/**
 * What a search engine or a link preview reads in a service page's HTML before any script runs (issue 16): the
 * service's name as the title, its description, Open Graph tags and JSON-LD (a Service with an Offer in KWD).
 * The SPA then renders the page as before.
 */
export type PageHead = { title: string; tags: string };

/** Heads of service pages kept per language; the least recently opened goes first. */
const HEADS_KEPT = 5000;

/** A description fit for a snippet: one line, at most 160 characters. */
const snippet = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
};

/** The service's FAQs as schema.org's FAQPage (search engines' rich results); none without questions. */
function faqPage(service: ServiceWithContent | Service) {
  const faqs = 'Content' in service ? service.Content.faqs : [];
  if (!faqs.length) return '';
  const page = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
  return `<script type="application/ld+json">${scriptJson(page)}</script>`;
}

export function serviceHead(service: ServiceWithContent | Service, pageUrl: string, publicUrl: string): PageHead {
  const image = new URL(service.Image, publicUrl).toString();
  const description = snippet(service.Description);
  const price = service.Price.toFixed(3);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.ServiceName,
    description: service.Description,
    image,
    url: pageUrl,
    serviceType: service.SrvSubCategoryName,
    provider: { '@type': 'Organization', name: 'Khidma', url: publicUrl },
    areaServed: { '@type': 'Country', name: 'Kuwait' },
    offers: { '@type': 'Offer', price, priceCurrency: CURRENCY_CODE, url: pageUrl },
    ...(service.reviewscount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: service.overallRating,
            reviewCount: service.reviewscount,
          },
        }
      : {}),
  };
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return {
    title: documentTitle(service.ServiceName),
    tags: [
      meta('name', 'description', description),
      `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
      meta('property', 'og:type', 'product'),
      meta('property', 'og:title', service.ServiceName),
      meta('property', 'og:description', description),
      meta('property', 'og:image', image),
      meta('property', 'og:url', pageUrl),
      meta('property', 'product:price:amount', price),
      meta('property', 'product:price:currency', CURRENCY_CODE),
      meta('name', 'twitter:card', 'summary_large_image'),
      `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
      faqPage(service),
    ].join(''),
  };
}

/**
 * The head of a service page (/service/{id}/...), in the reader's language, from memory: each service's lookup
 * runs once per language and is kept until the catalogue changes (the signal that empties `catalogCache`).
 * Undefined for any other page, an id that is not one, or a service not on the site.
 */
export function catalogPageHeads(db: Db, catalogCache: ResponseCache, publicUrl: string) {
  const kept = new LRUCache<string, { head: PageHead | undefined }>({ max: HEADS_KEPT });
  catalogCache.onInvalidate(() => kept.clear());
  return async (url: string, language: Language): Promise<PageHead | undefined> => {
    const [, page, id] = (url.split('?')[0] ?? '').split('/');
    if (page !== 'service' || !idSchema.safeParse(id).success) return undefined;
    const key = `${language}:${id}`;
    const found = kept.get(key);
    if (found) return found.head;
    const service = await getService(db, id!, language).catch(() => undefined);
    const head = service && serviceHead(service, `${publicUrl}/service/${id}`, publicUrl);
    kept.set(key, { head });
    return head;
  };
}
