export { useCart, type CartState } from './model/use-cart';
export { itemCount, lineTotalCents, subtotalCents, unitPriceCents } from './model/cart-model';
