export { NotAllowedPage } from './not-allowed-page';
