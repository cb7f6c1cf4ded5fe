import { accountTabPath } from '../account-page';

describe('account page tabs', () => {
  it('when a part links to a tab, then the path opens the account page on that tab', () => {
    expect(accountTabPath('orders')).toBe('/account-page?tab=orders');
    expect(accountTabPath('payment-methods')).toBe('/account-page?tab=payment-methods');
    expect(accountTabPath('subscriptions')).toBe('/account-page?tab=subscriptions');
  });
});
