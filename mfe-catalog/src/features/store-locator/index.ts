export { StoreLocatorPage } from './components/store-locator-page';
