import { orderPaymentLabel } from '../index';

const paid = {
  status: 'paid' as const,
  provider: 'offline' as const,
  failureMessage: null,
  paidAt: '2026-11-27T10:05:00.000Z',
  refundedAt: null,
  refundedAmount: null,
};

describe('how an order was paid, as the confirmation and the staff detail say it', () => {
  it('when a card paid, then its brand and last four show as the provider reported them', () => {
    expect(
      orderPaymentLabel({
        paymentMethod: 'credit-card',
        payment: { ...paid, card: { brand: 'visa', last4: '4242' } },
      }),
    ).toBe('Visa ending 4242');
    expect(
      orderPaymentLabel({
        paymentMethod: 'credit-card',
        payment: { ...paid, card: { brand: 'amex', last4: '0005' } },
      }),
    ).toBe('American Express ending 0005');
    expect(
      orderPaymentLabel({
        paymentMethod: 'credit-card',
        payment: { ...paid, card: { brand: 'unknown', last4: '1111' } },
      }),
    ).toBe('Card ending 1111');
  });

  it('when no card is known (not paid yet, PayPal, an older answer), then the method shows', () => {
    expect(
      orderPaymentLabel({ paymentMethod: 'credit-card', payment: { ...paid, card: null } }),
    ).toBe('Credit Card');
    expect(orderPaymentLabel({ paymentMethod: 'credit-card', payment: paid })).toBe('Credit Card');
    expect(orderPaymentLabel({ paymentMethod: 'paypal', payment: { ...paid, card: null } })).toBe(
      'PayPal',
    );
  });
});
