import { z } from 'zod';
import { atMost, text } from './fields';

/** How much a service page carries: a few lines a customer reads at a glance, not a manual. */
export const SERVICE_CONTENT_LIMITS = { items: 12, faqs: 8, item: 160, answer: 1000 } as const;

const item = text('description')
  .min(1, 'validation.description.required')
  .max(SERVICE_CONTENT_LIMITS.item, atMost(SERVICE_CONTENT_LIMITS.item));
const answer = text('description', { multiline: true })
  .min(1, 'validation.description.required')
  .max(SERVICE_CONTENT_LIMITS.answer, atMost(SERVICE_CONTENT_LIMITS.answer));
const items = z.array(item).max(SERVICE_CONTENT_LIMITS.items, atMost(SERVICE_CONTENT_LIMITS.items));

/**
 * A service's page content in both languages, as the console edits it and the database keeps it: what the visit
 * includes and does not, and short questions and answers. Each list's English and Arabic are written side by side.
 */
export const serviceContentSchema = z.strictObject({
  included: items,
  includedAr: items,
  excluded: items,
  excludedAr: items,
  faqs: z
    .array(z.strictObject({ question: item, questionAr: item, answer, answerAr: answer }))
    .max(SERVICE_CONTENT_LIMITS.faqs, atMost(SERVICE_CONTENT_LIMITS.faqs)),
});
export type ServiceContent = z.infer<typeof serviceContentSchema>;

export const EMPTY_SERVICE_CONTENT: ServiceContent = {
  included: [],
  includedAr: [],
  excluded: [],
  excludedAr: [],
  faqs: [],
};

/** The content as a reader sees it, in their language. */
export const serviceContentViewSchema = z.object({
  included: z.array(z.string()),
  excluded: z.array(z.string()),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type ServiceContentView = z.infer<typeof serviceContentViewSchema>;

/** The reader's language of `content`. */
export function contentIn(content: ServiceContent, language: 'en' | 'ar'): ServiceContentView {
  const arabic = language === 'ar';
  return {
    included: arabic ? content.includedAr : content.included,
    excluded: arabic ? content.excludedAr : content.excluded,
    faqs: content.faqs.map((faq) => ({
      question: arabic ? faq.questionAr : faq.question,
      answer: arabic ? faq.answerAr : faq.answer,
    })),
  };
}
