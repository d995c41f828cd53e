import { LegalDocument } from '../components/legal-document';
import { privacyPolicy } from '../content/privacy-policy';

/** /privacy-policy and /advertising-policy: both show the privacy policy (spec §2). */
export function PrivacyPolicyPage() {
  return <LegalDocument {...privacyPolicy} />;
}
