import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type RequestHandler } from '@coffee/platform/testing';
import { pageOf, staffOrder } from '../../../test/fixtures';
import { openAdminTab } from './open-admin-tab';

const PAID = staffOrder(2, 'processing', {
  items: [
    ...staffOrder(2, 'processing').items,
    {
      id: 'i2b',
      productId: 'p2',
      name: 'Ethiopia Yirgacheffe',
      imageUrl: null,
      unitSize: '2 lb',
      quantity: 1,
      price: '0.00',
      listPrice: null,
      discount: '0.00',
      variantId: '2lb-pour-over',
      variantLabel: '2 lb, pour-over',
      sku: 'ETH-YIR-2LB-POUR-OVER',
      roastedOn: null,
    },
  ],
  timeline: [
    ...staffOrder(2, 'paid').timeline,
    {
      status: 'processing',
      at: '2026-11-27T11:00:00.000Z',
      by: 'staff',
      note: null,
      actorId: 'e1',
      actorName: 'jordan',
    },
  ],
});

async function openOrders(handlers: RequestHandler[] = []) {
  const view = await openAdminTab('Orders', [
    ...handlers,
    http.get('/api/employee/orders', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const all = [staffOrder(1, 'pending'), PAID, staffOrder(3, 'cancelled')];
      const q = params.get('q');
      const status = params.get('status');
      return HttpResponse.json(
        pageOf(
          all.filter(
            (o) =>
              (status === 'all' || o.status === status) &&
              (!q || o.orderNumber.endsWith(q.toUpperCase())),
          ),
        ),
      );
    }),
    http.get('/api/employee/orders/:id', () => HttpResponse.json(PAID)),
  ]);
  await screen.findByRole('rowheader', { name: PAID.orderNumber });
  return view;
}

describe('admin portal: orders', () => {
  it('when a filter is chosen, then the list asks for that status', async () => {
    const { requests } = await openOrders();
    const filters = screen.getByRole('group', { name: 'Filter orders by status' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Pending', 'Completed', 'Cancelled']);
    await userEvent.click(within(filters).getByRole('button', { name: 'Cancelled' }));
    expect(
      await screen.findByRole('rowheader', { name: staffOrder(3, 'cancelled').orderNumber }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: PAID.orderNumber })).not.toBeInTheDocument();
    await userEvent.click(within(filters).getByRole('button', { name: 'Pending' }));
    await userEvent.click(within(filters).getByRole('button', { name: 'Completed' }));
    expect(await screen.findByText('No orders with this status.')).toBeInTheDocument();
    expect(
      requests.filter((r) => r.path === '/api/employee/orders').map((r) => r.search.get('status')),
    ).toEqual(['all', 'cancelled', 'pending', 'completed']);
  });

  it('when an order number or customer is searched, then q is sent', async () => {
    const { requests } = await openOrders();
    await userEvent.type(screen.getByLabelText('Search orders'), 'kq0002');
    await waitFor(() => expect(requests.some((r) => r.search.get('q') === 'kq0002')).toBe(true));
    await waitFor(() =>
      expect(
        screen.queryByRole('rowheader', { name: staffOrder(1, 'pending').orderNumber }),
      ).not.toBeInTheDocument(),
    );
  });

  it('when View is pressed, then the detail shows items, totals, address, payment, the timeline with names, and the admin’s moves', async () => {
    const { requests } = await openOrders([
      http.post('/api/employee/orders/:id/transitions', () =>
        HttpResponse.json({ ...PAID, status: 'cancelled' }),
      ),
    ]);
    const row = screen.getByRole('rowheader', { name: PAID.orderNumber }).closest('tr');
    // Admin rows open the detail; the moves are in it.
    expect(
      within(row as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View']);
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: `Order ${PAID.orderNumber}` });
    await within(dialog).findByText('2 × Kenya AA (12 oz)');
    // A line names its variant, and the SKU staff pick the bag by.
    expect(
      within(dialog).getByText('1 × Ethiopia Yirgacheffe, 2 lb, pour-over'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('SKU ETH-YIR-2LB-POUR-OVER')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Totals')).toHaveTextContent('Total$32.74');
    expect(within(dialog).getByText(/1 Main St/)).toBeInTheDocument();
    // The card, as the customer's confirmation names it (it said 'Credit Card · Paid').
    expect(within(dialog).getByText(/Visa ending 4242 · Paid/)).toBeInTheDocument();
    const timeline = within(dialog).getByRole('region', { name: 'Timeline' });
    expect(timeline).toHaveTextContent('Pending — by the customer');
    expect(timeline).toHaveTextContent('Paid — by the payment provider');
    expect(timeline).toHaveTextContent('Processing — by jordan');
    expect(within(dialog).getByRole('button', { name: 'Ship' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('refunded $32.74');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ to: 'cancelled' }),
    );
  });
});
