import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Order } from '@coffee/contracts';
import {
  http,
  HttpResponse,
  makeUser,
  renderApp,
  type RecordedRequest,
} from '@coffee/platform/testing';
import { OrderHistory } from '..';
import { failure, makeMemberOrder, makeOrder, makePaidOrder, withUi } from '../../../test/fixtures';

/** Orders 1..n, newest (n) first, as the service keeps them. */
const orders: Order[] = Array.from({ length: 7 }, (_, i) =>
  makeOrder({
    id: `o${7 - i}`,
    orderNumber: `ORD-2026110${7 - i}-AAAAA${7 - i}`,
    createdAt: `2026-11-0${7 - i}T12:00:00.000Z`,
  }),
);

/** GET /api/orders?page=&pageSize= over `all`, with the total in X-Total-Count. */
const pagedOrders = (all: Order[]) =>
  http.get('/api/orders', ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('pageSize'));
    return HttpResponse.json(all.slice((page - 1) * size, page * size), {
      headers: { 'X-Total-Count': String(all.length) },
    });
  });

const orderQueries = (requests: readonly RecordedRequest[]) =>
  requests.filter((r) => r.path === '/api/orders').map((r) => `?${r.search.toString()}`);

function open(handlers = [pagedOrders(orders)]) {
  const view = renderApp(
    <Routes>
      <Route path="/account-page" element={<OrderHistory />} />
      <Route path="/orders/:orderId" element={<h1>Order detail page</h1>} />
      <Route path="/category/all" element={<h1>All coffee</h1>} />
    </Routes>,
    { route: '/account-page?tab=orders', user: makeUser(), wrap: withUi, handlers },
  );
  return { ...view, clicks: userEvent.setup() };
}

describe('OrderHistory (account page widget)', () => {
  it('when the shopper has orders, then the first page lists them newest first with status, items, total and a details link', async () => {
    const { requests } = open();
    expect(screen.getByRole('list', { name: 'Loading your orders' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const cards = within(list).getAllByRole('listitem', { name: /^Order / });
    expect(cards).toHaveLength(5);
    const first = cards[0]!;
    expect(first).toHaveAccessibleName('Order ORD-20261107-AAAAA7');
    expect(first).toHaveTextContent('Placed November 7, 2026');
    expect(first).toHaveTextContent('Pending');
    expect(first).toHaveTextContent('Ethiopian Yirgacheffe, 2 lb, pour-over × 2');
    expect(first).toHaveTextContent('Total $90.52');
    expect(
      within(first).getByRole('link', {
        name: 'View details and tracking of order ORD-20261107-AAAAA7',
      }),
    ).toHaveAttribute('href', '/orders/o7');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(orderQueries(requests)).toEqual(['?page=1&pageSize=5']);
  });

  it('when Next and Previous are pressed, then the pages are asked for and shown', async () => {
    const { clicks, requests } = open();
    await screen.findByText('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await clicks.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your orders' })).getAllByRole('listitem', {
          name: /^Order /,
        }),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await clicks.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(orderQueries(requests)).toEqual(['?page=1&pageSize=5', '?page=2&pageSize=5']);
  });

  it('when an order is shipped, then its status says so and its details link opens the order page', async () => {
    const shipped = makeOrder({ id: 's1', status: 'shipped', trackingNumber: '1Z999' });
    const { clicks } = open([pagedOrders([shipped])]);
    const card = await screen.findByRole('listitem', { name: `Order ${shipped.orderNumber}` });
    expect(card).toHaveTextContent('Shipped');
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
    await clicks.click(within(card).getByRole('link', { name: /View details and tracking/ }));
    expect(await screen.findByRole('heading', { name: 'Order detail page' })).toBeInTheDocument();
  });

  it('when there are no orders, then No orders yet offers Start Shopping to all coffee', async () => {
    const { clicks } = open([pagedOrders([])]);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    const start = screen.getByRole('link', { name: 'Start Shopping' });
    expect(start).toHaveAttribute('href', '/category/all');
    await clicks.click(start);
    expect(await screen.findByRole('heading', { name: 'All coffee' })).toBeInTheDocument();
  });

  it('when the orders cannot be read, then an alert offers a retry, which reads them again', async () => {
    let fail = true;
    const { clicks } = open([
      http.get('/api/orders', () =>
        fail
          ? failure(503, 'The cart service is unavailable')
          : HttpResponse.json([orders[0]], { headers: { 'X-Total-Count': '1' } }),
      ),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your orders");
    fail = false;
    await clicks.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('listitem', { name: `Order ${orders[0]!.orderNumber}` }),
    ).toBeInTheDocument();
  });

  it('when an order’s item name holds markup, then it is shown as text', async () => {
    const order = makeOrder({
      items: [{ ...makeOrder().items[0]!, name: '<img src=x onerror=alert(1)>' }],
    });
    const { container } = open([pagedOrders([order])]);
    expect(
      await screen.findByText('<img src=x onerror=alert(1)>, 2 lb, pour-over × 2'),
    ).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('when an order is paid, then its badge says Paid; an unpaid one offers Complete payment with the time left', async () => {
    const paid = makePaidOrder({ id: 'p1', orderNumber: 'ORD-20261108-PAID01' });
    const unpaid = makeOrder({
      id: 'u1',
      orderNumber: 'ORD-20261108-UNPAID',
      expiresAt: new Date(Date.now() + 9.5 * 60_000).toISOString(),
    });
    open([pagedOrders([unpaid, paid])]);
    const paidCard = await screen.findByRole('listitem', { name: 'Order ORD-20261108-PAID01' });
    expect(paidCard).toHaveTextContent('Paid');
    expect(within(paidCard).queryByRole('link', { name: /Complete payment/ })).toBeNull();
    const unpaidCard = screen.getByRole('listitem', { name: 'Order ORD-20261108-UNPAID' });
    const pay = within(unpaidCard).getByRole('link', {
      name: 'Complete payment for order ORD-20261108-UNPAID',
    });
    expect(pay).toHaveAttribute('href', '/checkout?orderId=u1');
    expect(unpaidCard).toHaveTextContent('9 minutes left to pay');
  });

  it('when an order was placed at Direct+ member prices, then its card shows the Direct+ savings under the total', async () => {
    const member = makeMemberOrder({ id: 'm1', orderNumber: 'ORD-M1' });
    open([pagedOrders([member, makeOrder({ id: 'o1', orderNumber: 'ORD-O1' })])]);
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const memberCard = within(list).getByRole('listitem', { name: 'Order ORD-M1' });
    expect(memberCard).toHaveTextContent('Total $80.57');
    expect(within(memberCard).getByText('Direct+ savings -$3.70')).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Order ORD-O1' })).not.toHaveTextContent(
      'Direct+ savings',
    );
  });
});
