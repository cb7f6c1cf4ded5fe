export { DirectPlusBenefitsPage } from './components/direct-plus-benefits-page';
