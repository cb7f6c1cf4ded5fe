import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderTotals } from '@coffee/contracts';
import { formatMoney } from '../../../shared/money';
import { cartLine } from '../../../test/fixtures';
import { member, renderCheckout, summary } from './checkout-helpers';

const shown = (id: string) => summary().getByTestId(id).textContent;

describe('order summary', () => {
  it('when the cart holds lines, then items, subtotal, shipping, 7% estimated tax (half up) and total show', async () => {
    // 2 x 10.50 + 1 x 0.50 = 21.50; 7% is 1.505, rounded half up to 1.51.
    renderCheckout({ cart: [cartLine(1, 2, '10.50'), cartLine(2, 1, 0.5)] });
    await screen.findByRole('heading', { name: 'Order Summary' });
    const items = within(summary().getByRole('list', { name: 'Items in your order' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Coffee 1');
    expect(items[0]).toHaveTextContent('Qty 2 × $10.50');
    expect(items[0]).toHaveTextContent('$21.00');
    expect(summary().getByText('Estimated tax')).toBeInTheDocument();
    expect(shown('totals-subtotal')).toBe('$21.50');
    expect(shown('totals-shipping')).toBe('$5.99');
    expect(shown('totals-tax')).toBe('$1.51');
    expect(shown('totals-total')).toBe('$29.00');
    const totals = orderTotals(2150, 'standard');
    expect(shown('totals-total')).toBe(formatMoney(totals.totalCents));
  });

  it('when tax falls below half a cent, then it rounds down, with no float error', async () => {
    // 3 x 0.10 = 0.30 (0.30000000000000004 in float); 7% is 2.1 cents, so 2 cents.
    renderCheckout({ cart: [cartLine(1, 3, '0.10')] });
    await screen.findByRole('heading', { name: 'Order Summary' });
    expect(shown('totals-subtotal')).toBe('$0.30');
    expect(shown('totals-tax')).toBe('$0.02');
    expect(shown('totals-total')).toBe('$6.31');
  });

  it('when another shipping method is chosen, then shipping and total follow it', async () => {
    const user = userEvent.setup();
    renderCheckout({ cart: [cartLine(1, 1, '20.00')] });
    await user.click(await screen.findByRole('radio', { name: /Express Shipping/ }));
    expect(shown('totals-shipping')).toBe('$14.99');
    expect(shown('totals-tax')).toBe('$1.40');
    expect(shown('totals-total')).toBe('$36.39');
  });

  it('when a Direct+ member ships free, then shipping reads Free and adds nothing', async () => {
    renderCheckout({ user: member, cart: [cartLine(1, 1, '20.00')] });
    await screen.findByRole('heading', { name: 'Order Summary' });
    expect(shown('totals-shipping')).toBe('Free');
    expect(shown('totals-total')).toBe('$21.40');
  });
});
