/**
 * How customers reach support (spec section 9 for the hours and reply time). The shell's help
 * center and chat widget state the same hours; keep them in step.
 */
export const SUPPORT = {
  email: 'support@brewhaven.com',
  phoneDisplay: '1-800-555-0199',
  phoneHref: 'tel:+18005550199',
  weekdayHours: 'Mon-Fri 9am-8pm ET',
  weekendHours: 'Weekends 10am-6pm ET',
  replyTime: 'within 1-2 business days',
} as const;
