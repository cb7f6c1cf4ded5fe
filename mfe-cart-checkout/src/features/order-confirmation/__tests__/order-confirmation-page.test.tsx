import { act, screen, waitFor, within } from '@testing-library/react';
import {
  http,
  HttpResponse,
  makeUser,
  renderApp,
  type RequestHandler,
} from '@coffee/platform/testing';
import { ORDER_EXPIRED_MESSAGE } from '@coffee/contracts';
import { useLocation } from 'react-router-dom';
import { OrderConfirmationPage } from '..';
import {
  failure,
  findToast,
  makeMemberOrder,
  makeOrder,
  makePaidOrder,
  withUi,
} from '../../../test/fixtures';

/** The address as the page left it (after a `replace`). */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderConfirmation(route: string, handlers: RequestHandler[] = []) {
  return renderApp(<OrderConfirmationPage />, {
    route,
    user: makeUser(),
    wrap: (children) =>
      withUi(
        <>
          {children}
          <Address />
        </>,
      ),
    handlers,
  });
}

const row = (label: string) => screen.getByText(label).parentElement;

describe('order confirmation', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('when the order was charged Direct+ member prices, then the confirmation shows the regular price beside each and the Direct+ savings row', async () => {
    renderConfirmation('/payment-confirmation/order?orderId=order-1', [
      http.get('/api/orders/order-1', () => HttpResponse.json(makeMemberOrder())),
    ]);
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Items in this order' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Qty 2 × $16.65');
    expect(within(items[0]!).getByText('Regular $18.50')).toBeInTheDocument();
    expect(within(items[1]!).queryByText(/^Regular/)).not.toBeInTheDocument();
    expect(screen.getByText('Direct+ savings')).toBeInTheDocument();
    expect(screen.getByTestId('totals-member-savings')).toHaveTextContent('-$3.70');
    expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('$75.30');
    expect(screen.getByTestId('totals-tax')).toHaveTextContent('$5.27');
    expect(screen.getByTestId('totals-total')).toHaveTextContent('$80.57');
  });

  it('when a member order still awaits its payment, then its summary names the Direct+ savings beside the total', async () => {
    const pending = makeMemberOrder({
      status: 'pending',
      payment: { ...makeOrder().payment },
      timeline: makeOrder().timeline,
    });
    renderConfirmation('/payment-confirmation/order?orderId=order-1', [
      http.get('/api/orders/order-1', () => HttpResponse.json(pending)),
    ]);
    await waitFor(() => expect(row('Total')).toHaveTextContent('$80.57'));
    expect(row('Direct+ savings')).toHaveTextContent('-$3.70');
  });

  it('when opened with an orderId, then Order Confirmed! shows that real order', async () => {
    const order = makePaidOrder({
      id: 'order-9',
      orderNumber: 'ORD-20261122-0042',
      shippingMethod: 'express',
      paymentMethod: 'paypal',
    });
    const { requests } = renderConfirmation('/payment-confirmation/order?orderId=order-9', [
      http.get('/api/orders/order-9', () => HttpResponse.json(order)),
    ]);
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('Payment successful')).toBeInTheDocument();
    expect(row('Order Number')).toHaveTextContent('ORD-20261122-0042');
    expect(row('Date')).toHaveTextContent('November 22, 2026');
    expect(row('Shipping Method')).toHaveTextContent('Express Shipping');
    expect(row('Payment Method')).toHaveTextContent('PayPal');
    expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('$79.00');
    expect(screen.getByTestId('totals-shipping')).toHaveTextContent('$5.99');
    expect(screen.getByTestId('totals-tax')).toHaveTextContent('$5.53');
    expect(screen.getByTestId('totals-total')).toHaveTextContent('$90.52');
    const items = within(screen.getByRole('list', { name: 'Items in this order' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Ethiopian Yirgacheffe');
    expect(items[0]).toHaveTextContent('Qty 2 × $18.50');
    expect(items[0]).toHaveTextContent('$37.00');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View Order' })).toHaveAttribute(
      'href',
      '/account-page?tab=orders',
    );
    expect(requests.some((c) => c.path === '/api/orders')).toBe(false);
  });

  it.each([
    ['a card the provider reports', { brand: 'visa', last4: '4242' }, 'Visa ending 4242'],
    ['an American Express card', { brand: 'amex', last4: '0005' }, 'American Express ending 0005'],
    ['a card the provider did not describe', null, 'Credit Card'],
  ])('when paid with %s, then the confirmation names it', async (_case, card, label) => {
    const order = makePaidOrder();
    renderConfirmation('/payment-confirmation/order?orderId=order-1', [
      http.get('/api/orders/order-1', () =>
        HttpResponse.json({ ...order, payment: { ...order.payment, card } }),
      ),
    ]);
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(row('Payment Method')).toHaveTextContent(label);
    expect(row('Payment Method')).not.toHaveTextContent(card ? 'Credit Card' : 'ending');
  });

  it('when shown, then 200 confetti pieces fall, 50 remain after 3 s and none after 7 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    renderConfirmation('/payment-confirmation/order?orderId=order-1', [
      http.get('/api/orders/order-1', () => HttpResponse.json(makePaidOrder())),
    ]);
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(screen.getAllByTestId('confetti-piece')).toHaveLength(200);
    expect(screen.getByTestId('confetti')).toHaveAttribute('aria-hidden', 'true');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getAllByTestId('confetti-piece')).toHaveLength(50);
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
  });

  it('when the visitor prefers reduced motion, then there is no confetti', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      renderConfirmation('/payment-confirmation/order?orderId=order-1', [
        http.get('/api/orders/order-1', () => HttpResponse.json(makePaidOrder())),
      ]);
      await screen.findByRole('heading', { name: 'Order Confirmed!' });
      expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('when opened without an orderId, then the latest order is confirmed', async () => {
    const older = makePaidOrder({
      id: 'old',
      orderNumber: 'ORD-OLD',
      createdAt: '2026-10-01T10:00:00.000Z',
    });
    const newer = makePaidOrder({
      id: 'new',
      orderNumber: 'ORD-NEW',
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    renderConfirmation('/payment-confirmation', [
      http.get('/api/orders', () => HttpResponse.json([newer, older])),
    ]);
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(row('Order Number')).toHaveTextContent('ORD-NEW');
  });

  it('when there is no orderId and no order at all, then No recent order offers Continue Shopping', async () => {
    renderConfirmation('/payment-confirmation/order', [
      http.get('/api/orders', () => HttpResponse.json([])),
    ]);
    expect(await screen.findByRole('heading', { name: 'No recent order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
  });

  it("when the order is unknown or someone else's (404), then a not-found message shows", async () => {
    renderConfirmation('/payment-confirmation/order?orderId=nope', [
      http.get('/api/orders/nope', () => failure(404, 'Order not found')),
    ]);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order Confirmed!' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Your Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it('when a payment was just submitted, then it waits for the provider, asking again each second, until the order is paid', async () => {
    let reads = 0;
    const { requests } = renderConfirmation(
      '/payment-confirmation/order?orderId=order-1&payment=submitted',
      [
        http.get('/api/orders/order-1', () => {
          reads += 1;
          return HttpResponse.json(reads < 3 ? makeOrder() : makePaidOrder());
        }),
      ],
    );
    expect(
      await screen.findByRole('heading', { name: 'Waiting for payment confirmation…' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Order Confirmed!' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Payment successful')).toBeInTheDocument();
    const count = requests.filter((r) => r.path === '/api/orders/order-1').length;
    expect(count).toBe(3);
    // Paid: no more asking.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(requests.filter((r) => r.path === '/api/orders/order-1')).toHaveLength(count);
  });

  it('when the payment just submitted is confirmed, then the spec’s Order Placed! is said, once, and not while it waits', async () => {
    let reads = 0;
    renderConfirmation('/payment-confirmation/order?orderId=order-1&payment=submitted', [
      http.get('/api/orders/order-1', () => {
        reads += 1;
        return HttpResponse.json(reads < 2 ? makeOrder() : makePaidOrder());
      }),
    ]);
    await screen.findByRole('heading', { name: 'Waiting for payment confirmation…' });
    expect(screen.queryByText('Order Placed!')).not.toBeInTheDocument();

    await screen.findByRole('heading', { name: 'Order Confirmed!' }, { timeout: 4000 });
    const toast = await findToast('Order Placed!');
    expect(toast.parentElement).toHaveTextContent('Your order has been placed successfully.');
    // Said once: the address no longer marks a payment as just submitted (a reload is quiet).
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        /^\/payment-confirmation\/order\?orderId=order-1$/,
      ),
    );
    expect(screen.getAllByText('Order Placed!')).toHaveLength(1);
  });

  it('when a paid order is opened again (nothing just submitted), then Order Placed! is not said again', async () => {
    renderConfirmation('/payment-confirmation/order?orderId=order-1', [
      http.get('/api/orders/order-1', () => HttpResponse.json(makePaidOrder())),
    ]);
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(screen.queryByText('Order Placed!')).not.toBeInTheDocument();
  });

  it('when the provider never answers, then the page stops asking after 30 s and offers to check again or pay', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { requests } = renderConfirmation(
      '/payment-confirmation/order?orderId=order-1&payment=submitted',
      [http.get('/api/orders/order-1', () => HttpResponse.json(makeOrder()))],
    );
    await screen.findByRole('heading', { name: 'Waiting for payment confirmation…' });
    for (let s = 0; s < 32; s += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
    }
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeInTheDocument();
    const reads = requests.filter((r) => r.path === '/api/orders/order-1').length;
    expect(reads).toBeGreaterThan(5);
    expect(reads).toBeLessThanOrEqual(32);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(requests.filter((r) => r.path === '/api/orders/order-1')).toHaveLength(reads);
    expect(screen.getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      '/checkout?orderId=order-1',
    );
  });

  it('when the payment failed, then the provider’s message shows and Try again pays the same order', async () => {
    const failed = makeOrder({
      payment: {
        ...makeOrder().payment,
        status: 'failed',
        failureMessage: 'Your card was declined.',
      },
      expiresAt: new Date(Date.now() + 14.5 * 60_000).toISOString(),
    });
    // Stripe's return after a refused redirect payment says so: no waiting then.
    renderConfirmation(
      '/payment-confirmation/order?orderId=order-1&payment_intent=pi_1&redirect_status=failed',
      [http.get('/api/orders/order-1', () => HttpResponse.json(failed))],
    );
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed: Your card was declined.');
    // How long Try again still has, as the payment page says it.
    expect(
      screen.getByText('Your items are held for you: 14 minutes left to pay.'),
    ).toBeInTheDocument();
    expect(row('Total')).toHaveTextContent('$90.52');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/checkout?orderId=order-1',
    );
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
  });

  it('when the order expired unpaid, then the page says so and offers to shop again', async () => {
    const expired = makeOrder({
      status: 'cancelled',
      timeline: [
        ...makeOrder().timeline,
        { status: 'cancelled', at: '2026-11-22T12:30:00.000Z', by: 'system', note: null },
      ],
    });
    renderConfirmation('/payment-confirmation/order?orderId=order-1', [
      http.get('/api/orders/order-1', () => HttpResponse.json(expired)),
    ]);
    expect(await screen.findByRole('heading', { name: 'Order expired' })).toBeInTheDocument();
    expect(screen.getByText(ORDER_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop again' })).toHaveAttribute(
      'href',
      '/category/all',
    );
  });

  it('when the order is not paid and nothing was submitted, then Complete payment shows the time left', async () => {
    const unpaid = makeOrder({ expiresAt: new Date(Date.now() + 25.5 * 60_000).toISOString() });
    renderConfirmation('/payment-confirmation/order?orderId=order-1', [
      http.get('/api/orders/order-1', () => HttpResponse.json(unpaid)),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Payment not received yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You have 25 minutes left to pay/)).toBeInTheDocument();
    // Unpaid is not placed: the payment places the order (the payment page's own words).
    expect(
      screen.getByText(/Your order waits for its payment: complete it to place the order\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/order is placed/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      '/checkout?orderId=order-1',
    );
  });

  it('when a retry was just accepted, then the earlier try’s failure still on the order is waited out until the order is paid', async () => {
    let reads = 0;
    const stale = makeOrder({
      payment: {
        ...makeOrder().payment,
        status: 'failed',
        failureMessage: 'Your card was declined.',
      },
    });
    renderConfirmation('/payment-confirmation/order?orderId=order-1&payment=submitted', [
      http.get('/api/orders/order-1', () => {
        reads += 1;
        return HttpResponse.json(reads < 2 ? stale : makePaidOrder());
      }),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Waiting for payment confirmation…' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Payment failed/)).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Order Confirmed!' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});
