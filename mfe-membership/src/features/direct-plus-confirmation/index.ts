export { DirectPlusConfirmationPage } from './components/direct-plus-confirmation-page';
