import { Container, Muted, PageTitle } from '@coffee/ui';
import { PortalTabs, type PortalSection } from '../../../shared/ui/portal-tabs';
import { CustomersSection } from './customers-section';
import { InventorySection } from './inventory-section';
import { OrdersSection } from './orders-section';
import { SupportSection } from './support-section';

const SECTIONS: PortalSection[] = [
  { id: 'orders', label: 'Orders', render: () => <OrdersSection /> },
  { id: 'inventory', label: 'Inventory', render: () => <InventorySection /> },
  { id: 'customers', label: 'Customers', render: () => <CustomersSection /> },
  { id: 'support', label: 'Support', render: () => <SupportSection /> },
];

/** /employee-portal (employee or admin; the shell guards the route). */
export function EmployeePortalPage() {
  return (
    <Container style={{ paddingBottom: '3rem' }}>
      <PageTitle>Employee Portal</PageTitle>
      <Muted>Orders, stock, customers and support in one place.</Muted>
      <PortalTabs label="Employee portal sections" sections={SECTIONS} />
    </Container>
  );
}
