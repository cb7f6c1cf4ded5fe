import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@coffee/contracts';
import { http, HttpResponse, type RecordedRequest } from '@coffee/platform/testing';
import { cartLine, failure, findToast, makeOrder } from '../../../test/fixtures';
import { goToReview, renderCheckout, tab } from './checkout-helpers';

const orderPosts = (requests: readonly RecordedRequest[]) =>
  requests.filter((c) => c.method === 'POST' && c.path === '/api/orders');
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
  it('when Place Order is pressed, then POST /api/orders carries an Idempotency-Key and the checked body, and the payment of that order opens', async () => {
    const user = userEvent.setup();
    const { requests } = renderCheckout({
      handlers: [
        http.post('/api/orders', () =>
          HttpResponse.json(makeOrder({ id: 'order-77' }), { status: 201 }),
        ),
      ],
    });
    await goToReview(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(
      await screen.findByRole('heading', { name: 'Complete your payment' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('$90.52');
    expect(
      requests.filter((c) => c.method === 'POST' && c.path === '/api/orders/order-77/payment'),
    ).toHaveLength(1);
    const toast = await findToast('Order Placed!');
    expect(toast.parentElement).toHaveTextContent('Your order has been placed successfully.');
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
    await screen.findByRole('heading', { name: 'Complete your payment' });
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
    await screen.findByRole('heading', { name: 'Complete your payment' });

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
