export { OrdersSection } from './components/orders-section';
export { ordersTable } from './components/orders-table';
export { OrderDetailDialog } from './components/order-detail-dialog';
export { useGetStaffOrdersQuery } from './api/staff-orders-api';
