import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, makeUser, renderApp } from '@coffee/platform/testing';
import { CheckoutPage } from '..';
import { makeSetup, withUi } from '../../../test/fixtures';

// Stripe.js is a script from Stripe's servers: the test only sees that it is asked for, with
// the key the setup gave.
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => new Promise(() => undefined)) }));

describe('paying for a placed order through Stripe', () => {
  it.each(['credit-card', 'paypal'] as const)(
    'when the setup is Stripe’s (%s), then Stripe.js loads with its publishable key and no offline step shows',
    async (paymentMethod) => {
      const { loadStripe } = jest.requireMock<{ loadStripe: jest.Mock }>('@stripe/stripe-js');
      loadStripe.mockClear();
      renderApp(<CheckoutPage />, {
        route: '/checkout?orderId=order-1',
        user: makeUser(),
        wrap: withUi,
        handlers: [
          http.post('/api/orders/order-1/payment', () =>
            HttpResponse.json(
              makeSetup({
                provider: 'stripe',
                paymentMethod,
                clientSecret: 'pi_123_secret_456',
                publishableKey: 'pk_test_123',
              }),
            ),
          ),
        ],
      });
      expect(await screen.findByTestId('payment-amount')).toHaveTextContent('$90.52');
      await waitFor(() => expect(loadStripe).toHaveBeenCalledWith('pk_test_123'));
      expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Approve payment' })).not.toBeInTheDocument();
    },
  );
});
