import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@coffee/events';
import { http, server } from '@coffee/platform/testing';
import { cartAnswer, cartLine, failure } from '../../../test/fixtures';
import { member, renderWidget, cartCalls, openByEvent } from './cart-helpers';

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
    // The thumbnail's width, not the full picture.
    expect(first.querySelector('img')).toHaveAttribute(
      'src',
      '/api/products/images/coffee-1.svg?w=160',
    );
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
