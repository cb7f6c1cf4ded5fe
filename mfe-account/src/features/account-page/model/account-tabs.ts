/** The account page's tabs (spec, section 2), in the order the side menu lists them. */
export const ACCOUNT_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'orders', label: 'Orders' },
  { id: 'membership', label: 'Membership' },
  { id: 'payment-methods', label: 'Payment Methods' },
  { id: 'favorites', label: 'Favorites' },
  { id: 'reviews', label: 'My Reviews' },
  { id: 'support', label: 'Support' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'settings', label: 'Settings' },
] as const;

export type AccountTabId = (typeof ACCOUNT_TABS)[number]['id'];

export const DEFAULT_TAB: AccountTabId = 'profile';

export function isAccountTab(value: string | null): value is AccountTabId {
  return ACCOUNT_TABS.some((tab) => tab.id === value);
}

/** `?tab=` of the URL; an unknown or missing one opens the profile rather than an empty page. */
export function tabFromSearch(search: URLSearchParams): AccountTabId {
  const tab = search.get('tab');
  return isAccountTab(tab) ? tab : DEFAULT_TAB;
}

export function tabLabel(id: AccountTabId): string {
  return ACCOUNT_TABS.find((tab) => tab.id === id)?.label ?? '';
}
