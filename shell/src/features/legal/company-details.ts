/**
 * Who publishes the legal pages and how to reach them. The support hours and reply times are
 * the spec's (section 9); the help center, contact page and chat widget state the same.
 */
export const COMPANY = {
  legalName: 'Brew Haven, Inc.',
  addressLines: ['148 Roasters Row, Suite 200', 'Brooklyn, NY 11201', 'United States'],
  governingState: 'New York',
  privacyEmail: 'privacy@brewhaven.com',
  legalEmail: 'legal@brewhaven.com',
  accessibilityEmail: 'accessibility@brewhaven.com',
  supportEmail: 'support@brewhaven.com',
  phoneDisplay: '1-800-555-0199',
  phoneHref: 'tel:+18005550199',
  supportHours: 'Mon-Fri 9am-8pm ET, weekends 10am-6pm ET',
} as const;

/** The date the current versions of the legal pages took effect. */
export const LEGAL_DOCUMENTS_DATE = 'April 28, 2025';
export const LEGAL_DOCUMENTS_ISO_DATE = '2025-04-28';
