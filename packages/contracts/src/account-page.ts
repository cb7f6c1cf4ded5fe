/**
 * The account page's tabs (spec, section 2), in the order its side menu lists them. mfe-account
 * owns the page; the other parts link straight to a tab (View Order, View Membership, a support
 * request), so the ids are a contract between them: a tab renamed or mistyped fails to compile
 * instead of opening the Profile tab.
 */
export const accountTabIds = [
  'profile',
  'orders',
  'subscriptions',
  'membership',
  'payment-methods',
  'favorites',
  'reviews',
  'support',
  'notifications',
  'settings',
] as const;
export type AccountTabId = (typeof accountTabIds)[number];

/** The account page opened on one tab, e.g. `/account-page?tab=orders`. */
export const accountTabPath = (tab: AccountTabId): string => `/account-page?tab=${tab}`;
