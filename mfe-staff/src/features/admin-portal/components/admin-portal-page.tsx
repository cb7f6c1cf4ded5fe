import type { StaffOrderFilter } from '@coffee/contracts';
import { OrdersSection } from '../../../shared/orders';
import type { FilterOption } from '../../../shared/ui/filter-group';
import { PortalPage } from '../../../shared/ui/portal-page';
import type { PortalTab } from '../../../shared/ui/portal-tabs';
import { AuditSection } from './audit-section';
import { DashboardSection } from './dashboard-section';
import { MailOutboxSection } from './mail-outbox-section';
import { ProductsSection } from './products-section';
import { PromotionsSection } from './promotions-section';
import { SamplesSection } from './samples-section';
import { SettingsSection } from './settings-section';
import { UsersSection } from './users-section';

/** The admin's order filters (spec). */
const ORDER_FILTERS: FilterOption<StaffOrderFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
];

const TABS: PortalTab[] = [
  { id: 'dashboard', label: 'Dashboard', render: () => <DashboardSection /> },
  { id: 'products', label: 'Products', render: () => <ProductsSection /> },
  { id: 'samples', label: 'Samples', render: () => <SamplesSection /> },
  { id: 'promotions', label: 'Promotions', render: () => <PromotionsSection /> },
  {
    id: 'orders',
    label: 'Orders',
    render: () => (
      <OrdersSection
        description="Every order placed in the shop."
        filters={ORDER_FILTERS}
        withMoves={false}
      />
    ),
  },
  { id: 'users', label: 'Users', render: () => <UsersSection /> },
  { id: 'settings', label: 'Settings', render: () => <SettingsSection /> },
  { id: 'audit', label: 'Audit Log', render: () => <AuditSection /> },
  { id: 'mail', label: 'Email outbox', render: () => <MailOutboxSection /> },
];

/** /admin-portal (admin only; the shell guards the route). */
export function AdminPortalPage() {
  return (
    <PortalPage
      title="Admin Portal"
      intro="Run the store: catalog, orders, people and settings."
      label="Admin portal sections"
      tabs={TABS}
    />
  );
}
