/** Support hours and reply time (spec section 9); the contact page and chat widget state the same. */
export const SUPPORT = {
  email: 'support@brewhaven.com',
  phoneDisplay: '1-800-555-0199',
  phoneHref: 'tel:+18005550199',
  weekdayHours: 'Mon-Fri 9am-8pm ET',
  weekendHours: 'Weekends 10am-6pm ET',
  replyTime: 'within 1-2 business days',
} as const;
