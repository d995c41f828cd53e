import type { ServiceContentView } from '@khidma/shared/schemas/service-content';
import { useT } from '@/lib/i18n/use-t';

function List({ id, title, items, mark }: { id: string; title: string; items: string[]; mark: string }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <ul className="flex flex-col gap-1 text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true">{mark}</span>
            <span dir="auto">{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the visit includes and does not, and the service's FAQs (each a disclosure), from the console. */
export function ServiceContentSections({ content }: { content: ServiceContentView }) {
  const t = useT();
  return (
    <div className="mt-8 flex flex-col gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <List id="service-included" title={t('catalog.content.included')} items={content.included} mark="✓" />
        <List id="service-excluded" title={t('catalog.content.excluded')} items={content.excluded} mark="✗" />
      </div>
      {content.faqs.length ? (
        <section aria-labelledby="service-faqs" className="flex flex-col gap-2">
          <h2 id="service-faqs" className="text-lg font-bold">
            {t('catalog.content.faqs')}
          </h2>
          {content.faqs.map((faq) => (
            <details key={faq.question} className="rounded-lg border border-slate-200 bg-white p-3">
              <summary dir="auto" className="cursor-pointer font-semibold text-slate-900">
                {faq.question}
              </summary>
              <p dir="auto" className="mt-2 whitespace-pre-line text-slate-700">
                {faq.answer}
              </p>
            </details>
          ))}
        </section>
      ) : null}
    </div>
  );
}
