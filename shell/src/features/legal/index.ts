export { PrivacyPolicyPage } from './privacy-policy-page';
export { TermsOfServicePage } from './terms-of-service-page';
export { AccessibilityPage } from './accessibility-page';
