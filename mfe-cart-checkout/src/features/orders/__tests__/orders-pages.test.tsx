import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ORDER_EXPIRED_MESSAGE } from '@coffee/contracts';
import {
  http,
  HttpResponse,
  makeUser,
  renderApp,
  server,
  type RequestHandler,
} from '@coffee/platform/testing';
import { OrderDetailPage, OrdersPage } from '..';
import { failure, makeOrder, makePaidOrder, withUi } from '../../../test/fixtures';

function renderOrders(route: string, handlers: RequestHandler[]) {
  return renderApp(
    <Routes>
      <Route path="/orders" element={<OrdersPage />} />
      <Route path="/orders/:orderId" element={<OrderDetailPage />} />
    </Routes>,
    { route, user: makeUser(), wrap: withUi, handlers },
  );
}

const older = makeOrder({
  id: 'a1',
  orderNumber: 'ORD-A1',
  createdAt: '2026-10-02T12:00:00.000Z',
  total: '12.34',
});
const newer = makeOrder({ id: 'b2', orderNumber: 'ORD-B2', createdAt: '2026-11-22T12:00:00.000Z' });

/** The button is disabled until the session has answered (a pending /api/user is not "signed
 * out"); a click before that does nothing, as it would for a shopper. */
async function enabledCancelButton() {
  const button = await screen.findByRole('button', { name: 'Cancel order' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('orders list', () => {
  it('when the shopper has orders, then they are listed newest first with number, date, status, item count and total', async () => {
    renderOrders('/orders', [http.get('/api/orders', () => HttpResponse.json([newer, older]))]);
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/orders/b2', '/orders/a1']);
    expect(rows[0]).toHaveTextContent('ORD-B2');
    expect(rows[0]).toHaveTextContent('Placed November 22, 2026');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(rows[0]).toHaveTextContent('3 items');
    expect(rows[0]).toHaveTextContent('$90.52');
    expect(rows[1]).toHaveTextContent('$12.34');
  });

  it('when an order is chosen, then its detail page opens', async () => {
    const user = userEvent.setup();
    renderOrders('/orders', [
      http.get('/api/orders', () => HttpResponse.json([newer])),
      http.get('/api/orders/b2', () => HttpResponse.json(newer)),
    ]);
    await user.click(await screen.findByRole('link', { name: /ORD-B2/ }));
    expect(await screen.findByRole('heading', { name: 'Order ORD-B2' })).toBeInTheDocument();
  });

  it('when there are no orders, then No orders yet offers Start Shopping', async () => {
    renderOrders('/orders', [http.get('/api/orders', () => HttpResponse.json([]))]);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
  });

  it('when the orders cannot be loaded, then the page says so and retries on demand', async () => {
    renderOrders('/orders', [http.get('/api/orders', () => failure(503, 'Service unavailable'))]);
    const heading = await screen.findByRole('heading', { name: "We couldn't load your orders" });
    expect(heading).toBeInTheDocument();
    expect(heading.closest('[role="alert"]')).toHaveTextContent('503: Service unavailable');
    server.use(http.get('/api/orders', () => HttpResponse.json([newer])));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /ORD-B2/ })).toBeInTheDocument();
  });

  it('when the answer does not match the order contract, then the page says so instead of breaking', async () => {
    renderOrders('/orders', [
      http.get('/api/orders', () => HttpResponse.json([{ id: 'b2', total: 'lots' }])),
    ]);
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent("We couldn't load your orders");
    expect(failed).toHaveTextContent('The server sent an answer this page does not understand');
  });
});

