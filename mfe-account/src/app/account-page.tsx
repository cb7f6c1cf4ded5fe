import type { ReactNode } from 'react';
import { RemoteWidgetSlot, type RemoteWidgetProps } from '@coffee/platform';
import { PageMessage } from '@coffee/ui';
import { AccountLayout, type AccountTabId } from '../features/account-page';
import { MembershipTab } from '../features/membership-status';
import { NotificationsTab } from '../features/notifications';
import { ProfileTab } from '../features/profile';
import { SettingsTab } from '../features/settings';
import { SupportTab } from '../features/support';

/** What a tab built by another remote shows when that remote is not there (or runs alone). */
export function Unavailable() {
  return (
    <PageMessage title="This section is unavailable right now" role="status" headingLevel={2}>
      Please try again in a moment.
    </PageMessage>
  );
}

// Tabs whose data another part of the shop owns: its widget, mounted by the shell's loader.
const WIDGET_TABS: Partial<Record<AccountTabId, RemoteWidgetProps>> = {
  orders: { remote: 'cart_checkout', module: 'OrderHistory' },
  subscriptions: { remote: 'cart_checkout', module: 'Subscriptions' },
  'payment-methods': { remote: 'membership', module: 'PaymentMethods' },
  favorites: { remote: 'catalog', module: 'FavoritesList' },
  reviews: { remote: 'catalog', module: 'MyReviews' },
};

function renderTab(tab: AccountTabId): ReactNode {
  const widget = WIDGET_TABS[tab];
  if (widget) return <RemoteWidgetSlot key={tab} {...widget} fallback={<Unavailable />} />;
  switch (tab) {
    case 'membership':
      return <MembershipTab />;
    case 'notifications':
      return <NotificationsTab />;
    case 'settings':
      return <SettingsTab />;
    case 'support':
      return <SupportTab />;
    default:
      return <ProfileTab />;
  }
}

/** /account-page: the account's own tabs and the other remotes' widgets in one page. */
export function AccountPage() {
  return <AccountLayout renderTab={renderTab} />;
}
