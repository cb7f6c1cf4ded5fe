import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  UNPAID_ITEMS_LIMIT_CODE,
  UNPAID_ORDERS_LIMIT_CODE,
  unpaidItemsLimitMessage,
  unpaidOrdersLimitMessage,
} from '@coffee/contracts';
import { http, HttpResponse, type RecordedRequest } from '@coffee/platform/testing';
import { cartLine, failure, findToast, makeOrder, makeSetup } from '../../../test/fixtures';
import { goToReview, landedOnConfirmation, renderCheckout, tab } from './checkout-helpers';

const posts = (requests: readonly RecordedRequest[], path: string) =>
  requests.filter((c) => c.method === 'POST' && c.path === path);
const orderPosts = (requests: readonly RecordedRequest[]) => posts(requests, '/api/orders');
const keyOf = (request: RecordedRequest | undefined) =>
  request?.headers.get(IDEMPOTENCY_KEY_HEADER);

/** POST /api/orders answered only once `release()` is called, to see the page meanwhile. */
function heldOrderPosts() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = http.post('/api/orders', async () => {
    await gate;
    return HttpResponse.json(makeOrder(), { status: 201 });
  });
  return { handler, release: () => act(() => release()) };
}

describe('placing the order', () => {
  it('when Place Order is pressed, then the order is placed (Idempotency-Key, checked body) and paid with the card given at the Payment step, and nothing says Order Placed! before the payment', async () => {
    const user = userEvent.setup();
    const { requests } = renderCheckout({
      handlers: [
        http.post('/api/orders', () =>
          HttpResponse.json(makeOrder({ id: 'order-77' }), { status: 201 }),
        ),
      ],
    });
    await goToReview(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await landedOnConfirmation('order-77')).toBeInTheDocument();
    const [post] = orderPosts(requests);
    expect(idempotencyKeySchema.safeParse(keyOf(post)).success).toBe(true);
    expect(post?.body).toEqual({
      shippingAddress: {
        firstName: 'Casey',
        lastName: 'Customer',
        address: '12 Roast Lane',
        city: 'Portland',
        state: 'OR',
        zipCode: '97201',
      },
      shippingMethod: 'standard',
      paymentMethod: 'credit-card',
    });
    // Then the order's payment, for the server's amount, and the card given once, earlier.
    expect(requests.filter((r) => r.method === 'POST').map((r) => `${r.method} ${r.path}`)).toEqual(
      [
        'POST /api/orders',
        'POST /api/orders/order-77/payment',
        'POST /api/orders/order-77/payment/card',
      ],
    );
    expect(posts(requests, '/api/orders/order-77/payment')).toHaveLength(1);
    expect(posts(requests, '/api/orders/order-77/payment/card')[0]?.body).toEqual({
      clientSecret: 'pi_offline_secret_1',
      card: { number: '4242424242424242', expiry: '12 / 34', cvc: '123' },
    });
    // 'Order Placed!' waits for the provider's confirmation (the confirmation page says it).
    expect(screen.queryByText('Order Placed!')).not.toBeInTheDocument();
  });

  it('when the card given is declined, then the order’s payment page says why, from its top, and Try again pays the same order', async () => {
    const user = userEvent.setup();
    const { requests } = renderCheckout({
      handlers: [
        http.post('/api/orders/:orderId/payment/card', () =>
          HttpResponse.json({ status: 'failed', message: 'Your card was declined.' }),
        ),
      ],
    });
    await goToReview(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const heading = await screen.findByRole('heading', { name: 'Complete your payment' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Complete your payment to place the order.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed: Your card was declined.');
    expect(screen.queryByText('Order Placed!')).not.toBeInTheDocument();
    expect(posts(requests, '/api/orders/order-1/payment')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay $90.52' })).toBeInTheDocument();
    expect(posts(requests, '/api/orders/order-1/payment')).toHaveLength(2);
    expect(orderPosts(requests)).toHaveLength(1);
  });

  it('when the card given is declined, then the payment page shows, beside the refusal, the amount Try again charges and how long the items are still held', async () => {
    const user = userEvent.setup();
    // Starting the payment extended the hold: the refusal comes with the setup's terms.
    const expiresAt = new Date(Date.now() + 19.5 * 60_000).toISOString();
    const { requests } = renderCheckout({
      handlers: [
        http.post('/api/orders/:orderId/payment', () =>
          HttpResponse.json(makeSetup({ amount: '41.07', expiresAt })),
        ),
        http.post('/api/orders/:orderId/payment/card', () =>
          HttpResponse.json({ status: 'failed', message: 'Your card was declined.' }),
        ),
      ],
    });
    await goToReview(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const payment = within(await screen.findByRole('region', { name: 'Payment' }));
    expect(payment.getByRole('alert')).toHaveTextContent('Payment failed: Your card was declined.');
    expect(payment.getByTestId('payment-amount')).toHaveTextContent('$41.07');
    expect(payment.getByText('Credit Card: amount to pay')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Complete your payment to place the order. Your items are held for you: 19 minutes left to pay.',
      ),
    ).toBeInTheDocument();
    // Said from what the checkout already had: no second request before 'Try again'.
    expect(posts(requests, '/api/orders/order-1/payment')).toHaveLength(1);
  });

  it('when the card given asks for authentication, then the order’s payment page opens the step, and completing it pays', async () => {
    const user = userEvent.setup();
    const { requests } = renderCheckout({
      handlers: [
        http.post('/api/orders/:orderId/payment/card', () =>
          HttpResponse.json({ status: 'requires_action', message: null }),
        ),
        http.post('/api/orders/:orderId/payment/authenticate', () =>
          HttpResponse.json({ status: 'succeeded', message: null }),
        ),
      ],
    });
    await goToReview(user, '4000 0027 6000 3184');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const dialog = await screen.findByRole('dialog', { name: 'Authenticate this payment' });
    expect(dialog).toHaveTextContent('payment of $90.52');
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await landedOnConfirmation()).toBeInTheDocument();
    expect(posts(requests, '/api/orders/order-1/payment/authenticate')[0]?.body).toEqual({
      clientSecret: 'pi_offline_secret_1',
      approve: true,
    });
  });

  it('when PayPal is chosen, then placing the order leads straight to its payment in its own words, with no Order Placed! yet', async () => {
    const user = userEvent.setup();
    const { requests } = renderCheckout({
      handlers: [
        http.post('/api/orders/:orderId/payment', () =>
          HttpResponse.json(makeSetup({ paymentMethod: 'paypal' })),
        ),
      ],
    });
    await goToReview(user, null);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Complete your payment' })).toHaveFocus();
    expect(screen.getByText('Complete your payment to place the order.')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'PayPal approval' })).toBeInTheDocument();
    expect(screen.queryByText('Order Placed!')).not.toBeInTheDocument();
    expect(orderPosts(requests)[0]?.body).toMatchObject({ paymentMethod: 'paypal' });
    expect(posts(requests, '/api/orders/order-1/payment/card')).toHaveLength(0);
  });

  it('when the order is being placed, then the button is disabled with a spinner, and a double click makes one request', async () => {
    const user = userEvent.setup();
    const held = heldOrderPosts();
    const { requests } = renderCheckout({ handlers: [held.handler] });
    await goToReview(user);
    const button = screen.getByRole('button', { name: 'Place Order' });
    // Clicks in quick succession, dispatched directly and through the pointer: only one may place.
    fireEvent.click(button);
    fireEvent.click(button);
    await user.dblClick(button);
    expect(await screen.findByRole('status', { name: 'Placing your order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Placing Order/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    held.release();
    await landedOnConfirmation();
    expect(orderPosts(requests)).toHaveLength(1);
  });

  it('when a try fails without an answer, then the retry sends the same key (one order), and a refusal starts a new key', async () => {
    const user = userEvent.setup();
    let answer: { status: number; body: object } = {
      status: 503,
      body: { message: 'Service unavailable' },
    };
    const { requests } = renderCheckout({
      handlers: [
        http.post('/api/orders', () => HttpResponse.json(answer.body, { status: answer.status })),
      ],
    });
    await goToReview(user);

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const failed = await findToast('Order failed');
    expect(failed.closest('[role="alert"]')).toHaveTextContent('503: Service unavailable');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    answer = { status: 409, body: { message: 'Coffee 1 is out of stock' } };
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await findToast('Could not place your order');
    answer = { status: 201, body: makeOrder() };
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await landedOnConfirmation();

    const [first, second, third] = orderPosts(requests);
    expect(keyOf(second)).toBe(keyOf(first));
    expect(keyOf(third)).not.toBe(keyOf(second));
  });

  it('when a product ran out (409), then a destructive toast names it and the flow stays on review', async () => {
    const user = userEvent.setup();
    const { requests } = renderCheckout({
      handlers: [
        http.post('/api/orders', () =>
          HttpResponse.json(
            { message: 'Only 1 of Coffee 1 left in stock', code: 'OUT_OF_STOCK' },
            { status: 409 },
          ),
        ),
      ],
    });
    await goToReview(user);
    const cartReads = () => requests.filter((c) => c.path === '/api/cart').length;
    const before = cartReads();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const toast = await findToast('Could not place your order');
    expect(toast.closest('[role="alert"]')).toHaveTextContent('Only 1 of Coffee 1 left in stock');
    // The server's sentence alone: the status code means nothing to a shopper here.
    expect(toast.closest('[role="alert"]')).not.toHaveTextContent('409');
    expect(tab('Review')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    // The cart is read again, so what the page shows matches the shop's stock.
    await waitFor(() => expect(cartReads()).toBeGreaterThan(before));
  });

  it.each([
    [UNPAID_ORDERS_LIMIT_CODE, unpaidOrdersLimitMessage(3)],
    [UNPAID_ITEMS_LIMIT_CODE, unpaidItemsLimitMessage(10, 8, 4)],
  ])(
    'when the account already holds its unpaid limit (409 %s), then the page says so by the button with the way to those orders, and nothing else is asked',
    async (code, message) => {
      const user = userEvent.setup();
      const { requests } = renderCheckout({
        handlers: [
          http.post('/api/orders', () => HttpResponse.json({ message, code }, { status: 409 })),
        ],
      });
      await goToReview(user);
      await user.click(screen.getByRole('button', { name: 'Place Order' }));

      const refusal = await screen.findByRole('alert');
      expect(refusal).toHaveTextContent(message);
      expect(
        within(refusal).getByRole('link', { name: 'Go to your unpaid orders' }),
      ).toHaveAttribute('href', '/account-page?tab=orders');
      // In the page, not a toast: nothing lies over Place Order, and the sentence stays.
      expect(screen.queryByText('Could not place your order')).not.toBeInTheDocument();
      expect(tab('Review')).toHaveAttribute('aria-selected', 'true');
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled(),
      );
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
        '/api/orders',
      ]);
      // A clear refusal: the next try is a new attempt, with a new key.
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      await waitFor(() => expect(orderPosts(requests)).toHaveLength(2));
      const [first, second] = orderPosts(requests);
      expect(keyOf(second)).not.toBe(keyOf(first));
    },
  );

  it('when the address is refused (400), then the toast shows the server message', async () => {
    const user = userEvent.setup();
    renderCheckout({
      handlers: [
        http.post('/api/orders', () =>
          failure(400, 'Free shipping is only available to Direct+ members'),
        ),
      ],
    });
    await goToReview(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const toast = await findToast('Order failed');
    expect(toast.closest('[role="alert"]')).toHaveTextContent(
      '400: Free shipping is only available to Direct+ members',
    );
  });

  it('when an item has left the catalog, then Place Order is disabled and the page says why', async () => {
    const user = userEvent.setup();
    renderCheckout({ cart: [cartLine(1, 1), cartLine(2, 1, null)] });
    await goToReview(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An item in your cart is no longer available',
    );
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });
});
