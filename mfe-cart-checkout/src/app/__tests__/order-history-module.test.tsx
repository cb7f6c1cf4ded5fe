import { screen } from '@testing-library/react';
import { HttpResponse, http, makeUser, renderApp } from '@coffee/platform/testing';
import orderHistory from '../order-history';
import { withUi } from '../../test/fixtures';

describe('cart_checkout/OrderHistory (the exposed module)', () => {
  it('when loaded by the shell, then the default export is the OrderHistory widget, marked as this remote', async () => {
    expect(orderHistory).toMatchObject({
      remote: 'cart_checkout',
      release: 'test@0.0.0',
      name: 'OrderHistory',
    });
    const { container } = renderApp(<orderHistory.component />, {
      wrap: withUi,
      user: makeUser(),
      handlers: [
        http.get('/api/orders', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(container.querySelector('[data-remote="cart_checkout"]')).toBeInTheDocument();
  });
});
