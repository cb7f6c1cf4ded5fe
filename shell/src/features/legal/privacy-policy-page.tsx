import { LegalDocument } from './components/legal-document';
import { privacyIntro, privacySections } from './content/privacy-sections';

export function PrivacyPolicyPage() {
  return (
    <LegalDocument title="Privacy Policy" intro={privacyIntro} sections={privacySections} withToc />
  );
}
