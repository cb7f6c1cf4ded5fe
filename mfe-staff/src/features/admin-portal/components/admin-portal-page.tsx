import { Container, Muted, PageTitle } from '@coffee/ui';
import { PortalTabs, type PortalSection } from '../../../shared/ui/portal-tabs';
import { DashboardSection } from './dashboard-section';
import { OrdersSection } from './orders-section';
import { ProductsSection } from './products-section';
import { SettingsSection } from './settings-section';
import { UsersSection } from './users-section';

const SECTIONS: PortalSection[] = [
  { id: 'dashboard', label: 'Dashboard', render: () => <DashboardSection /> },
  { id: 'products', label: 'Products', render: () => <ProductsSection /> },
  { id: 'orders', label: 'Orders', render: () => <OrdersSection /> },
  { id: 'users', label: 'Users', render: () => <UsersSection /> },
  { id: 'settings', label: 'Settings', render: () => <SettingsSection /> },
];

/** /admin-portal (admin only; the shell guards the route). */
export function AdminPortalPage() {
  return (
    <Container style={{ paddingBottom: '3rem' }}>
      <PageTitle>Admin Portal</PageTitle>
      <Muted>Run the store: catalog, orders, people and settings.</Muted>
      <PortalTabs label="Admin portal sections" sections={SECTIONS} />
    </Container>
  );
}