describe('order detail', () => {
  it('when opened, then items with images, quantities and prices, totals, address, methods and status show', async () => {
    const order = makeOrder({
      id: 'b2',
      orderNumber: 'ORD-B2',
      shippingMethod: 'express',
      trackingNumber: '1Z999',
    });
    renderOrders('/orders/b2', [http.get('/api/orders/b2', () => HttpResponse.json(order))]);
    expect(await screen.findByRole('heading', { name: 'Order ORD-B2' })).toBeInTheDocument();
    expect(screen.getByText('Placed on November 22, 2026')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Order ORD-B2' }).closest('header'),
    ).toHaveTextContent('Status: Pending');
    const items = within(screen.getByRole('list', { name: 'Items in this order' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    // The thumbnail's width of the catalog picture, not the full file.
    expect(items[0]?.querySelector('img')).toHaveAttribute(
      'src',
      '/api/products/images/ethiopia.svg?w=160',
    );
    // A line names its variant; one from before variants reads as it did.
    expect(within(items[0]!).getByRole('heading')).toHaveTextContent(
      'Ethiopian Yirgacheffe, 2 lb, pour-over',
    );
    expect(items[0]).toHaveTextContent('Qty 2 × $18.50');
    expect(within(items[1]!).getByRole('heading')).toHaveTextContent(/^Pour-Over Kettle$/);
    expect(items[1]).toHaveTextContent('Qty 1 × $42.00');
    expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('$79.00');
    expect(screen.getByTestId('totals-total')).toHaveTextContent('$90.52');
    const address = screen.getByText(/12 Roast Lane/);
    expect(address).toHaveTextContent('Casey Customer');
    expect(address).toHaveTextContent('Portland, OR 97201');
    expect(screen.getByText('Express Shipping')).toBeInTheDocument();
    expect(screen.getByText('Credit Card')).toBeInTheDocument();
    expect(screen.getByText('1Z999')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to orders/ })).toHaveAttribute('href', '/orders');
  });

  it("when the id is unknown or someone else's, then Order not found shows with a way back", async () => {
    renderOrders('/orders/zzz', [
      http.get('/api/orders/zzz', () => failure(404, 'Order not found')),
    ]);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Your Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it('when opened, then the timeline shows each status with its date and who moved it, and the tracking number once shipped', async () => {
    const base = makePaidOrder();
    const shipped = makeOrder({
      ...base,
      id: 'b2',
      orderNumber: 'ORD-B2',
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      payment: { ...base.payment, card: { brand: 'visa', last4: '4242' } },
      timeline: [
        ...base.timeline,
        { status: 'processing', at: '2026-11-23T09:00:00.000Z', by: 'staff', note: null },
        {
          status: 'shipped',
          at: '2026-11-24T15:00:00.000Z',
          by: 'staff',
          note: 'Tracking number 1Z999AA10123456784',
        },
      ],
    });
    renderOrders('/orders/b2', [http.get('/api/orders/b2', () => HttpResponse.json(shipped))]);
    const timeline = await screen.findByRole('list', { name: 'Order timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('strong')?.textContent)).toEqual([
      'Pending',
      'Paid',
      'Processing',
      'Shipped',
    ]);
    expect(steps[0]).toHaveTextContent('November 22, 2026');
    expect(steps[0]).toHaveTextContent('by you');
    expect(steps[1]).toHaveTextContent('by the payment provider');
    expect(steps[1]).toHaveTextContent('Payment received');
    expect(steps[2]).toHaveTextContent('November 23, 2026');
    expect(steps[3]).toHaveTextContent('by Brew Haven');
    expect(timeline).not.toHaveTextContent('Coffee Shop');
    expect(steps[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-22T12:00:00.000Z');
    expect(screen.getByText('1Z999AA10123456784')).toBeInTheDocument();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Paid on November 22, 2026');
    // The card the provider reported, not just 'Credit Card'.
    expect(screen.getByText('Visa ending 4242')).toBeInTheDocument();
    // Shipped: too late for the customer to cancel.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('when a paid order is cancelled, then the dialog confirms it, POST /cancel is sent and the refund shows', async () => {
    const user = userEvent.setup();
    const paid = makePaidOrder({ id: 'b2', orderNumber: 'ORD-B2', status: 'paid' });
    const cancelled = makeOrder({
      ...paid,
      status: 'cancelled',
      payment: {
        ...paid.payment,
        status: 'refunded',
        refundedAt: '2026-11-22T13:00:00.000Z',
        refundedAmount: '90.52',
      },
      timeline: [
        ...paid.timeline,
        { status: 'cancelled', at: '2026-11-22T13:00:00.000Z', by: 'customer', note: null },
      ],
    });
    let current = paid;
    const { requests } = renderOrders('/orders/b2', [
      http.get('/api/orders/b2', () => HttpResponse.json(current)),
      http.post('/api/orders/b2/cancel', () => {
        current = cancelled;
        return HttpResponse.json(cancelled);
      }),
    ]);
    await user.click(await enabledCancelButton());
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('$90.52 refunded to your payment method');
    // Keeping it sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/api/orders/b2/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() =>
      expect(screen.getByTestId('payment-status')).toHaveTextContent(
        'Refunded $90.52 on November 22, 2026',
      ),
    );
    expect(
      screen.getByRole('heading', { name: 'Order ORD-B2' }).closest('header'),
    ).toHaveTextContent('Status: Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(
      requests.filter((r) => r.method === 'POST' && r.path === '/api/orders/b2/cancel'),
    ).toHaveLength(1);
    const steps = within(screen.getByRole('list', { name: 'Order timeline' })).getAllByRole(
      'listitem',
    );
    expect(steps.at(-1)).toHaveTextContent('Cancelled');
    expect(steps.at(-1)).toHaveTextContent('by you');
  });

  it('when the shopper cancels, then the new status is brought into view and focused at once, before the order is read again', async () => {
    const user = userEvent.setup();
    const order = makeOrder({ id: 'b2', orderNumber: 'ORD-B2' });
    const cancelled = makeOrder({
      ...order,
      status: 'cancelled',
      timeline: [
        ...order.timeline,
        { status: 'cancelled', at: '2026-11-22T13:00:00.000Z', by: 'customer', note: null },
      ],
    });
    // The read after the cancel waits: what the page shows meanwhile is the cancel's answer.
    let reads = 0;
    let answerRead = () => {};
    const held = new Promise<void>((resolve) => {
      answerRead = resolve;
    });
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    try {
      renderOrders('/orders/b2', [
        http.get('/api/orders/b2', async () => {
          reads += 1;
          if (reads > 1) await held;
          return HttpResponse.json(reads > 1 ? cancelled : order);
        }),
        http.post('/api/orders/b2/cancel', () => HttpResponse.json(cancelled)),
      ]);
      await user.click(await enabledCancelButton());
      scrolled.mockClear();
      await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));

      const status = screen.getByTestId('order-status');
      await waitFor(() => expect(status).toHaveFocus());
      expect(status).toHaveTextContent('Status: Cancelled');
      // The header with the order's number and status scrolls to the top of the screen.
      const header = screen.getByRole('heading', { name: 'Order ORD-B2' }).closest('header');
      expect(scrolled.mock.contexts).toEqual([header]);
      expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
      // Kept clear of the 'Order cancelled' toast, which would otherwise lie on it on a phone.
      expect(header).toHaveAttribute('data-keep-clear');
      expect(reads).toBe(2);
      const steps = within(screen.getByRole('list', { name: 'Order timeline' })).getAllByRole(
        'listitem',
      );
      expect(steps.at(-1)).toHaveTextContent('Cancelled');
    } finally {
      answerRead();
      scrolled.mockRestore();
    }
  });

  it('when the service refuses the cancel, then its message shows in the dialog', async () => {
    const user = userEvent.setup();
    const order = makeOrder({ id: 'b2', orderNumber: 'ORD-B2' });
    renderOrders('/orders/b2', [
      http.get('/api/orders/b2', () => HttpResponse.json(order)),
      http.post('/api/orders/b2/cancel', () =>
        failure(409, 'This order has shipped and can no longer be cancelled'),
      ),
    ]);
    await user.click(await enabledCancelButton());
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'This order has shipped and can no longer be cancelled',
    );
  });

  it('when an unpaid order is waiting, then Complete payment links to its payment with the time left', async () => {
    const order = makeOrder({
      id: 'b2',
      orderNumber: 'ORD-B2',
      expiresAt: new Date(Date.now() + 12.5 * 60_000).toISOString(),
    });
    renderOrders('/orders/b2', [http.get('/api/orders/b2', () => HttpResponse.json(order))]);
    const link = await screen.findByRole('link', { name: 'Complete payment for order ORD-B2' });
    expect(link).toHaveAttribute('href', '/checkout?orderId=b2');
    expect(link.parentElement).toHaveTextContent('12 minutes left to pay');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Not paid yet');
  });

  it('when the order expired unpaid, then the page says so and offers to shop again', async () => {
    const order = makeOrder({
      id: 'b2',
      orderNumber: 'ORD-B2',
      status: 'cancelled',
      timeline: [
        ...makeOrder().timeline,
        { status: 'cancelled', at: '2026-11-22T12:30:00.000Z', by: 'system', note: null },
      ],
    });
    renderOrders('/orders/b2', [http.get('/api/orders/b2', () => HttpResponse.json(order))]);
    // The hold is 10 minutes, 20 once the payment starts: the notice names no fixed time.
    expect(await screen.findByText(/This order was not paid in time/)).toHaveTextContent(
      `${ORDER_EXPIRED_MESSAGE} Shop again`,
    );
    expect(screen.queryByText(/30 minutes/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop again' })).toHaveAttribute(
      'href',
      '/category/all',
    );
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Not paid: the order expired');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Complete payment/ })).not.toBeInTheDocument();
  });
});

describe('paid status in lists', () => {
  it('when an order is paid, then the list shows the Paid badge, and an unpaid one Complete payment beside its row', async () => {
    const paid = makePaidOrder({ id: 'p1', orderNumber: 'ORD-P1' });
    const unpaid = makeOrder({
      id: 'u1',
      orderNumber: 'ORD-U1',
      expiresAt: new Date(Date.now() + 20.5 * 60_000).toISOString(),
    });
    renderOrders('/orders', [http.get('/api/orders', () => HttpResponse.json([unpaid, paid]))]);
    expect(await screen.findByRole('link', { name: /ORD-P1/ })).toHaveTextContent('Paid');
    expect(screen.getByRole('link', { name: 'Complete payment for order ORD-U1' })).toHaveAttribute(
      'href',
      '/checkout?orderId=u1',
    );
    expect(
      screen.queryByRole('link', { name: 'Complete payment for order ORD-P1' }),
    ).not.toBeInTheDocument();
  });
});
