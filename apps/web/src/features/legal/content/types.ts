/**
 * The shapes of the legal and help pages' content. Each page has an English and an Arabic version of the same
 * shape (content/en, content/ar), both in the page's own chunk; the page shows the reader's one.
 */

export type LegalSection = { id: string; title: string; paragraphs: string[] };

/** Privacy policy and terms: a dated document of numbered sections. */
export type LegalContent = { title: string; updated: string; intro: string; sections: LegalSection[] };

export type AboutContent = {
  title: string;
  lead: string;
  who: { title: string; text: string };
  how: { title: string; steps: string[] };
  /** The text, then the 'Become a partner' link, then what follows the link. */
  partners: { title: string; text: string; link: string; after: string };
};

export type SupportContent = {
  title: string;
  lead: string;
  before: { title: string; items: string[] };
  hours: { title: string; text: string };
};

export type DeliveryContent = { title: string; lead: string; sections: Array<{ title: string; text: string }> };

export type FaqContent = { title: string; lead: string; questions: Array<{ question: string; answer: string }> };
