import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberSubtotal, ORDER_PAYMENT_CONFIG_PATH, orderTotals } from '@coffee/contracts';
import { http, HttpResponse, type RequestHandler } from '@coffee/platform/testing';
import { cartLine, makeOrder, makePaymentConfig, makeSetup } from '../../../test/fixtures';
import { fillShipping, member, renderCheckout, tab } from './checkout-helpers';

// Stripe.js is a script from Stripe's servers and its elements live in Stripe's frames: the test
// stands in for both and checks what the checkout asks of them.
const stripeJs = { confirmPayment: jest.fn() };
const elements = { submit: jest.fn() };
const elementsOptions: unknown[] = [];

jest.mock('@stripe/stripe-js', () => ({
  loadStripe: jest.fn(() => Promise.resolve(stripeJs)),
}));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ options, children }: { options: unknown; children: ReactNode }) => {
    elementsOptions.push(options);
    return children;
  },
  PaymentElement: () => <div data-testid="stripe-payment-element" />,
  useStripe: () => stripeJs,
  useElements: () => elements,
}));

const STRIPE = makePaymentConfig({ provider: 'stripe', publishableKey: 'pk_test_123' });

function renderStripeCheckout(handlers: RequestHandler[] = []) {
  return renderCheckout({
    handlers: [
      ...handlers,
      http.get(ORDER_PAYMENT_CONFIG_PATH, () => HttpResponse.json(STRIPE)),
      http.post('/api/orders', () =>
        HttpResponse.json(makeOrder({ id: 'order-5' }), { status: 201 }),
      ),
      http.post('/api/orders/order-5/payment', () =>
        HttpResponse.json(
          makeSetup({
            orderId: 'order-5',
            provider: 'stripe',
            clientSecret: 'pi_5_secret_5',
            publishableKey: 'pk_test_123',
          }),
        ),
      ),
    ],
  });
}

type User = ReturnType<typeof userEvent.setup>;
async function toPayment(user: User) {
  await screen.findByRole('heading', { name: 'Shipping Information' });
  await fillShipping(user);
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await screen.findByTestId('stripe-payment-element');
}

describe('the card step with Stripe', () => {
  beforeEach(() => {
    stripeJs.confirmPayment.mockReset();
    elements.submit.mockReset();
    elementsOptions.length = 0;
    jest.requireMock<{ loadStripe: jest.Mock }>('@stripe/stripe-js').loadStripe.mockClear();
  });

  it('when Stripe takes the payments, then the Payment step shows its Payment Element in deferred-intent mode: the amount and currency, no clientSecret', async () => {
    const user = userEvent.setup();
    renderStripeCheckout();
    await toPayment(user);
    const { loadStripe } = jest.requireMock<{ loadStripe: jest.Mock }>('@stripe/stripe-js');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    // The default cart: 2 × $12.50, standard shipping $5.99, 7% tax $1.75.
    expect(elementsOptions.at(-1)).toEqual({ mode: 'payment', amount: 3274, currency: 'usd' });
    expect(JSON.stringify(elementsOptions)).not.toContain('clientSecret');
    expect(screen.queryByRole('form', { name: 'Card details' })).not.toBeInTheDocument();
  });

  it('when a Direct+ member pays by card, then the Payment Element is given the total the service charges: orderTotals of the member subtotal', async () => {
    const user = userEvent.setup();
    renderCheckout({
      user: member,
      cart: [cartLine(1, 3, '18.05', { memberDiscountPercent: 10 })],
      handlers: [http.get(ORDER_PAYMENT_CONFIG_PATH, () => HttpResponse.json(STRIPE))],
    });
    await toPayment(user);
    const { subtotalCents } = memberSubtotal(
      [{ listUnitCents: 1805, memberDiscountPercent: 10, quantity: 3 }],
      true,
    );
    // 3 × 16.24 = 48.72, free shipping, 7% tax 3.41: not the 57.94 of the regular prices.
    expect(orderTotals(subtotalCents, 'free').totalCents).toBe(5213);
    expect(elementsOptions.at(-1)).toEqual({ mode: 'payment', amount: 5213, currency: 'usd' });
  });

  it('when the element refuses the card, then the shopper stays on the Payment step with Stripe’s message', async () => {
    const user = userEvent.setup();
    elements.submit.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
    const { requests } = renderStripeCheckout();
    await toPayment(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(tab('Payment')).toHaveAttribute('aria-selected', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('when Place Order is pressed, then elements.submit() comes first, then the order, its payment, and confirmPayment with the same elements and the order’s clientSecret', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    elements.submit.mockImplementation(() => {
      calls.push('elements.submit');
      return Promise.resolve({ selectedPaymentMethod: 'card' });
    });
    // Stripe leaves for the return address on success: the promise never settles here.
    stripeJs.confirmPayment.mockImplementation(() => {
      calls.push('stripe.confirmPayment');
      return new Promise(() => undefined);
    });
    const { requests } = renderStripeCheckout([
      http.post('/api/orders', () => {
        calls.push('POST /api/orders');
        return HttpResponse.json(makeOrder({ id: 'order-5' }), { status: 201 });
      }),
    ]);
    await toPayment(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Review' }));
    await screen.findByRole('heading', { name: 'Review Your Order' });
    // The element stays mounted (hidden) for the confirmation.
    expect(screen.getByTestId('stripe-payment-element')).not.toBeVisible();
    calls.length = 0;

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(stripeJs.confirmPayment).toHaveBeenCalledTimes(1));
    const posted = requests
      .filter((r) => r.method === 'POST')
      .map((r) => r.path)
      .join(' ');
    expect(posted).toBe('/api/orders /api/orders/order-5/payment');
    expect(calls).toEqual(['elements.submit', 'POST /api/orders', 'stripe.confirmPayment']);
    expect(stripeJs.confirmPayment).toHaveBeenCalledWith({
      elements,
      clientSecret: 'pi_5_secret_5',
      confirmParams: {
        return_url: `${window.location.origin}/payment-confirmation/order?orderId=order-5&payment=submitted`,
      },
    });
    expect(screen.getByRole('button', { name: /Processing payment/ })).toBeDisabled();
  });

  it('when Stripe declines the card, then the order’s payment page says so and can pay the same order again', async () => {
    const user = userEvent.setup();
    elements.submit.mockResolvedValue({ selectedPaymentMethod: 'card' });
    stripeJs.confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const { requests } = renderStripeCheckout();
    await toPayment(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Review' }));
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Complete your payment' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed: Your card was declined.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST' && r.path === '/api/orders')).toHaveLength(1);
  });
});
