import { screen } from '@testing-library/react';
import { makeUser, renderApp } from '@coffee/platform/testing';
import cartWidget from '../cart-widget';
import { cartAnswer, cartLine, withUi } from '../../test/fixtures';

describe('the exposed cart widget module', () => {
  it('when the shell mounts its default export, then the cart button shows, marked as this remote and build', async () => {
    expect(cartWidget).toMatchObject({ remote: 'cart_checkout', name: 'CartWidget' });
    const CartWidget = cartWidget.component;
    renderApp(<CartWidget />, {
      user: makeUser(),
      wrap: withUi,
      handlers: [cartAnswer([cartLine(1, 2)])],
    });

    const button = await screen.findByRole('button', { name: 'Cart, 2 items' });
    const marker = button.closest('[data-remote]');
    expect(marker).toHaveAttribute('data-remote', 'cart_checkout');
    expect(marker).toHaveAttribute('data-release', 'test@0.0.0');
  });
});
