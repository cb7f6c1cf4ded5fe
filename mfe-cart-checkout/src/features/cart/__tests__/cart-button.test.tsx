import { act, screen, waitFor } from '@testing-library/react';
import { sessionApi } from '@coffee/platform';
import { http, HttpResponse } from '@coffee/platform/testing';
import { cartLine, failure } from '../../../test/fixtures';
import { customer, renderWidget, cartCalls } from './cart-helpers';

describe('cart button', () => {
  it('when signed in, then the badge shows the sum of quantities and the label says so', async () => {
    renderWidget({ cart: [cartLine(1, 2), cartLine(2, 3)] });
    expect(await screen.findByRole('button', { name: 'Cart, 5 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('5');
  });

  it('when exactly 99 items, then the badge reads 99', async () => {
    renderWidget({ cart: [cartLine(1, 99)] });
    await screen.findByRole('button', { name: 'Cart, 99 items' });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^99$/);
  });

  it('when 100 items, then the badge reads 99+ and the label keeps the real count', async () => {
    renderWidget({ cart: [cartLine(1, 60), cartLine(2, 40)] });
    expect(await screen.findByRole('button', { name: 'Cart, 100 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^99\+$/);
  });

  it('when signed out, then there is no badge and no cart call', async () => {
    const { requests } = renderWidget({ user: null });
    await waitFor(() => expect(requests.some((c) => c.path === '/api/user')).toBe(true));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(cartCalls(requests)).toHaveLength(0);
  });

  it('when GET /api/cart answers 401, then the cart is empty and no badge shows', async () => {
    const { requests } = renderWidget({
      handlers: [http.get('/api/cart', () => failure(401, 'Not authenticated'))],
    });
    await waitFor(() => expect(cartCalls(requests)).toHaveLength(1));
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('when the shopper signs in, then the cart is fetched and the badge appears', async () => {
    let signedIn = false;
    const { requests, store } = renderWidget({
      user: null,
      cart: [cartLine(1, 4)],
      handlers: [
        http.get('/api/user', () =>
          signedIn ? HttpResponse.json(customer) : failure(401, 'Not authenticated'),
        ),
        http.post('/api/login', () => {
          signedIn = true;
          return HttpResponse.json(customer);
        }),
      ],
    });
    await screen.findByRole('button', { name: 'Cart, 0 items' });
    expect(cartCalls(requests)).toHaveLength(0);
    await act(() =>
      store.dispatch(
        sessionApi.endpoints.login.initiate({
          username: 'customer',
          password: 'Coffee123!',
          rememberMe: false,
        }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Cart, 4 items' })).toBeInTheDocument();
  });
});
