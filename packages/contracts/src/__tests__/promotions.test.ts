import { z } from 'zod/mini';
import { memberUnitCents } from '../member-prices';
import { orderTotals, SHIPPING_METHODS } from '../orders';
import {
  applyPromotionCodeSchema,
  choosePromotion,
  codeShortfall,
  PROMOTION_FIELD_MESSAGES,
  PROMOTION_MESSAGES,
  promotionDiscount,
  promotionInputSchema,
  type PromotionLine,
  type PromotionOffer,
  type PromotionRule,
} from '../promotions';

const line = (overrides: Partial<PromotionLine> = {}): PromotionLine => ({
  productId: 'p1',
  variantId: null,
  category: 'beans',
  unitCents: 1000,
  quantity: 1,
  ...overrides,
});
const rule = (overrides: Partial<PromotionRule> = {}): PromotionRule => ({
  kind: 'percent',
  percentOff: 10,
  amountOffCents: null,
  scope: { categories: [], productIds: [], variantIds: [] },
  minSubtotalCents: 0,
  ...overrides,
});
const offer = (overrides: Partial<PromotionOffer> = {}): PromotionOffer => ({
  id: 'o1',
  code: 'SAVE10',
  name: 'Save 10',
  kind: 'percent',
  percentOff: 10,
  amountOff: null,
  scope: { categories: [], productIds: [], variantIds: [] },
  minSubtotal: '0.00',
  membersOnly: false,
  ...overrides,
});

