import { ContactUs } from '../components/legal-document';
import { InfoPage } from '../components/info-page';
import { faqOrders as ar } from '../content/ar/faq-orders';
import { faqOrders as en } from '../content/en/faq-orders';
import { useLocalized } from '../hooks/use-localized';

export function FaqOrdersPage() {
  const { title, lead, questions } = useLocalized({ en, ar });
  return (
    <InfoPage title={title} lead={lead}>
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {questions.map((item) => (
          <details key={item.question} className="group p-4">
            <summary className="cursor-pointer font-semibold text-slate-900">{item.question}</summary>
            <p className="mt-2">{item.answer}</p>
          </details>
        ))}
      </div>
      <ContactUs />
    </InfoPage>
  );
}
