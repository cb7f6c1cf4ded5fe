export { PaymentMethods } from './components/payment-methods';
