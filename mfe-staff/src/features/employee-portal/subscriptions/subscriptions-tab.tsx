import type { PortalTab } from '../../../shared/ui/portal-tabs';
import { SubTabs } from '../../../shared/ui/sub-tabs';
import { PlansSection } from './plans-section';
import { SubscriptionsSection } from './subscriptions-section';

const VIEWS: PortalTab[] = [
  { id: 'list', label: 'Customer subscriptions', render: () => <SubscriptionsSection /> },
  { id: 'plans', label: 'Plans', render: () => <PlansSection /> },
];

/** The employee portal's Subscriptions tab: customers' subscriptions, and the plans beside them. */
export function SubscriptionsTab() {
  return <SubTabs label="Subscriptions views" tabs={VIEWS} />;
}
