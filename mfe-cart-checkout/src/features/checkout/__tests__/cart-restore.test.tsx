import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, makeUser, renderApp } from '@coffee/platform/testing';
import { ORDER_PAYMENT_CONFIG_PATH } from '@coffee/contracts';
import { CheckoutPage } from '..';
import { cartAnswer, cartLine, failure, makePaymentConfig, withUi } from '../../../test/fixtures';

const LINK_EXPIRED =
  'This cart link has expired. The items may still be in your cart; if not, add them again.';

function renderRestore(answer: () => Response, cart = [cartLine(1, 2, '12.50')]) {
  return renderApp(<CheckoutPage />, {
    route: '/checkout?restore=tok.sig',
    user: makeUser(),
    wrap: withUi,
    handlers: [
      http.post('/api/cart/restore', answer),
      cartAnswer(cart),
      http.get(ORDER_PAYMENT_CONFIG_PATH, () => HttpResponse.json(makePaymentConfig())),
    ],
  });
}

describe('the abandoned-cart link (/checkout?restore=)', () => {
  it('when the link restores the cart, then it is posted once and the checkout opens on the cart', async () => {
    const { requests } = renderRestore(() => HttpResponse.json({ restored: 1, unavailable: [] }));
    expect(await screen.findByText('Your cart is back')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /Shipping/ })).toBeInTheDocument();
    const posts = requests.filter((r) => r.method === 'POST' && r.path === '/api/cart/restore');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ token: 'tok.sig' });
  });

  it('when some products are gone, then the toast names them', async () => {
    renderRestore(() => HttpResponse.json({ restored: 1, unavailable: ['Old Roast'] }));
    expect(await screen.findByText('Not available any more: Old Roast.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /Shipping/ })).toBeInTheDocument();
  });

  it('when the link has expired, then the service’s message shows with a way on', async () => {
    const user = userEvent.setup();
    renderRestore(() => failure(410, LINK_EXPIRED));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_EXPIRED);
    expect(
      screen.getByRole('heading', { name: 'We could not bring your cart back' }),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Go to checkout' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Shipping/ })).toBeInTheDocument());
  });
});
