export { CartWidget } from './components/cart-widget';
export { badgeLabel, itemCount, subtotalCents, cartSchema, type CartLine } from './model/cart';
