import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import {
  http,
  HttpResponse,
  makeUser,
  renderApp,
  type RequestHandler,
} from '@coffee/platform/testing';
import { ORDER_PAYMENT_CONFIG_PATH } from '@coffee/contracts';
import { CheckoutPage } from '..';
import {
  cartAnswer,
  cartLine,
  makeOrder,
  makePaymentConfig,
  makeSetup,
  withUi,
  type CartLine,
} from '../../../test/fixtures';

export const customer = makeUser();
export const member = makeUser({
  id: '64b7f0c2a1b2c3d4e5f60799',
  username: 'member',
  fullName: 'Morgan Member',
  isDirectPlus: true,
  directPlusExpiry: '2099-01-01T00:00:00.000Z',
});

function Landing() {
  const location = useLocation();
  return <h1>Landed on {`${location.pathname}${location.search}`}</h1>;
}

export function renderCheckout(
  options: { user?: typeof customer; cart?: CartLine[]; handlers?: RequestHandler[] } = {},
) {
  const { user = customer, cart = [cartLine(1, 2, '12.50')], handlers = [] } = options;
  return renderApp(<CheckoutPage />, {
    route: '/checkout',
    user,
    wrap: withUi,
    // The test's own answers come first: MSW uses the first handler that matches.
    handlers: [
      ...handlers,
      cartAnswer(cart),
      http.get(ORDER_PAYMENT_CONFIG_PATH, () => HttpResponse.json(makePaymentConfig())),
      http.post('/api/orders', () => HttpResponse.json(makeOrder(), { status: 201 })),
      http.post('/api/orders/:orderId/payment', ({ params }) =>
        HttpResponse.json(makeSetup({ orderId: String(params.orderId) })),
      ),
      http.post('/api/orders/:orderId/payment/card', () =>
        HttpResponse.json({ status: 'succeeded', message: null }),
      ),
    ],
    extraRoutes: <Route path="/payment-confirmation/order" element={<Landing />} />,
  });
}

type User = ReturnType<typeof userEvent.setup>;

export const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(name) });

export async function fillShipping(user: User, values: Partial<Record<string, string>> = {}) {
  const v = {
    'First Name': 'Casey',
    'Last Name': 'Customer',
    Address: '12 Roast Lane',
    City: 'Portland',
    State: 'OR',
    'ZIP Code': '97201',
    ...values,
  };
  for (const [label, value] of Object.entries(v)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    // Pasted, not typed key by key: the same change events, a fraction of the time.
    if (value) {
      await user.click(input);
      await user.paste(value);
    }
  }
}

/** The offline provider's card form at the Payment step, filled in (not yet sent anywhere). */
export async function giveCard(user: User, number = '4242 4242 4242 4242') {
  const form = within(await screen.findByRole('form', { name: 'Card details' }));
  await user.click(form.getByLabelText('Card number'));
  await user.paste(number);
  await user.click(form.getByLabelText('Expiry (MM / YY)'));
  await user.paste('12 / 34');
  await user.click(form.getByLabelText('CVC'));
  await user.paste('123');
}

/**
 * From a fresh page to the review step with a valid address and the default methods; with a
 * card (the default method) its number is given at the Payment step.
 */
export async function goToReview(user: User, card: string | null = '4242 4242 4242 4242') {
  await screen.findByRole('heading', { name: 'Shipping Information' });
  await fillShipping(user);
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  if (card) await giveCard(user, card);
  else await user.click(await screen.findByRole('radio', { name: /PayPal/ }));
  await user.click(await screen.findByRole('button', { name: 'Continue to Review' }));
  await screen.findByRole('heading', { name: 'Review Your Order' });
}

export const summary = () => within(screen.getByRole('complementary', { name: 'Order Summary' }));

/** Where a paid card lands: the confirmation, waiting for the provider's event. */
export const landedOnConfirmation = (orderId = 'order-1') =>
  screen.findByRole('heading', {
    name: `Landed on /payment-confirmation/order?orderId=${orderId}&payment=submitted`,
  });
