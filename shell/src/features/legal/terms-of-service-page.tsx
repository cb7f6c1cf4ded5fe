import { LegalDocument } from './components/legal-document';
import { termsIntro, termsSections } from './content/terms-sections';

export function TermsOfServicePage() {
  return (
    <LegalDocument title="Terms of Service" intro={termsIntro} sections={termsSections} withToc />
  );
}
