export { CartWidget } from './components/cart-widget';