/** A small deterministic generator (mulberry32): the same carts on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
}

describe('promotions: what an offer takes off', () => {
  it('when a percentage applies, then it is rounded half up on the lines in scope together', () => {
    // 3 x 3.35 = 10.05; 15% = 1.5075 -> 1.51.
    const discount = promotionDiscount(
      [line({ unitCents: 335, quantity: 3 })],
      rule({ percentOff: 15 }),
    );
    expect(discount.discountCents).toBe(151);
  });

  it('when a fixed amount is more than the lines in scope cost, then it takes only what they cost', () => {
    const lines = [
      line({ unitCents: 1200 }),
      line({ productId: 'p2', category: 'accessories', unitCents: 900 }),
    ];
    const discount = promotionDiscount(
      lines,
      rule({
        kind: 'fixed',
        percentOff: null,
        amountOffCents: 5000,
        scope: { categories: ['accessories'], productIds: [], variantIds: [] },
      }),
    );
    expect(discount).toMatchObject({ eligibleSubtotalCents: 900, discountCents: 900 });
    expect(discount.lineDiscountCents).toEqual([0, 900]);
  });

  it('when the scope names a product or a variant, then a line matching either is in', () => {
    const lines = [
      line({ productId: 'a', unitCents: 1000 }),
      line({ productId: 'b', variantId: '2lb-whole', unitCents: 2000 }),
      line({ productId: 'c', unitCents: 4000 }),
    ];
    const discount = promotionDiscount(
      lines,
      rule({
        percentOff: 50,
        scope: { categories: [], productIds: ['a'], variantIds: ['2lb-whole'] },
      }),
    );
    expect(discount.lineDiscountCents).toEqual([500, 1000, 0]);
  });

  it('when the lines in scope are under the minimum, then nothing comes off and the shortfall says how much to spend', () => {
    const lines = [line({ unitCents: 2499 })];
    const min = offer({ minSubtotal: '25.00' });
    expect(promotionDiscount(lines, rule({ minSubtotalCents: 2500 }))).toMatchObject({
      meetsMinimum: false,
      discountCents: 0,
    });
    expect(codeShortfall(lines, min)).toBe('Spend $25.00 on eligible items to use SAVE10');
    expect(
      codeShortfall(
        lines,
        offer({ scope: { categories: ['accessories'], productIds: [], variantIds: [] } }),
      ),
    ).toBe(PROMOTION_MESSAGES.notApplicable);
    expect(codeShortfall([line({ unitCents: 2500 })], min)).toBeNull();
  });

  it('when free shipping applies, then standard shipping costs nothing and express stays paid', () => {
    const discount = promotionDiscount([line()], rule({ kind: 'free-shipping', percentOff: null }));
    expect(discount).toMatchObject({ freeShipping: true, discountCents: 0 });
    expect(orderTotals(1000, 'standard', discount).shippingCents).toBe(0);
    expect(orderTotals(1000, 'express', discount).shippingCents).toBe(
      SHIPPING_METHODS.express.priceCents,
    );
  });

  it('over 500 random carts: the lines’ shares add up to the discount, never exceed a line, and tax is on what is left after member price then promotion', () => {
    const int = random(30);
    for (let n = 0; n < 500; n += 1) {
      const lines = Array.from({ length: int(1, 6) }, (_, i) =>
        line({
          productId: `p${i}`,
          category: i % 2 ? 'accessories' : 'beans',
          // Member prices first: 10% off the regular price, rounded per unit.
          unitCents: memberUnitCents(int(99, 50_000), int(0, 1) * 10),
          quantity: int(1, 5),
        }),
      );
      const kind = (['percent', 'fixed'] as const)[int(0, 1)]!;
      const r = rule({
        kind,
        percentOff: kind === 'percent' ? int(1, 100) : null,
        amountOffCents: kind === 'fixed' ? int(1, 100_000) : null,
        scope: { categories: int(0, 1) ? ['beans'] : [], productIds: [], variantIds: [] },
      });
      const discount = promotionDiscount(lines, r);
      expect(discount.lineDiscountCents.reduce((a, b) => a + b, 0)).toBe(discount.discountCents);
      lines.forEach((l, i) => {
        expect(discount.lineDiscountCents[i]).toBeGreaterThanOrEqual(0);
        expect(discount.lineDiscountCents[i]).toBeLessThanOrEqual(l.unitCents * l.quantity);
      });
      const subtotal = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
      const totals = orderTotals(subtotal, 'standard', discount);
      expect(totals.taxCents).toBe(Math.round(((subtotal - discount.discountCents) * 7) / 100));
      expect(totals.totalCents).toBe(
        subtotal - discount.discountCents + totals.shippingCents + totals.taxCents,
      );
    }
  });
});

describe('promotions: which offer a cart gets', () => {
  it('when the cart meets the code, then the code applies, even over a bigger automatic offer', () => {
    const auto = offer({ id: 'a', code: null, percentOff: 30 });
    const chosen = choosePromotion([line()], offer(), [auto], 599);
    expect(chosen?.offer.id).toBe('o1');
  });

  it('when the code is under its minimum, then the automatic offer worth most applies (free shipping counts what standard costs)', () => {
    const code = offer({ minSubtotal: '100.00' });
    const tenPercent = offer({ id: 'ten', code: null, percentOff: 10 });
    const shipping = offer({ id: 'ship', code: null, kind: 'free-shipping', percentOff: null });
    // 10% of $20.00 is $2.00; free standard shipping is worth $5.99.
    expect(
      choosePromotion([line({ unitCents: 2000 })], code, [tenPercent, shipping], 599)?.offer.id,
    ).toBe('ship');
    // Express chosen: free standard shipping is worth nothing to this order.
    expect(
      choosePromotion([line({ unitCents: 2000 })], code, [tenPercent, shipping], 0)?.offer.id,
    ).toBe('ten');
    expect(choosePromotion([line()], null, [], 599)).toBeNull();
  });
});

describe('promotions: the admin’s input', () => {
  const parse = (input: unknown) => z.safeParse(promotionInputSchema, input);

  it('when a code is typed in any case, then it is kept upper case; automatic promotions have none', () => {
    const parsed = parse({ name: 'Fall', code: ' fall-10 ', kind: 'percent', percentOff: 10 });
    expect(parsed.success && parsed.data.code).toBe('FALL-10');
    expect(z.parse(applyPromotionCodeSchema, { code: ' fall-10 ' }).code).toBe('FALL-10');
    const auto = parse({ name: 'Auto', kind: 'free-shipping' });
    expect(auto.success && auto.data).toMatchObject({
      code: null,
      minSubtotal: 0,
      membersOnly: false,
    });
  });

  it.each([
    [{ name: 'X', kind: 'percent' }, PROMOTION_FIELD_MESSAGES.percent],
    [{ name: 'X', kind: 'percent', percentOff: 101 }, PROMOTION_FIELD_MESSAGES.percent],
    [{ name: 'X', kind: 'fixed' }, PROMOTION_FIELD_MESSAGES.amount],
    [{ name: '', kind: 'free-shipping' }, PROMOTION_FIELD_MESSAGES.name],
    [
      {
        name: 'X',
        kind: 'free-shipping',
        startsAt: '2026-12-02T00:00:00Z',
        endsAt: '2026-12-01T00:00:00Z',
      },
      PROMOTION_FIELD_MESSAGES.dates,
    ],
    [{ name: 'X', kind: 'free-shipping', code: 'no spaces' }, 'A code is 3 to 32 letters'],
    [{ name: 'X', kind: 'free-shipping', maxUses: 0 }, 'must be at least 1'],
  ])('when the input is %j, then it is refused with "%s"', (input, message) => {
    const parsed = parse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message).join(' | ')).toContain(message);
  });
});
