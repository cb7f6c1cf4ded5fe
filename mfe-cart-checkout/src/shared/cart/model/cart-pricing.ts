import {
  choosePromotion,
  codeShortfall,
  linePrice,
  memberSubtotal,
  orderTotals,
  promotionLabelOf,
  SHIPPING_METHODS,
  type CartItem,
  type CartPromotion,
  type ChosenPromotion,
  type OrderTotals,
  type PricedLineInput,
  type PromotionLine,
  type ShippingMethod,
} from '@coffee/contracts';
import { unitPriceCents } from './cart-model';

/**
 * A line as the contracts' memberSubtotal takes it: the regular unit price (the variant's, else
 * the product's) and the product's member discount. Null when the line is listed but never
 * priced (its product or its size left the catalog), as the cart has always treated it.
 */
export function pricedLineInput(line: CartItem): PricedLineInput | null {
  const listUnitCents = unitPriceCents(line);
  if (listUnitCents === null || !line.product) return null;
  return {
    listUnitCents,
    memberDiscountPercent: line.product.memberDiscountPercent,
    quantity: line.quantity,
  };
}

/** One line priced for this shopper, in cents. */
export interface CartLinePrice {
  unitCents: number;
  totalCents: number;
  /** The regular prices, shown beside member prices. */
  listUnitCents: number;
  listTotalCents: number;
  /** Charged at the member price: the regular price shows beside it. */
  isMemberPrice: boolean;
}

export interface CartPricing {
  /** Priced for an active Direct+ member. */
  isMember: boolean;
  /** Each priced line's price, by line id (absent for a line that is never priced). */
  lines: ReadonlyMap<string, CartLinePrice>;
  /** What the lines cost this shopper: what the service charges as the order's subtotal. */
  subtotalCents: number;
  /** What member prices take off this cart for this shopper (0 for everyone else). */
  memberSavingsCents: number;
  /** What member prices would take off this cart for anyone: the teaser for non-members. */
  memberOfferCents: number;
  /** The priced lines at this shopper's prices, as a promotion sees them (promotionDiscount). */
  promotionLines: PromotionLine[];
}

/**
 * The cart priced for this shopper, with the contracts' own functions, so the cart, the checkout
 * and the service (subtotal = memberSubtotal(lines, isMember)) agree to the cent.
 */
export function cartPricing(lines: readonly CartItem[], isMember: boolean): CartPricing {
  const priced = new Map<string, CartLinePrice>();
  const inputs: PricedLineInput[] = [];
  const promotionLines: PromotionLine[] = [];
  for (const line of lines) {
    const input = pricedLineInput(line);
    if (!input || !line.product) continue;
    inputs.push(input);
    const price = linePrice(input, isMember);
    promotionLines.push({
      productId: line.productId,
      variantId: line.variantId,
      category: line.product.category,
      unitCents: price.unitCents,
      quantity: input.quantity,
    });
    priced.set(line.id, {
      unitCents: price.unitCents,
      totalCents: price.unitCents * input.quantity,
      listUnitCents: price.listUnitCents,
      listTotalCents: price.listUnitCents * input.quantity,
      isMemberPrice: price.unitCents !== price.listUnitCents,
    });
  }
  const { subtotalCents, memberSavingsCents } = memberSubtotal(inputs, isMember);
  return {
    isMember,
    lines: priced,
    subtotalCents,
    memberSavingsCents,
    memberOfferCents: isMember
      ? memberSavingsCents
      : memberSubtotal(inputs, true).memberSavingsCents,
    promotionLines,
  };
}

/** The cart's promotion for a shipping method: the offer chosen, and why a kept code is not. */
export interface PromotionPricing {
  chosen: ChosenPromotion | null;
  /** The code the shopper keeps on the cart (null: none). */
  code: string | null;
  /** Why that code takes nothing off now, in the shopper's words; null when it applies. */
  problem: string | null;
  /**
   * The service refuses the kept code now (ended, used up, ...): it would refuse the order too,
   * until the code is taken off. A cart under the code's minimum is not refused, only undiscounted.
   */
  refused: boolean;
}

/**
 * The offer the service will price the order with (contracts' choosePromotion, the same call
 * as the service's): the kept code when the cart meets it, else the best automatic offer. Free
 * shipping is worth what standard shipping would cost with this method.
 */
export function promotionPricing(
  pricing: CartPricing,
  promotion: CartPromotion | null | undefined,
  shippingMethod: ShippingMethod,
): PromotionPricing {
  if (!promotion) return { chosen: null, code: null, problem: null, refused: false };
  const saved = shippingMethod === 'standard' ? SHIPPING_METHODS.standard.priceCents : 0;
  const { promotionLines: lines } = pricing;
  const chosen = choosePromotion(lines, promotion.offer, promotion.automatic, saved);
  const problem =
    promotion.problem ??
    (promotion.offer && chosen?.offer.id !== promotion.offer.id
      ? codeShortfall(lines, promotion.offer)
      : null);
  return { chosen, code: promotion.code, problem, refused: promotion.problem !== null };
}

export type CartTotals = OrderTotals & {
  memberSavingsCents: number;
  /** How the promotion's row is named ("Promotion (FALL10)"); null without one. */
  promotionLabel: string | null;
};

/**
 * The checkout's totals: the contracts' orderTotals of the subtotal after member prices, less the
 * promotion, then tax: the order the service applies them in.
 */
export function cartTotals(
  pricing: CartPricing,
  shippingMethod: ShippingMethod,
  promotion: PromotionPricing | null = null,
): CartTotals {
  const chosen = promotion?.chosen ?? null;
  return {
    ...orderTotals(pricing.subtotalCents, shippingMethod, {
      discountCents: chosen?.discount.discountCents ?? 0,
      freeShipping: chosen?.discount.freeShipping ?? false,
    }),
    memberSavingsCents: pricing.memberSavingsCents,
    promotionLabel: chosen ? promotionLabelOf(chosen.offer) : null,
  };
}
