import {
  linePrice,
  memberSubtotal,
  orderTotals,
  type CartItem,
  type OrderTotals,
  type PricedLineInput,
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
}

/**
 * The cart priced for this shopper, with the contracts' own functions, so the cart, the checkout
 * and the service (subtotal = memberSubtotal(lines, isMember)) agree to the cent.
 */
export function cartPricing(lines: readonly CartItem[], isMember: boolean): CartPricing {
  const priced = new Map<string, CartLinePrice>();
  const inputs: PricedLineInput[] = [];
  for (const line of lines) {
    const input = pricedLineInput(line);
    if (!input) continue;
    inputs.push(input);
    const price = linePrice(input, isMember);
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
  };
}

export type CartTotals = OrderTotals & { memberSavingsCents: number };

/** The checkout's totals: the contracts' orderTotals of the subtotal after member prices. */
export function cartTotals(pricing: CartPricing, shippingMethod: ShippingMethod): CartTotals {
  return {
    ...orderTotals(pricing.subtotalCents, shippingMethod),
    memberSavingsCents: pricing.memberSavingsCents,
  };
}
