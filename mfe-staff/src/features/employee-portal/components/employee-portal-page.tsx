import { OrdersSection } from '../../../shared/orders';
import { PortalPage } from '../../../shared/ui/portal-page';
import type { PortalTab } from '../../../shared/ui/portal-tabs';
import { SAMPLE_ORDERS } from '../model/sample-data';
import { CustomersSection } from './customers-section';
import { InventorySection } from './inventory-section';
import { SupportSection } from './support-section';

/** The employees' order filters (spec). */
const ORDER_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'processing', label: 'Processing' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'completed', label: 'Completed' },
] as const;

const TABS: PortalTab[] = [
  {
    id: 'orders',
    label: 'Orders',
    render: () => (
      <OrdersSection
        description="Orders waiting to be packed and shipped."
        filters={ORDER_FILTERS}
        orders={SAMPLE_ORDERS}
      />
    ),
  },
  { id: 'inventory', label: 'Inventory', render: () => <InventorySection /> },
  { id: 'customers', label: 'Customers', render: () => <CustomersSection /> },
  { id: 'support', label: 'Support', render: () => <SupportSection /> },
];

/** /employee-portal (employee or admin; the shell guards the route). */
export function EmployeePortalPage() {
  return (
    <PortalPage
      title="Employee Portal"
      intro="Orders, stock, customers and support in one place."
      label="Employee portal sections"
      tabs={TABS}
    />
  );
}
