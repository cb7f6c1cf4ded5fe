export { useCart, type CartState } from './model/use-cart';
export {
  cartLineImage,
  cartLineName,
  cartLineProblem,
  cartLineSize,
  itemCount,
  unitPriceCents,
} from './model/cart-model';
export {
  cartPricing,
  cartTotals,
  pricedLineInput,
  type CartLinePrice,
  type CartPricing,
  type CartTotals,
} from './model/cart-pricing';
export { promotionPricing, type PromotionPricing } from './model/cart-pricing';
export { useCartPromotion } from './model/use-cart-promotion';
export { PromotionCode } from './components/promotion-code';
