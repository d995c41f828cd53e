import { ContactUs } from '../components/legal-document';
import { Link } from 'react-router';
import { InfoPage, InfoSection } from '../components/info-page';
import { about as ar } from '../content/ar/about';
import { about as en } from '../content/en/about';
import { useLocalized } from '../hooks/use-localized';

export function AboutPage() {
  const { title, lead, who, how, partners } = useLocalized({ en, ar });
  return (
    <InfoPage title={title} lead={lead}>
      <InfoSection title={who.title}>
        <p>{who.text}</p>
      </InfoSection>
      <InfoSection title={how.title}>
        <ol className="list-decimal space-y-1 ps-5">
          {how.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </InfoSection>
      <InfoSection title={partners.title}>
        <p>
          {partners.text}{' '}
          <Link to="/registerpartner" className="font-semibold text-brand-700 underline">
            {partners.link}
          </Link>
          {partners.after}
        </p>
      </InfoSection>
      <ContactUs />
    </InfoPage>
  );
}
