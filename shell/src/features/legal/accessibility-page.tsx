import { LegalDocument } from './components/legal-document';
import { accessibilityIntro, accessibilitySections } from './content/accessibility-sections';

export function AccessibilityPage() {
  return (
    <LegalDocument
      title="Accessibility Statement"
      intro={accessibilityIntro}
      sections={accessibilitySections}
      dateLabel="Date"
    />
  );
}
