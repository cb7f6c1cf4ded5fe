import type { ReactNode } from 'react';
import { ORDER_PAYMENT_CONFIG_PATH } from '@coffee/contracts';
import { screen, within } from '@testing-library/react';
import { StandaloneRoutes } from '@coffee/platform/standalone';
import { http, HttpResponse, makeUser, renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { standalone } from '../standalone';
import { cartAnswer, cartLine, makePaidOrder, makePaymentConfig } from '../../test/fixtures';

const wrap = (children: ReactNode) => <UiProvider>{children}</UiProvider>;
// Paid: the confirmation confirms it.
const order = makePaidOrder();

/** Every page at the path the shell gives it, with the answers it needs, as a signed-in shopper. */
function renderAt(route: string) {
  return renderApp(<StandaloneRoutes {...standalone} />, {
    route,
    user: makeUser(),
    wrap,
    handlers: [
      cartAnswer([cartLine(1, 2)]),
      http.get(ORDER_PAYMENT_CONFIG_PATH, () => HttpResponse.json(makePaymentConfig())),
      http.get('/api/orders', () => HttpResponse.json([order])),
      http.get(`/api/orders/${order.id}`, () => HttpResponse.json(order)),
    ],
  });
}

describe('the standalone page of the cart and checkout remote', () => {
  it.each([
    ['/checkout', 'Checkout'],
    ['/payment-confirmation', 'Order Confirmed!'],
    [`/payment-confirmation/order?orderId=${order.id}`, 'Order Confirmed!'],
    ['/orders', 'Your Orders'],
    [`/orders/${order.id}`, `Order ${order.orderNumber}`],
  ])(
    'when %s is opened, then its page shows, marked as this remote and build',
    async (route, title) => {
      renderAt(route);

      const heading = await screen.findByRole('heading', { level: 1, name: title });
      const marker = heading.closest('[data-remote]');
      expect(marker).toHaveAttribute('data-remote', 'cart_checkout');
      expect(marker).toHaveAttribute('data-release', 'test@0.0.0');
    },
  );

  it('when /order-history is opened, then the widget shows the orders, marked as this remote', async () => {
    renderAt('/order-history');

    const card = await screen.findByRole('listitem', { name: `Order ${order.orderNumber}` });
    expect(card.closest('[data-remote]')).toHaveAttribute('data-remote', 'cart_checkout');
  });

  it('when any page is open, then the stand-in header carries the cart widget, marked', async () => {
    renderAt('/orders');

    const header = screen.getByRole('banner');
    const cart = await within(header).findByRole('button', { name: 'Cart, 2 items' });
    expect(cart.closest('[data-remote]')).toHaveAttribute('data-remote', 'cart_checkout');
  });

  it('when a path of another part of the shop is opened, then an index links this remote’s pages', async () => {
    renderAt('/');

    expect(screen.getByRole('heading', { name: 'Cart and checkout' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pages of the cart_checkout remote' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/checkout',
      '/payment-confirmation',
      '/orders',
      '/track-order',
      '/order-history',
      '/subscriptions',
    ]);
    // The header's cart answers before the test ends, so no request is left unanswered.
    await screen.findByRole('button', { name: 'Cart, 2 items' });
  });
});
