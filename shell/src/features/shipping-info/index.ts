export { ShippingInfoPage } from './shipping-info-page';
