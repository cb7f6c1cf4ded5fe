export { DirectPlusPage } from './components/direct-plus-page';
