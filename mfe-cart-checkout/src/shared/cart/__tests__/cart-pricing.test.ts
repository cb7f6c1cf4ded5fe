import {
  cartSchema,
  formatCents,
  memberSubtotal,
  memberUnitCents,
  orderTotals,
  shippingMethods,
  type PricedLineInput,
} from '@coffee/contracts';
import { cartPricing, cartTotals } from '../model/cart-pricing';
import { cartLine, variantLine } from '../../../test/fixtures';

/** mulberry32: the same carts on every run, so a failure names a cart that can be replayed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/** A random cart as GET /api/cart answers it, and what each line should be priced from. */
function randomCart(rand: ReturnType<typeof seeded>) {
  const raw = [];
  const expected: PricedLineInput[] = [];
  const count = rand.int(1, 8);
  for (let n = 1; n <= count; n++) {
    const cents = rand.int(1, 50_000);
    const percent = rand.int(0, 15);
    const quantity = rand.int(1, 10);
    const kind = rand.int(0, 9);
    if (kind === 0) {
      // The product left the catalog: listed, never priced.
      raw.push(cartLine(n, quantity, null));
      continue;
    }
    if (kind <= 4) {
      const variant = { id: '2lb-pour-over', label: '2 lb, pour-over', price: formatCents(cents) };
      raw.push(variantLine(n, quantity, variant, undefined, { memberDiscountPercent: percent }));
    } else {
      raw.push(cartLine(n, quantity, formatCents(cents), { memberDiscountPercent: percent }));
    }
    expected.push({ listUnitCents: cents, memberDiscountPercent: percent, quantity });
  }
  return { lines: cartSchema.parse(raw), expected };
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

describe('cart pricing', () => {
  it('when 500 random carts are priced for members and non-members, then the totals are the contracts’ to the cent and add up', () => {
    const rand = seeded(30);
    // The carts must reach both sides of every branch, or the loop proves little.
    const seen = { memberSavings: 0, nonMemberOffers: 0, unpriced: 0 };
    for (let i = 0; i < 500; i++) {
      const { lines, expected } = randomCart(rand);
      const isMember = rand.int(0, 1) === 1;
      const method = shippingMethods[rand.int(0, shippingMethods.length - 1)]!;
      const pricing = cartPricing(lines, isMember);
      const totals = cartTotals(pricing, method);
      const contract = memberSubtotal(expected, isMember);
      const regularCents = sum(expected.map((l) => l.listUnitCents * l.quantity));
      const context = `cart ${i} (${isMember ? 'member' : 'non-member'}, ${method})`;

      // What the service charges: memberSubtotal at the membership, then orderTotals.
      expect([context, pricing.subtotalCents]).toEqual([context, contract.subtotalCents]);
      expect([context, totals]).toEqual([
        context,
        {
          ...orderTotals(contract.subtotalCents, method),
          memberSavingsCents: contract.memberSavingsCents,
          promotionLabel: null,
        },
      ]);
      expect(totals.totalCents).toBe(totals.subtotalCents + totals.shippingCents + totals.taxCents);

      // The subtotal is the regular prices less the savings, and the lines add up to both.
      expect(pricing.subtotalCents + pricing.memberSavingsCents).toBe(regularCents);
      const priced = [...pricing.lines.values()];
      expect(priced).toHaveLength(expected.length);
      expect(sum(priced.map((p) => p.totalCents))).toBe(pricing.subtotalCents);
      expect(sum(priced.map((p) => p.listTotalCents))).toBe(regularCents);
      expect(sum(priced.map((p) => p.listTotalCents - p.totalCents))).toBe(
        pricing.memberSavingsCents,
      );
      priced.forEach((p, k) => {
        const line = expected[k]!;
        expect(p.listUnitCents).toBe(line.listUnitCents);
        expect(p.unitCents).toBe(
          isMember
            ? memberUnitCents(line.listUnitCents, line.memberDiscountPercent)
            : p.listUnitCents,
        );
        expect(p.isMemberPrice).toBe(p.unitCents < p.listUnitCents);
      });

      // The teaser says what a member would save; a non-member saves nothing.
      expect(pricing.memberOfferCents).toBe(memberSubtotal(expected, true).memberSavingsCents);
      if (isMember) expect(pricing.memberSavingsCents).toBe(pricing.memberOfferCents);
      else expect(pricing.memberSavingsCents).toBe(0);

      if (isMember && pricing.memberSavingsCents > 0) seen.memberSavings++;
      if (!isMember && pricing.memberOfferCents > 0) seen.nonMemberOffers++;
      if (lines.length > expected.length) seen.unpriced++;
    }
    expect(seen.memberSavings).toBeGreaterThan(100);
    expect(seen.nonMemberOffers).toBeGreaterThan(100);
    expect(seen.unpriced).toBeGreaterThan(50);
  });

  it('when a member buys a discounted coffee, then the member price is rounded per unit before it is multiplied', () => {
    // 10% of 18.05 is 1.805, rounded half up to 1.81: 16.24 a bag, 48.72 for three.
    const lines = cartSchema.parse([cartLine(1, 3, '18.05', { memberDiscountPercent: 10 })]);
    const pricing = cartPricing(lines, true);
    expect(pricing.lines.get('line-1')).toEqual({
      unitCents: 1624,
      totalCents: 4872,
      listUnitCents: 1805,
      listTotalCents: 5415,
      isMemberPrice: true,
    });
    expect(pricing.subtotalCents).toBe(4872);
    expect(pricing.memberSavingsCents).toBe(543);
    // Tax is on the subtotal after the discount: 7% of 48.72 is 3.4104, so 3.41.
    expect(cartTotals(pricing, 'free')).toEqual({
      subtotalCents: 4872,
      discountCents: 0,
      promotionLabel: null,
      shippingCents: 0,
      taxCents: 341,
      totalCents: 5213,
      memberSavingsCents: 543,
    });
  });

  it('when a line has lost its product or its size, then it is not priced for anyone', () => {
    const lines = cartSchema.parse([
      cartLine(1, 1, '10.00', { memberDiscountPercent: 10 }),
      cartLine(2, 2, null),
      variantLine(3, 1, null, '5lb-espresso'),
    ]);
    const pricing = cartPricing(lines, true);
    expect([...pricing.lines.keys()]).toEqual(['line-1']);
    expect(pricing.subtotalCents).toBe(900);
    expect(pricing.memberSavingsCents).toBe(100);
  });
});
