import { LegalDocument } from '../components/legal-document';
import { terms as ar } from '../content/ar/terms';
import { terms as en } from '../content/en/terms';
import { useLocalized } from '../hooks/use-localized';

export function TermsPage() {
  return <LegalDocument {...useLocalized({ en, ar })} />;
}
