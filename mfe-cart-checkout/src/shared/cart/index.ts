export { useCart, type CartState } from './model/use-cart';
export {
  cartLineImage,
  cartLineName,
  cartLineProblem,
  cartLineSize,
  itemCount,
  lineTotalCents,
  subtotalCents,
  unitPriceCents,
} from './model/cart-model';
