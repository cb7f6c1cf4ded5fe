import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@coffee/events';
import { makeUser, renderApp, type MockRoutes } from '@coffee/platform/testing';
import { CartWidget } from '../cart-widget';
import { cartLine, withUi } from '../../test/fixtures';

const customer = makeUser();
const member = makeUser({ username: 'member', isDirectPlus: true, directPlusExpiry: '2027-01-01T00:00:00.000Z' });

function renderWidget(options: { user?: typeof customer | null; cart?: unknown; routes?: MockRoutes } = {}) {
  const { user = customer, cart = [], routes = {} } = options;
  return renderApp(<CartWidget />, { user, wrap: withUi, routes: { 'GET /api/cart': { body: cart }, ...routes } });
}

const cartCalls = (fetchMock: { calls: { path: string }[] }) => fetchMock.calls.filter((c) => c.path === '/api/cart');

async function openByEvent() {
  act(() => emit('open-cart'));
  return screen.findByRole('dialog', { name: /Your Cart/ });
}

describe('cart button', () => {
  it('when signed in, then the badge shows the sum of quantities and the label says so', async () => {
    renderWidget({ cart: [cartLine(1, 2), cartLine(2, 3)] });
    expect(await screen.findByRole('button', { name: 'Cart, 5 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('5');
  });

  it('when more than 99 items, then the badge reads 99+ and the label keeps the real count', async () => {
    renderWidget({ cart: [cartLine(1, 60), cartLine(2, 40)] });
    expect(await screen.findByRole('button', { name: 'Cart, 100 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');
  });

  it('when exactly 99 items, then the badge reads 99', async () => {
    renderWidget({ cart: [cartLine(1, 99)] });
    await screen.findByRole('button', { name: 'Cart, 99 items' });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^99$/);
  });

  it('when signed out, then there is no badge and no cart call', async () => {
    const { fetchMock } = renderWidget({ user: null });
    await waitFor(() => expect(fetchMock.calls.some((c) => c.path === '/api/user')).toBe(true));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(cartCalls(fetchMock)).toHaveLength(0);
  });

  it('when GET /api/cart answers 401, then the cart is empty and no badge shows', async () => {
    const { fetchMock } = renderWidget({ routes: { 'GET /api/cart': { status: 401, body: { message: 'Not authenticated' } } } });
    await waitFor(() => expect(cartCalls(fetchMock)).toHaveLength(1));
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });
});

describe('cart drawer', () => {
  it('when the document-level open-cart event fires, then the drawer opens with the items', async () => {
    renderWidget({ cart: [cartLine(1, 2, '12.99'), cartLine(2, 1, 7)] });
    await screen.findByRole('button', { name: 'Cart, 3 items' });
    const drawer = await openByEvent();
    const items = within(drawer).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Coffee 1' })).toBeInTheDocument();
    expect(within(first).getByText('$12.99 each')).toBeInTheDocument();
    expect(within(first).getByText('Qty: 2')).toBeInTheDocument();
    expect(within(first).getByText('$25.98')).toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$32.98');
    expect(within(drawer).getByText('Shipping calculated at checkout')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(within(drawer).queryByRole('button', { name: /remove|\+|−|-/i })).not.toBeInTheDocument();
  });

  it('when the cart button is clicked, then the drawer opens and focus moves into it', async () => {
    renderWidget({ cart: [cartLine(1, 1)] });
    const button = await screen.findByRole('button', { name: 'Cart, 1 item' });
    await userEvent.click(button);
    expect(screen.getByRole('dialog', { name: /Your Cart/ })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close cart' })).toHaveFocus();
  });

  it('when clicking outside the drawer, then it closes', async () => {
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

  it('when the shopper is not a member, then a Direct+ promo links to /direct-plus; members do not see it', async () => {
    renderWidget({ cart: [cartLine(1, 1)] });
    await screen.findByRole('button', { name: 'Cart, 1 item' });
    const drawer = await openByEvent();
    expect(within(drawer).getByRole('link', { name: 'Join Direct+' })).toHaveAttribute('href', '/direct-plus');
  });

  it('when the shopper is a Direct+ member, then no promo shows', async () => {
    renderWidget({ user: member, cart: [cartLine(1, 1)] });
    await screen.findByRole('button', { name: 'Cart, 1 item' });
    const drawer = await openByEvent();
    expect(within(drawer).queryByRole('link', { name: 'Join Direct+' })).not.toBeInTheDocument();
  });

  it('when the cart is empty, then the empty state shows with no checkout button', async () => {
    const { fetchMock } = renderWidget({ cart: [] });
    await waitFor(() => expect(cartCalls(fetchMock)).toHaveLength(1));
    const drawer = await openByEvent();
    expect(within(drawer).getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Continue Shopping' })).toBeInTheDocument();
  });

  it('when signed out and opened, then the empty state offers Sign In', async () => {
    renderWidget({ user: null });
    const drawer = await openByEvent();
    expect(within(drawer).getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('when the cart call fails, then the drawer says Failed to fetch cart items and retries on demand', async () => {
    const { fetchMock } = renderWidget({ routes: { 'GET /api/cart': { status: 503, body: { message: 'Service unavailable' } } } });
    await waitFor(() => expect(cartCalls(fetchMock)).toHaveLength(1));
    const drawer = await openByEvent();
    expect(await within(drawer).findByText('Failed to fetch cart items')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    fetchMock.use({ 'GET /api/cart': { body: [cartLine(1, 4)] } });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Try again' }));
    expect(await within(drawer).findByText('Qty: 4')).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('4');
  });

  it('when another part of the page announces cart-changed, then the cart is fetched again', async () => {
    const { fetchMock } = renderWidget({ cart: [cartLine(1, 1)] });
    await screen.findByRole('button', { name: 'Cart, 1 item' });
    fetchMock.use({ 'GET /api/cart': { body: [cartLine(1, 3)] } });
    act(() => emit('cart-changed', undefined));
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });
});
