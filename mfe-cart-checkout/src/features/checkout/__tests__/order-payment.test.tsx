import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import {
  ORDER_EXPIRED_MESSAGE,
  PAYPAL_NOT_APPROVED_MESSAGE,
  type OfflinePaymentResult,
} from '@coffee/contracts';
import {
  http,
  HttpResponse,
  makeUser,
  renderApp,
  type RecordedRequest,
  type RequestHandler,
} from '@coffee/platform/testing';
import { CheckoutPage } from '..';
import { failure, makeSetup, withUi } from '../../../test/fixtures';

function Landing() {
  const location = useLocation();
  return <h1>Landed on {`${location.pathname}${location.search}`}</h1>;
}

const result = (status: OfflinePaymentResult['status'], message: string | null = null) =>
  HttpResponse.json({ status, message } satisfies OfflinePaymentResult);

function renderPayment(handlers: RequestHandler[]) {
  return renderApp(<CheckoutPage />, {
    route: '/checkout?orderId=order-1',
    user: makeUser(),
    wrap: withUi,
    handlers,
    extraRoutes: <Route path="/payment-confirmation/order" element={<Landing />} />,
  });
}

const posts = (requests: readonly RecordedRequest[], path: string) =>
  requests.filter((r) => r.method === 'POST' && r.path === path);

type User = ReturnType<typeof userEvent.setup>;
async function payWithCard(user: User, number: string) {
  await screen.findByRole('heading', { name: 'Complete your payment' });
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '12 / 34');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay $90.52' }));
}

const LANDED = 'Landed on /payment-confirmation/order?orderId=order-1&payment=submitted';

