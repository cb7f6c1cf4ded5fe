import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@coffee/events';
import { sessionApi } from '@coffee/platform';
import {
  http,
  HttpResponse,
  makeUser,
  renderApp,
  server,
  type RecordedRequest,
  type RequestHandler,
} from '@coffee/platform/testing';
import { CartWidget } from '../cart-widget';
import {
  cartAnswer,
  cartLine,
  failure,
  findToast,
  withUi,
  type CartLine,
} from '../../test/fixtures';

const customer = makeUser();
const member = makeUser({
  username: 'member',
  isDirectPlus: true,
  directPlusExpiry: '2027-01-01T00:00:00.000Z',
});

function renderWidget(
  options: { user?: typeof customer | null; cart?: CartLine[]; handlers?: RequestHandler[] } = {},
) {
  const { user = customer, cart = [], handlers = [] } = options;
  return renderApp(<CartWidget />, {
    user,
    wrap: withUi,
    // The test's own answers come first: MSW uses the first handler that matches.
    handlers: [...handlers, cartAnswer(cart)],
  });
}

const cartCalls = (requests: readonly RecordedRequest[]) =>
  requests.filter((c) => c.method === 'GET' && c.path === '/api/cart');

async function openByEvent() {
  act(() => emit('open-cart'));
  return screen.findByRole('dialog', { name: /Your Cart/ });
}

