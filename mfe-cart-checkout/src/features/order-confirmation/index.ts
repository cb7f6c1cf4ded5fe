export { OrderConfirmationPage } from './components/order-confirmation-page';
