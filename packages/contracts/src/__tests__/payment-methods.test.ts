import {
  cardBrandName,
  forgetUserResultSchema,
  orderPageSchema,
  paymentMethodIdSchema,
  purchaseCheckSchema,
  savedPaymentMethodListSchema,
} from '../index';

describe('saved payment methods', () => {
  it('when a provider id is read from a path, then only letters, digits and underscores pass', () => {
    expect(paymentMethodIdSchema.safeParse('pm_1AbC').success).toBe(true);
    expect(paymentMethodIdSchema.safeParse('offpm_0123abcd').success).toBe(true);
    for (const bad of ['', '../x', 'pm 1', '{"$ne":1}', 'a'.repeat(101)])
      expect(paymentMethodIdSchema.safeParse(bad).success).toBe(false);
  });

  it('when a list comes back, then brand, last4, expiry and the default flag are required', () => {
    const card = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
    expect(savedPaymentMethodListSchema.safeParse([{ ...card, isDefault: true }]).success).toBe(
      true,
    );
    expect(savedPaymentMethodListSchema.safeParse([card]).success).toBe(false);
  });
});

describe('orders paging and internal answers', () => {
  it('when a page is read, then orders, total, page and pageSize are all there', () => {
    expect(orderPageSchema.safeParse({ orders: [], total: 0, page: 1, pageSize: 5 }).success).toBe(
      true,
    );
    expect(orderPageSchema.safeParse({ orders: [], total: 0, page: 0, pageSize: 5 }).success).toBe(
      false,
    );
  });

  it('when the internal answers are read, then their shapes hold', () => {
    // An answer from before variants reads as one that names none.
    expect(purchaseCheckSchema.parse({ purchased: false })).toEqual({
      purchased: false,
      variants: [],
    });
    expect(
      purchaseCheckSchema.parse({ purchased: true, variants: ['2 lb, pour-over'] }).variants,
    ).toEqual(['2 lb, pour-over']);
    expect(forgetUserResultSchema.safeParse({ forgotten: false }).success).toBe(false);
  });
});

describe('card brand names', () => {
  it('when a provider names a brand in lower case, then people read it as they write it', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('AMEX')).toBe('American Express');
    expect(cardBrandName('unionpay')).toBe('UnionPay');
  });

  it('when the brand is unknown to the provider or to us, then it reads Card', () => {
    expect(cardBrandName('unknown')).toBe('Card');
    expect(cardBrandName('')).toBe('Card');
    expect(cardBrandName('constructor')).toBe('Card');
  });
});
