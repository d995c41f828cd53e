import { LegalDocument } from '../components/legal-document';
import { privacyPolicy as ar } from '../content/ar/privacy-policy';
import { privacyPolicy as en } from '../content/en/privacy-policy';
import { useLocalized } from '../hooks/use-localized';

/** /privacy-policy and /advertising-policy: both show the privacy policy (spec §2). */
export function PrivacyPolicyPage() {
  return <LegalDocument {...useLocalized({ en, ar })} />;
}
