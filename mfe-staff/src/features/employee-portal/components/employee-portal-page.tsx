import type { StaffOrderFilter } from '@coffee/contracts';
import { OrdersSection } from '../../../shared/orders';
import { useStaffRole } from '../../../shared/session/use-staff-role';
import type { FilterOption } from '../../../shared/ui/filter-group';
import { PortalPage } from '../../../shared/ui/portal-page';
import type { PortalTab } from '../../../shared/ui/portal-tabs';
import { CustomersSection } from './customers-section';
import { InventorySection } from './inventory-section';
import { RoastSection } from '../roast';
import { ReturnsSection } from '../returns';
import { ReviewsSection } from './reviews-section';
import { SupportSection } from './support-section';
import { SubscriptionsTab } from '../subscriptions';

/** The employees' order filters (spec); 'New' is paid and not yet processing. */
const ORDER_FILTERS: FilterOption<StaffOrderFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'processing', label: 'Processing' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'completed', label: 'Completed' },
];

const TABS: PortalTab[] = [
  {
    id: 'orders',
    label: 'Orders',
    render: () => (
      <OrdersSection
        description="Orders waiting to be packed and shipped, with the next step for each."
        filters={ORDER_FILTERS}
        withMoves
      />
    ),
  },
  { id: 'returns', label: 'Returns', render: () => <ReturnsSection /> },
  { id: 'inventory', label: 'Inventory', render: () => <InventorySection /> },
  { id: 'roast', label: 'Roast plan', render: () => <RoastSection /> },
  { id: 'customers', label: 'Customers', render: () => <CustomersSection /> },
  { id: 'support', label: 'Support', render: () => <SupportSection /> },
];

const SUBSCRIPTIONS_TAB: PortalTab = {
  id: 'subscriptions',
  label: 'Subscriptions',
  render: () => <SubscriptionsTab />,
};

const REVIEWS_TAB: PortalTab = {
  id: 'reviews',
  label: 'Reviews',
  render: () => <ReviewsSection />,
};

/** /employee-portal (employees, managers and admins; the shell guards the route). */
export function EmployeePortalPage() {
  const { can } = useStaffRole();
  // Moderation is a manager's and admin's right: the tab is there only for them.
  const [orders, ...rest] = TABS;
  // Subscriptions sit beside Orders for the roles that may read them.
  const withSubscriptions =
    can('subscriptions:read') && orders ? [orders, SUBSCRIPTIONS_TAB, ...rest] : TABS;
  const tabs = can('reviews:moderate') ? [...withSubscriptions, REVIEWS_TAB] : withSubscriptions;
  return (
    <PortalPage
      title="Employee Portal"
      intro="Orders, stock, customers and support in one place."
      label="Employee portal sections"
      tabs={tabs}
    />
  );
}
