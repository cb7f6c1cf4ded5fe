export { OrderHistory } from './components/order-history';
