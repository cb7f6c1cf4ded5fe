import {
  COFFEE_MEMBER_DISCOUNT_PERCENT,
  memberDiscountPercentFor,
  memberSubtotal,
  memberUnitCents,
} from '../member-prices';
import { orderTotals } from '../orders';

describe('member prices', () => {
  it.each([
    ['beans', 25, 10],
    ['ground-coffee', 0, 10],
    ['espresso', 15, 10],
    ['coffee-makers', 12, 12],
    ['accessories', 0, 0],
    ['accessories', 40, 15],
    ['gift-sets', -3, 0],
    ['cold-brew', 7.9, 7],
  ])(
    'when a %s product has the admin’s %s%%, then a member gets %s%%',
    (category, set, expected) => {
      expect(
        memberDiscountPercentFor({
          category,
          isDirectPlusEligible: true,
          memberDiscountPercent: set,
        }),
      ).toBe(expected);
    },
  );

  it('when a product is not Direct+ eligible, then no member discount, coffee included', () => {
    for (const category of ['beans', 'coffee-makers'])
      expect(
        memberDiscountPercentFor({
          category,
          isDirectPlusEligible: false,
          memberDiscountPercent: 15,
        }),
      ).toBe(0);
    expect(COFFEE_MEMBER_DISCOUNT_PERCENT).toBe(10);
  });

  it.each([
    [1899, 10, 1709], // 189.9 -> 190 off
    [1895, 10, 1705], // 189.5 -> 190 off (half up)
    [1894, 10, 1705], // 189.4 -> 189 off
    [14999, 15, 12749], // 2249.85 -> 2250 off
    [99, 15, 84], // 14.85 -> 15 off
    [1, 10, 1], // 0.1 -> nothing off
    [5000, 0, 5000],
  ])('when %s cents is %s%% off, then a member pays %s cents', (cents, percent, expected) => {
    expect(memberUnitCents(cents, percent)).toBe(expected);
  });

  it('when a cart is priced, then each unit is rounded before it is multiplied, the savings are the difference, and tax is on the discounted subtotal', () => {
    const lines = [
      { listUnitCents: 1895, memberDiscountPercent: 10, quantity: 3 },
      { listUnitCents: 14999, memberDiscountPercent: 15, quantity: 1 },
      { listUnitCents: 1249, memberDiscountPercent: 0, quantity: 2 },
    ];
    const member = memberSubtotal(lines, true);
    expect(member).toEqual({
      subtotalCents: 3 * 1705 + 12749 + 2 * 1249,
      memberSavingsCents: 3 * 190 + 2250,
    });
    expect(memberSubtotal(lines, false)).toEqual({
      subtotalCents: 3 * 1895 + 14999 + 2 * 1249,
      memberSavingsCents: 0,
    });
    expect(orderTotals(member.subtotalCents, 'standard').taxCents).toBe(
      Math.round(member.subtotalCents * 0.07),
    );
  });
});
