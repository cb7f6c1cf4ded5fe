export { OrdersSection } from './components/orders-section';
export { OrdersTable, type SampleOrder } from './components/orders-table';
