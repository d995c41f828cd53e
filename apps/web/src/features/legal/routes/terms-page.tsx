import { LegalDocument } from '../components/legal-document';
import { terms } from '../content/terms';

export function TermsPage() {
  return <LegalDocument {...terms} />;
}