describe('paying for a placed order', () => {
  it('when the offline card pays, then the card goes to the order’s card endpoint and the confirmation waits for the provider', async () => {
    const user = userEvent.setup();
    const { requests } = renderPayment([
      http.post('/api/orders/order-1/payment', () => HttpResponse.json(makeSetup())),
      http.post('/api/orders/order-1/payment/card', () => result('succeeded')),
    ]);
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent('$90.52');
    expect(screen.getByText('Test mode: no real card is charged')).toBeInTheDocument();
    await payWithCard(user, '4242 4242 4242 4242');
    expect(await screen.findByRole('heading', { name: LANDED })).toBeInTheDocument();
    const [card] = posts(requests, '/api/orders/order-1/payment/card');
    expect(card?.body).toEqual({
      clientSecret: 'pi_offline_secret_1',
      card: { number: '4242424242424242', expiry: '12 / 34', cvc: '123' },
    });
    expect(posts(requests, '/api/orders')).toHaveLength(0);
  });

  it('when the card is declined, then the provider’s message shows, and Try again starts the payment again for the same order', async () => {
    const user = userEvent.setup();
    const { requests } = renderPayment([
      http.post('/api/orders/order-1/payment', () => HttpResponse.json(makeSetup())),
      http.post('/api/orders/order-1/payment/card', () =>
        result('failed', 'Your card was declined.'),
      ),
    ]);
    await payWithCard(user, '4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed: Your card was declined.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay $90.52' })).toBeInTheDocument();
    // The pressed button went with the failure: focus is on the new form's heading, not lost.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Complete your payment' })).toHaveFocus(),
    );
    expect(posts(requests, '/api/orders/order-1/payment')).toHaveLength(2);
    expect(posts(requests, '/api/orders')).toHaveLength(0);
  });

  it('when a try is refused on this page, then the amount and the time the items are held stay beside the refusal', async () => {
    const user = userEvent.setup();
    const expiresAt = new Date(Date.now() + 12.5 * 60_000).toISOString();
    renderPayment([
      http.post('/api/orders/order-1/payment', () => HttpResponse.json(makeSetup({ expiresAt }))),
      http.post('/api/orders/order-1/payment/card', () =>
        result('failed', 'Your card has insufficient funds.'),
      ),
    ]);
    await payWithCard(user, '4000 0000 0000 9995');
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(await payment.findByRole('alert')).toHaveTextContent(
      'Payment failed: Your card has insufficient funds.',
    );
    expect(payment.getByTestId('payment-amount')).toHaveTextContent('$90.52');
    expect(payment.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(
      screen.getByText(/Your items are held for you: 12 minutes left to pay\./),
    ).toBeInTheDocument();
  });

  it('when PayPal is cancelled, then its amount stays in view with the refusal', async () => {
    const user = userEvent.setup();
    renderPayment([
      http.post('/api/orders/order-1/payment', () =>
        HttpResponse.json(makeSetup({ paymentMethod: 'paypal', amount: '12.34' })),
      ),
      http.post('/api/orders/order-1/payment/paypal', () =>
        result('failed', PAYPAL_NOT_APPROVED_MESSAGE),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(await payment.findByRole('alert')).toHaveTextContent(PAYPAL_NOT_APPROVED_MESSAGE);
    expect(payment.getByText('PayPal: amount to pay')).toBeInTheDocument();
    expect(payment.getByTestId('payment-amount')).toHaveTextContent('$12.34');
  });

  it('when the card asks for authentication, then completing the step pays', async () => {
    const user = userEvent.setup();
    const { requests } = renderPayment([
      http.post('/api/orders/order-1/payment', () => HttpResponse.json(makeSetup())),
      http.post('/api/orders/order-1/payment/card', () => result('requires_action')),
      http.post('/api/orders/order-1/payment/authenticate', () => result('succeeded')),
    ]);
    await payWithCard(user, '4000 0027 6000 3184');
    const dialog = await screen.findByRole('dialog', { name: 'Authenticate this payment' });
    expect(dialog).toHaveTextContent('payment of $90.52');
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByRole('heading', { name: LANDED })).toBeInTheDocument();
    expect(posts(requests, '/api/orders/order-1/payment/authenticate')[0]?.body).toEqual({
      clientSecret: 'pi_offline_secret_1',
      approve: true,
    });
  });

  it('when PayPal is approved, then the approval goes to the provider and the confirmation opens', async () => {
    const user = userEvent.setup();
    const { requests } = renderPayment([
      http.post('/api/orders/order-1/payment', () =>
        HttpResponse.json(makeSetup({ paymentMethod: 'paypal' })),
      ),
      http.post('/api/orders/order-1/payment/paypal', () => result('succeeded')),
    ]);
    const approval = await screen.findByRole('group', { name: 'PayPal approval' });
    expect(approval).toHaveTextContent('Approve the PayPal payment of $90.52 to Brew Haven.');
    await user.click(screen.getByRole('button', { name: 'Approve payment' }));
    expect(await screen.findByRole('heading', { name: LANDED })).toBeInTheDocument();
    expect(posts(requests, '/api/orders/order-1/payment/paypal')[0]?.body).toEqual({
      clientSecret: 'pi_offline_secret_1',
      approve: true,
    });
  });

  it('when PayPal is cancelled, then the refusal shows and Try again asks for the same order’s payment again', async () => {
    const user = userEvent.setup();
    const { requests } = renderPayment([
      http.post('/api/orders/order-1/payment', () =>
        HttpResponse.json(makeSetup({ paymentMethod: 'paypal' })),
      ),
      http.post('/api/orders/order-1/payment/paypal', () =>
        result('failed', PAYPAL_NOT_APPROVED_MESSAGE),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Payment failed: ${PAYPAL_NOT_APPROVED_MESSAGE}`,
    );
    expect(posts(requests, '/api/orders/order-1/payment/paypal')[0]?.body).toEqual({
      clientSecret: 'pi_offline_secret_1',
      approve: false,
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Approve payment' })).toBeInTheDocument();
    expect(posts(requests, '/api/orders/order-1/payment')).toHaveLength(2);
  });

  it('when the payment page opens, then it shows from its top with focus on its heading (the path did not change, so the shell does not scroll)', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    try {
      // The payment's start extended the order's hold: the page says how long is left.
      const expiresAt = new Date(Date.now() + 19.5 * 60_000).toISOString();
      renderPayment([
        http.post('/api/orders/order-1/payment', () => HttpResponse.json(makeSetup({ expiresAt }))),
      ]);
      const heading = await screen.findByRole('heading', { name: 'Complete your payment' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
      expect(
        screen.getByText(
          'Complete your payment to place the order. Your items are held for you: 19 minutes left to pay.',
        ),
      ).toBeInTheDocument();
    } finally {
      scrollTo.mockRestore();
    }
  });

  it('when the order has expired, then the page says so and offers to shop again', async () => {
    renderPayment([
      http.post('/api/orders/order-1/payment', () => failure(409, ORDER_EXPIRED_MESSAGE)),
    ]);
    expect(await screen.findByRole('heading', { name: 'Order expired' })).toBeInTheDocument();
    expect(screen.getByText(ORDER_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop again' })).toHaveAttribute(
      'href',
      '/category/all',
    );
  });

  it('while GET /api/user is still on its way, then the page waits instead of treating the shopper as signed out', async () => {
    let answer = () => {};
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { requests } = renderPayment([
      http.get('/api/user', async () => {
        await gate;
        return HttpResponse.json(makeUser());
      }),
      http.post('/api/orders/order-1/payment', () => HttpResponse.json(makeSetup())),
    ]);
    expect(await screen.findByRole('status', { name: 'Loading your payment' })).toBeInTheDocument();
    expect(screen.queryByText('Sign in to pay for your order')).not.toBeInTheDocument();
    answer();
    expect(
      await screen.findByRole('heading', { name: 'Complete your payment' }),
    ).toBeInTheDocument();
    expect(posts(requests, '/api/orders/order-1/payment')).toHaveLength(1);
  });
});
