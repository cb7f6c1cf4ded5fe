import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@coffee/platform/testing';
import { cartLine, failure, findToast } from '../../../test/fixtures';
import { renderWidget, cartCalls, openByEvent, cartServer } from './cart-helpers';

describe('cart drawer', () => {
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
    expect(toast.closest('[role="alert"]')).toHaveTextContent(
      '409: Only 2 of Coffee 1 left in stock',
    );
  });

  it('when a removal fails, then the toast says Failed to remove item and the line stays', async () => {
    renderWidget({
      cart: [cartLine(1, 2)],
      handlers: [http.delete('/api/cart/line-1', () => failure(503, 'Service unavailable'))],
    });
    await screen.findByRole('button', { name: 'Cart, 2 items' });
    const drawer = await openByEvent();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Coffee 1' }));
    const toast = await findToast('Failed to remove item');
    expect(toast.closest('[role="alert"]')).toHaveTextContent('503: Service unavailable');
    expect(within(drawer).getByRole('heading', { name: 'Coffee 1' })).toBeInTheDocument();
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
});
