export { ProductPage } from './components/product-page';
