import { cartSchema, type CartItem } from '@coffee/contracts';
import {
  cartLineName,
  cartLineProblem,
  cartLineSize,
  itemCount,
  unitPriceCents,
} from '../model/cart-model';
import { cartPricing } from '../model/cart-pricing';
import { cartLine, variantLine } from '../../../test/fixtures';

// At regular prices (no member discount on these lines, and not a member).
const subtotalCents = (lines: readonly CartItem[]) => cartPricing(lines, false).subtotalCents;
const lineTotalCents = (line: CartItem) =>
  cartPricing([line], false).lines.get(line.id)?.totalCents ?? null;

describe('cart model', () => {
  it('when prices arrive as strings or numbers, then the subtotal is exact in cents', () => {
    // 0.1 * 3 + 0.2 * 3 is 0.9000000000000001 in floating point; cents keep it exact.
    const lines = cartSchema.parse([
      cartLine(1, 3, '0.10'),
      cartLine(2, 3, 0.2),
      cartLine(3, 1, '19.99'),
    ]);
    expect(subtotalCents(lines)).toBe(30 + 60 + 1999);
  });

  it('when the cart is empty, then the subtotal is 0', () => {
    expect(subtotalCents([])).toBe(0);
  });

  it('when a line has lost its product, then it counts but adds nothing to the subtotal', () => {
    const lines = cartSchema.parse([cartLine(1, 2, '5.00'), cartLine(2, 4, null)]);
    expect(itemCount(lines)).toBe(6);
    expect(lineTotalCents(lines[1]!)).toBeNull();
    expect(subtotalCents(lines)).toBe(1000);
  });
});

describe('cart lines of a variant', () => {
  const [big, retired, legacy] = cartSchema.parse([
    variantLine(1, 2, { id: '2lb-pour-over', label: '2 lb, pour-over', price: '44.99' }),
    variantLine(2, 1, null, '5lb-espresso'),
    cartLine(3, 1, '9.00'),
  ]);

  it("when a line is a variant, then its name carries the variant's label and its price is the variant's", () => {
    expect(cartLineName(big!)).toBe('Coffee 1, 2 lb, pour-over');
    expect(unitPriceCents(big!)).toBe(4499);
    expect(lineTotalCents(big!)).toBe(8998);
    // The size is in the name: not repeated under it.
    expect(cartLineSize(big!)).toBeNull();
    expect(cartLineProblem(big!)).toBeNull();
  });

  it('when its variant is no longer sold, then it is named from its id, never priced, and blocks the order', () => {
    expect(cartLineName(retired!)).toBe('Coffee 2, 5 lb, espresso');
    expect(unitPriceCents(retired!)).toBeNull();
    expect(cartLineProblem(retired!)).toBe('retired');
    expect(subtotalCents([big!, retired!])).toBe(8998);
  });

  it('when an answer has no variant (before variants), then the product names and prices it', () => {
    expect(cartLineName(legacy!)).toBe('Coffee 3');
    expect(cartLineSize(legacy!)).toBe('12 oz');
    expect(unitPriceCents(legacy!)).toBe(900);
  });
});
