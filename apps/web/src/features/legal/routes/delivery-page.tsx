import { InfoPage, InfoSection } from '../components/info-page';
import { delivery as ar } from '../content/ar/delivery';
import { delivery as en } from '../content/en/delivery';
import { useLocalized } from '../hooks/use-localized';

export function DeliveryPage() {
  const { title, lead, sections } = useLocalized({ en, ar });
  return (
    <InfoPage title={title} lead={lead}>
      {sections.map((section) => (
        <InfoSection key={section.title} title={section.title}>
          <p>{section.text}</p>
        </InfoSection>
      ))}
    </InfoPage>
  );
}
