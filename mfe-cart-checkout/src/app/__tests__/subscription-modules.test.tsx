import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { HttpResponse, http, makeUser, renderApp } from '@coffee/platform/testing';
import subscribeBox from '../subscribe-box';
import subscriptions from '../subscriptions';
import { withUi } from '../../test/fixtures';
import { PRODUCT_ID, productAnswer } from '../../test/subscription-fixtures';

describe('cart_checkout/SubscribeBox and cart_checkout/Subscriptions (the exposed modules)', () => {
  it('when the shell loads Subscriptions, then the default export is the widget, marked as this remote', async () => {
    expect(subscriptions).toMatchObject({
      remote: 'cart_checkout',
      release: 'test@0.0.0',
      name: 'Subscriptions',
    });
    const { container } = renderApp(<subscriptions.component />, {
      wrap: withUi,
      user: makeUser(),
      handlers: [
        http.get('/api/subscriptions', () => HttpResponse.json([])),
        http.get('/api/subscriptions/options', () => HttpResponse.json({}, { status: 503 })),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'You have no subscriptions yet' }),
    ).toBeInTheDocument();
    expect(container.querySelector('[data-remote="cart_checkout"]')).toBeInTheDocument();
  });

  it('when the shell loads SubscribeBox on a product page, then it reads the product from the URL', async () => {
    expect(subscribeBox).toMatchObject({ remote: 'cart_checkout', name: 'SubscribeBox' });
    // Inside the shop it sits in the product page, under the shell's `/product/:id` route.
    renderApp(
      <Routes>
        <Route path="/product/:id" element={<subscribeBox.component />} />
      </Routes>,
      {
        route: `/product/${PRODUCT_ID}`,
        wrap: withUi,
        user: null,
        handlers: [productAnswer()],
      },
    );
    expect(await screen.findByRole('link', { name: 'Sign in to subscribe' })).toBeInTheDocument();
  });
});
