export { useCart, type CartState } from './use-cart';
export {
  badgeLabel,
  itemCount,
  lineTotalCents,
  subtotalCents,
  unitPriceCents,
  BADGE_CAP,
} from './cart-model';
