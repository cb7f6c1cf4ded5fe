export { OrdersPage } from './components/orders-page';
export { OrderDetailPage } from './components/order-detail-page';
