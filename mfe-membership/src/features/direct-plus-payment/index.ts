export { DirectPlusPaymentPage } from './components/direct-plus-payment-page';
