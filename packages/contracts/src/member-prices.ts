// Direct+ member prices (issue 30, item 1): the one rule, used by the catalog to say what a
// product's member discount is, by the checkout to charge it and by every page to show it. Plain
// functions free of zod, so a page bundle can take them alone.

/** Direct+ members' discount on coffee (beans, ground coffee, espresso) while the membership runs. */
export const COFFEE_MEMBER_DISCOUNT_PERCENT = 10;
/** The most the admin may give members off equipment and accessories, product by product. */
export const MAX_MEMBER_DISCOUNT_PERCENT = 15;
/** The categories whose products are coffee at the member price. */
export const MEMBER_PRICED_COFFEE: readonly string[] = ['beans', 'ground-coffee', 'espresso'];

export const isMemberPricedCoffee = (category: string): boolean =>
  MEMBER_PRICED_COFFEE.includes(category);

/**
 * What a member gets off this product, in percent: coffee's fixed 10, else the admin's own figure
 * for it (0-15); nothing for a product that is not Direct+ eligible.
 */
export function memberDiscountPercentFor(product: {
  category: string;
  isDirectPlusEligible: boolean;
  memberDiscountPercent?: number | null;
}): number {
  if (!product.isDirectPlusEligible) return 0;
  if (isMemberPricedCoffee(product.category)) return COFFEE_MEMBER_DISCOUNT_PERCENT;
  const set = Math.trunc(product.memberDiscountPercent ?? 0);
  return Math.min(Math.max(set, 0), MAX_MEMBER_DISCOUNT_PERCENT);
}

/** A unit price for a member: `percent` off, the discount rounded half up to the cent. */
export const memberUnitCents = (cents: number, percent: number): number =>
  cents - Math.round((cents * percent) / 100);

/** One line as it is priced: its regular unit price, the member discount and how many. */
export interface PricedLineInput {
  listUnitCents: number;
  memberDiscountPercent: number;
  quantity: number;
}

/** A line priced for this shopper: what one unit costs them, and the regular price. */
export interface LinePrice {
  unitCents: number;
  listUnitCents: number;
  /** What the member saves on the whole line (0 for everyone else). */
  savingsCents: number;
}

export function linePrice(line: PricedLineInput, isMember: boolean): LinePrice {
  const unitCents = isMember
    ? memberUnitCents(line.listUnitCents, line.memberDiscountPercent)
    : line.listUnitCents;
  return {
    unitCents,
    listUnitCents: line.listUnitCents,
    savingsCents: (line.listUnitCents - unitCents) * line.quantity,
  };
}

/**
 * The lines' subtotal for this shopper (member prices for an active member) and what the member
 * prices saved: the order of discounts starts here (member price, then tax on what is left).
 * Integer cents; each unit is rounded before it is multiplied, so a receipt's lines add up.
 */
export function memberSubtotal(
  lines: readonly PricedLineInput[],
  isMember: boolean,
): { subtotalCents: number; memberSavingsCents: number } {
  let subtotalCents = 0;
  let memberSavingsCents = 0;
  for (const line of lines) {
    const price = linePrice(line, isMember);
    subtotalCents += price.unitCents * line.quantity;
    memberSavingsCents += price.savingsCents;
  }
  return { subtotalCents, memberSavingsCents };
}
