import { paymentPageState, paymentTerms } from '../model/card-payment';
import { makeSetup } from '../../../test/fixtures';

describe('what the checkout tells the order’s payment page', () => {
  it('when a refusal comes with the payment’s terms, then the amount, method and hold are kept, never the clientSecret', () => {
    const setup = makeSetup({ amount: '41.07', expiresAt: '2026-11-22T12:20:00.000Z' });
    expect(paymentTerms(setup)).toEqual({
      amount: '41.07',
      paymentMethod: 'credit-card',
      expiresAt: '2026-11-22T12:20:00.000Z',
    });
    expect(
      paymentPageState({ failure: 'Your card was declined.', terms: paymentTerms(setup) }),
    ).toEqual({
      failure: 'Your card was declined.',
      terms: {
        amount: '41.07',
        paymentMethod: 'credit-card',
        expiresAt: '2026-11-22T12:20:00.000Z',
      },
    });
  });

  it('when the terms are not what a setup says (another page’s state, an old entry), then they are dropped and the refusal kept', () => {
    for (const terms of [
      { amount: 'lots', paymentMethod: 'credit-card' },
      { amount: '41.07', paymentMethod: 'cash' },
      { amount: '41.07', paymentMethod: 'paypal', expiresAt: 7 },
      'terms',
    ])
      expect(paymentPageState({ failure: 'Declined', terms })).toEqual({ failure: 'Declined' });
  });
});
