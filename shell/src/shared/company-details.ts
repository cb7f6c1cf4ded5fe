/**
 * Who the shop is and how to reach each team: the legal pages, the company pages and the returns
 * page all read these. The support hours and reply times are the spec's (section 9); the help
 * center, contact page and chat widget state the same.
 */
export const COMPANY = {
  legalName: 'Brew Haven, Inc.',
  addressLines: ['148 Roasters Row, Suite 200', 'Brooklyn, NY 11201', 'United States'],
  governingState: 'New York',
  privacyEmail: 'privacy@brewhaven.com',
  legalEmail: 'legal@brewhaven.com',
  accessibilityEmail: 'accessibility@brewhaven.com',
  supportEmail: 'support@brewhaven.com',
  careersEmail: 'careers@brewhaven.com',
  pressEmail: 'press@brewhaven.com',
  investorsEmail: 'investors@brewhaven.com',
  affiliatesEmail: 'affiliates@brewhaven.com',
  phoneDisplay: '1-800-555-0199',
  phoneHref: 'tel:+18005550199',
  supportHours: 'Mon-Fri 9am-8pm ET, weekends 10am-6pm ET',
} as const;

/** How customers reach support: the help center's cards and the contact page read these. */
export const SUPPORT = {
  email: COMPANY.supportEmail,
  phoneDisplay: COMPANY.phoneDisplay,
  phoneHref: COMPANY.phoneHref,
  weekdayHours: 'Mon-Fri 9am-8pm ET',
  weekendHours: 'Weekends 10am-6pm ET',
  replyTime: 'within 1-2 business days',
} as const;
