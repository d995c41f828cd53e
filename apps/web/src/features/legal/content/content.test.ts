import { describe, expect, it } from 'vitest';
import * as arAbout from './ar/about';
import * as arDelivery from './ar/delivery';
import * as arFaq from './ar/faq-orders';
import * as arPrivacy from './ar/privacy-policy';
import * as arSupport from './ar/support';
import * as arTerms from './ar/terms';
import * as enAbout from './en/about';
import * as enDelivery from './en/delivery';
import * as enFaq from './en/faq-orders';
import * as enPrivacy from './en/privacy-policy';
import * as enSupport from './en/support';
import * as enTerms from './en/terms';

const pages = [
  ['privacy policy', enPrivacy.privacyPolicy, arPrivacy.privacyPolicy],
  ['terms', enTerms.terms, arTerms.terms],
  ['about', enAbout.about, arAbout.about],
  ['support', enSupport.support, arSupport.support],
  ['delivery', enDelivery.delivery, arDelivery.delivery],
  ['order questions', enFaq.faqOrders, arFaq.faqOrders],
] as const;

/** The figures of a text: '10,000', '8:00', '48', '2025'... in order. */
const figures = (text: string) => text.match(/\d+(?:[,.:]\d+)*/g) ?? [];
const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LATIN_LETTER = /[A-Za-z]/;

/** Walks the two versions side by side; returns what differs in shape, figures or language. */
function differences(english: unknown, arabic: unknown, path: string): string[] {
  if (typeof english === 'string') {
    if (typeof arabic !== 'string') return [`${path}: not a text`];
    if (path.endsWith('.id')) return english === arabic ? [] : [`${path}: the anchor differs`];
    const problems: string[] = [];
    if (figures(arabic).join(' ') !== figures(english).join(' '))
      problems.push(`${path}: figures ${figures(arabic).join(' ')} instead of ${figures(english).join(' ')}`);
    if (LATIN_LETTER.test(english) && !ARABIC_LETTER.test(arabic)) problems.push(`${path}: not in Arabic`);
    return problems;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(arabic) || arabic.length !== english.length) return [`${path}: not as many items`];
    return english.flatMap((item, index) => differences(item, arabic[index], `${path}[${index}]`));
  }
  const arabicRecord = arabic as Record<string, unknown>;
  const keys = Object.keys(english as object);
  if (Object.keys(arabicRecord).sort().join() !== [...keys].sort().join()) return [`${path}: other fields`];
  return keys.flatMap((key) =>
    differences((english as Record<string, unknown>)[key], arabicRecord[key], `${path}.${key}`),
  );
}

describe('legal and help pages in Arabic', () => {
  it.each(pages)('%s: the same sections and anchors, every text in Arabic, every figure kept', (_, english, arabic) => {
    expect(differences(english, arabic, '')).toEqual([]);
  });

  it("keep the spec's legal figures and dates (spec §2 Legal pages)", () => {
    const privacy = JSON.stringify(arPrivacy.privacyPolicy);
    const terms = JSON.stringify(arTerms.terms);
    expect(arPrivacy.privacyPolicy.updated).toBe('18 أبريل 2025');
    expect(arTerms.terms.updated).toBe('17 مايو 2025');
    for (const figure of ['7 أيام عمل', '10 أيام عمل', '48 ساعة', '18 سنة']) expect(privacy).toContain(figure);
    for (const figure of ['18 سنة', '100 دينار كويتي', '30 يوماً', '48 ساعة', '7 أيام عمل'])
      expect(terms).toContain(figure);
  });
});