/** A cart held by the mock server: PUT and DELETE change it, GET reads it, as the service does. */
function cartServer(initial: CartLine[]) {
  let lines = initial;
  return [
    http.get('/api/cart', () => HttpResponse.json(lines)),
    http.put('/api/cart/line-1', async ({ request }) => {
      const { quantity } = (await request.json()) as { quantity: number };
      lines = lines.map((l) => (l.id === 'line-1' ? { ...l, quantity } : l));
      return HttpResponse.json(lines.find((l) => l.id === 'line-1'));
    }),
    http.delete('/api/cart/line-1', () => {
      lines = lines.filter((l) => l.id !== 'line-1');
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

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

describe('cart drawer', () => {
  it('when the document-level open-cart event fires, then the drawer opens with every part the spec lists', async () => {
    renderWidget({ cart: [cartLine(1, 2, '12.99'), cartLine(2, 1, 7)] });
    await screen.findByRole('button', { name: 'Cart, 3 items' });
    const drawer = await openByEvent();
    const items = within(
      within(drawer).getByRole('list', { name: 'Items in your cart' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Coffee 1' })).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/api/products/images/coffee-1.svg');
    expect(within(first).getByText('12 oz')).toBeInTheDocument();
    expect(within(first).getByText('$12.99 each')).toBeInTheDocument();
    expect(within(first).getByRole('status', { name: 'Quantity of Coffee 1' })).toHaveTextContent(
      '2',
    );
    expect(within(first).getByText('$25.98')).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Decrease quantity of Coffee 1' }),
    ).toBeEnabled();
    expect(
      within(first).getByRole('button', { name: 'Increase quantity of Coffee 1' }),
    ).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Remove Coffee 1' })).toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$32.98');
    expect(within(drawer).getByText('Shipping calculated at checkout')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Join Direct+' })).toHaveAttribute(
      'href',
      '/direct-plus',
    );
    expect(within(drawer).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(within(drawer).getByRole('button', { name: 'Continue Shopping' })).toBeInTheDocument();
  });

  it('when a line holds 1, then its minus is disabled; at the line maximum its plus is disabled', async () => {
    renderWidget({ cart: [cartLine(1, 1), cartLine(2, 99)] });
    await screen.findByRole('button', { name: 'Cart, 100 items' });
    const drawer = await openByEvent();
    expect(
      within(drawer).getByRole('button', { name: 'Decrease quantity of Coffee 1' }),
    ).toBeDisabled();
    expect(
      within(drawer).getByRole('button', { name: 'Increase quantity of Coffee 1' }),
    ).toBeEnabled();
    expect(
      within(drawer).getByRole('button', { name: 'Decrease quantity of Coffee 2' }),
    ).toBeEnabled();
    expect(
      within(drawer).getByRole('button', { name: 'Increase quantity of Coffee 2' }),
    ).toBeDisabled();
  });

  it('when plus and then minus are pressed, then PUT /api/cart/{id} sends the new quantity and the cart refreshes', async () => {
    const { requests } = renderWidget({ handlers: cartServer([cartLine(1, 1, '4.00')]) });
    await screen.findByRole('button', { name: 'Cart, 1 item' });
    const drawer = await openByEvent();
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Increase quantity of Coffee 1' }),
    );
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$8.00');
    await waitFor(() =>
      expect(
        within(drawer).getByRole('button', { name: 'Decrease quantity of Coffee 1' }),
      ).not.toHaveAttribute('aria-disabled'),
    );
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Decrease quantity of Coffee 1' }),
    );
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    const puts = requests.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.body)).toEqual([{ quantity: 2 }, { quantity: 1 }]);
    expect(cartCalls(requests)).toHaveLength(3);
  });

  it('when Remove is pressed, then DELETE is sent, the line goes, the toast says so and focus stays in the drawer', async () => {
    const { requests } = renderWidget({ handlers: cartServer([cartLine(1, 2), cartLine(2, 1)]) });
    await screen.findByRole('button', { name: 'Cart, 3 items' });
    const drawer = await openByEvent();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Coffee 1' }));
    expect(await findToast('Item removed from cart')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(drawer).queryByRole('heading', { name: 'Coffee 1' })).not.toBeInTheDocument(),
    );
    expect(requests.some((c) => c.method === 'DELETE' && c.path === '/api/cart/line-1')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  });

  it('when an update fails, then the toast says Failed to update item with the reason', async () => {
    renderWidget({
      cart: [cartLine(1, 2)],
      handlers: [
        http.put('/api/cart/line-1', () => failure(409, 'Only 2 of Coffee 1 left in stock')),
      ],
    });
    await screen.findByRole('button', { name: 'Cart, 2 items' });
    const drawer = await openByEvent();
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Increase quantity of Coffee 1' }),
    );
    const toast = await findToast('Failed to update item');
    expect(toast.closest('[role="alert"]')).toHaveTextContent('Only 2 of Coffee 1 left in stock');
  });

  it('when a removal fails, then the toast says Failed to remove item and the line stays', async () => {
    renderWidget({
      cart: [cartLine(1, 2)],
      handlers: [http.delete('/api/cart/line-1', () => failure(503, 'Service unavailable'))],
    });
    await screen.findByRole('button', { name: 'Cart, 2 items' });
    const drawer = await openByEvent();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Coffee 1' }));
    expect(await findToast('Failed to remove item')).toBeInTheDocument();
    expect(within(drawer).getByRole('heading', { name: 'Coffee 1' })).toBeInTheDocument();
  });

  it('when the cart button is clicked, then the drawer opens and focus moves into it', async () => {
    renderWidget({ cart: [cartLine(1, 1)] });
    const button = await screen.findByRole('button', { name: 'Cart, 1 item' });
    await userEvent.click(button);
    expect(screen.getByRole('dialog', { name: /Your Cart/ })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close cart' })).toHaveFocus();
  });

  it('when clicking outside the drawer, then it closes; a click inside keeps it open', async () => {
    renderWidget({ cart: [cartLine(1, 1)] });
    await screen.findByRole('button', { name: 'Cart, 1 item' });
    const drawer = await openByEvent();
    fireEvent.mouseDown(drawer);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('cart-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when Escape is pressed, then it closes and focus returns to the cart button', async () => {
    renderWidget({ cart: [cartLine(1, 1)] });
    const button = await screen.findByRole('button', { name: 'Cart, 1 item' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('when the close button or Continue Shopping is clicked, then it closes', async () => {
    renderWidget({ cart: [cartLine(1, 1)] });
    await screen.findByRole('button', { name: 'Cart, 1 item' });
    await openByEvent();
    await userEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openByEvent();
    await userEvent.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the shopper is a Direct+ member, then no promo shows', async () => {
    renderWidget({ user: member, cart: [cartLine(1, 1)] });
    await screen.findByRole('button', { name: 'Cart, 1 item' });
    const drawer = await openByEvent();
    expect(within(drawer).queryByRole('link', { name: 'Join Direct+' })).not.toBeInTheDocument();
  });

  it('when the cart is empty, then the empty state shows with no checkout button', async () => {
    const { requests } = renderWidget({ cart: [] });
    await waitFor(() => expect(cartCalls(requests)).toHaveLength(1));
    const drawer = await openByEvent();
    expect(within(drawer).getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(
      within(drawer).queryByRole('link', { name: 'Proceed to Checkout' }),
    ).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Continue Shopping' })).toBeInTheDocument();
  });

  it('when signed out and opened (a signed-out add attempt), then the drawer asks to sign in', async () => {
    renderWidget({ user: null });
    const drawer = await openByEvent();
    expect(
      await within(drawer).findByRole('heading', { name: 'Sign in to use your cart' }),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(
      within(drawer).queryByRole('link', { name: 'Proceed to Checkout' }),
    ).not.toBeInTheDocument();
  });

  it('when a product has left the catalog, then its line shows it is unavailable, can be removed, and adds nothing', async () => {
    renderWidget({ cart: [cartLine(1, 2, '5.00'), cartLine(2, 1, null)] });
    await screen.findByRole('button', { name: 'Cart, 3 items' });
    const drawer = await openByEvent();
    expect(
      within(drawer).getByRole('heading', { name: 'Item no longer available' }),
    ).toBeInTheDocument();
    expect(
      within(drawer).getByRole('button', { name: 'Remove Item no longer available' }),
    ).toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$10.00');
  });

  it('when the cart call fails, then the drawer says Failed to fetch cart items and retries on demand', async () => {
    const { requests } = renderWidget({
      handlers: [http.get('/api/cart', () => failure(503, 'Service unavailable'))],
    });
    await waitFor(() => expect(cartCalls(requests)).toHaveLength(1));
    const drawer = await openByEvent();
    expect(await within(drawer).findByText('Failed to fetch cart items')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    server.use(cartAnswer([cartLine(1, 4)]));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Try again' }));
    expect(
      await within(drawer).findByRole('status', { name: 'Quantity of Coffee 1' }),
    ).toHaveTextContent('4');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('4');
  });

  it('when another part of the page announces cart-changed, then the cart is fetched again', async () => {
    renderWidget({ cart: [cartLine(1, 1)] });
    await screen.findByRole('button', { name: 'Cart, 1 item' });
    server.use(cartAnswer([cartLine(1, 3)]));
    act(() => emit('cart-changed', undefined));
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });
});
