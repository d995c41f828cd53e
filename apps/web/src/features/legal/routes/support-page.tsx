import { ContactUs } from '../components/legal-document';
import { InfoPage, InfoSection } from '../components/info-page';
import { support as ar } from '../content/ar/support';
import { support as en } from '../content/en/support';
import { useLocalized } from '../hooks/use-localized';

export function SupportPage() {
  const { title, lead, before, hours } = useLocalized({ en, ar });
  return (
    <InfoPage title={title} lead={lead}>
      <InfoSection title={before.title}>
        <ul className="list-disc space-y-1 ps-5">
          {before.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title={hours.title}>
        <p>{hours.text}</p>
      </InfoSection>
      <ContactUs />
    </InfoPage>
  );
}
