import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  http,
  HttpResponse,
  makeUser,
  renderApp,
  server,
  type RequestHandler,
} from '@coffee/platform/testing';
import { OrderDetailPage, OrdersPage } from '..';
import { failure, makeOrder, withUi } from '../../../test/fixtures';

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
    expect(screen.getByText('Pending')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Items in this order' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]?.querySelector('img')).toHaveAttribute(
      'src',
      '/api/products/images/ethiopia.svg',
    );
    expect(items[0]).toHaveTextContent('12 oz');
    expect(items[0]).toHaveTextContent('Qty 2 × $18.50');
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
});
