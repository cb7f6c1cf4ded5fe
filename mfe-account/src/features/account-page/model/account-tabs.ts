import { accountTabIds, type AccountTabId } from '@coffee/contracts';

export type { AccountTabId };

/** Each tab's name in the side menu and over the open tab (spec, section 2). */
const TAB_LABELS: Record<AccountTabId, string> = {
  profile: 'Profile',
  orders: 'Orders',
  subscriptions: 'Subscriptions',
  membership: 'Membership',
  'payment-methods': 'Payment Methods',
  favorites: 'Favorites',
  reviews: 'My Reviews',
  support: 'Support',
  notifications: 'Notifications',
  settings: 'Settings',
};

/** The tabs in the order the side menu lists them (the contracts' order). */
export const ACCOUNT_TABS = accountTabIds.map((id) => ({ id, label: TAB_LABELS[id] }));

export const DEFAULT_TAB: AccountTabId = 'profile';

export function isAccountTab(value: string | null): value is AccountTabId {
  return accountTabIds.some((id) => id === value);
}

/** `?tab=` of the URL; an unknown or missing one opens the profile rather than an empty page. */
export function tabFromSearch(search: URLSearchParams): AccountTabId {
  const tab = search.get('tab');
  return isAccountTab(tab) ? tab : DEFAULT_TAB;
}

export function tabLabel(id: AccountTabId): string {
  return TAB_LABELS[id];
}
