import { OrdersTable } from '../../../shared/orders';
import { PortalSection } from '../../../shared/ui/portal-section';
import { StatCards } from '../../../shared/ui/stat-cards';
import { SAMPLE_ORDERS, SAMPLE_STATS } from '../model/sample-data';

export function DashboardSection() {
  return (
    <PortalSection
      title="Dashboard"
      description="Store performance at a glance."
      sampleNote="Sample figures: live reporting is not connected yet."
    >
      <StatCards label="Store figures" items={SAMPLE_STATS} />
      <h3>Recent Orders</h3>
      <OrdersTable label="Recent orders" orders={SAMPLE_ORDERS.slice(0, 4)} withItems={false} />
    </PortalSection>
  );
}
