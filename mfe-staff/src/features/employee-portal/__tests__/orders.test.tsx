import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser } from '@coffee/contracts';
import { HttpResponse, http, renderApp, type RequestHandler } from '@coffee/platform/testing';
import { EmployeePortalPage } from '..';
import {
  employee,
  manager,
  pageOf,
  sessionReady,
  staffOrder,
  withUi,
} from '../../../test/fixtures';

const ORDERS = [
  staffOrder(1, 'pending'),
  staffOrder(2, 'paid'),
  staffOrder(3, 'processing'),
  staffOrder(4, 'shipped'),
  staffOrder(5, 'completed'),
];

async function render(user: PublicUser = employee, handlers: RequestHandler[] = []) {
  const view = renderApp(<EmployeePortalPage />, {
    user,
    wrap: withUi,
    handlers: [
      ...handlers,
      http.get('/api/employee/orders', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        const shown = ORDERS.filter(
          (o) => status === 'all' || o.status === (status === 'new' ? 'paid' : status),
        );
        return HttpResponse.json(pageOf(shown));
      }),
    ],
  });
  await sessionReady(view.store);
  return view;
}

const row = (orderNumber: string) =>
  screen.getByRole('rowheader', { name: orderNumber }).closest('tr') as HTMLElement;
const numberOf = (n: number) => staffOrder(n, 'pending').orderNumber;
const buttonsOf = (n: number) =>
  within(row(numberOf(n)))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('employee portal: orders', () => {
  it('when opened, then the tabs and the five order filters show, and the live orders fill the table', async () => {
    const { requests } = await render();
    const tabs = within(
      screen.getByRole('tablist', { name: 'Employee portal sections' }),
    ).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Orders',
      'Subscriptions',
      'Returns',
      'Inventory',
      'Roast plan',
      'Customers',
      'Support',
    ]);
    const filters = screen.getByRole('group', { name: 'Filter orders by status' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'New', 'Processing', 'Shipped', 'Completed']);
    await screen.findByRole('rowheader', { name: numberOf(1) });
    expect(within(row(numberOf(2))).getByText('Maya Thompson')).toBeInTheDocument();
    expect(within(row(numberOf(2))).getByText('$32.74')).toBeInTheDocument();
    expect(within(row(numberOf(2))).getByText('Paid')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/employee/orders')?.search.get('status')).toBe(
      'all',
    );
  });

  it.each([
    ['New', 'new', 2],
    ['Processing', 'processing', 3],
    ['Shipped', 'shipped', 4],
    ['Completed', 'completed', 5],
  ])('when %s is chosen, then the list asks for status=%s', async (label, status, n) => {
    const { requests } = await render();
    await screen.findByRole('rowheader', { name: numberOf(1) });
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(await screen.findByRole('rowheader', { name: numberOf(n) })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: numberOf(1) })).not.toBeInTheDocument();
    expect(requests.at(-1)?.search.get('status')).toBe(status);
  });

  it('when an employee looks, then each row offers its next step and Cancel only before payment', async () => {
    await render(employee);
    await screen.findByRole('rowheader', { name: numberOf(1) });
    expect(buttonsOf(1)).toEqual(['View', 'Cancel']);
    expect(buttonsOf(2)).toEqual(['View', 'Start processing']);
    expect(buttonsOf(3)).toEqual(['View', 'Ship']);
    expect(buttonsOf(4)).toEqual(['View', 'Complete']);
    expect(buttonsOf(5)).toEqual(['View']);
  });

  it('when a manager looks, then paid and processing orders can be cancelled too', async () => {
    await render(manager);
    await screen.findByRole('rowheader', { name: numberOf(1) });
    expect(buttonsOf(2)).toEqual(['View', 'Start processing', 'Cancel']);
    expect(buttonsOf(3)).toEqual(['View', 'Ship', 'Cancel']);
  });

  it('when Start processing is pressed, then the transition is posted and a toast confirms', async () => {
    const { requests, store } = await render(employee, [
      http.post('/api/employee/orders/:id/transitions', () =>
        HttpResponse.json(staffOrder(2, 'processing')),
      ),
    ]);
    await screen.findByRole('rowheader', { name: numberOf(2) });
    await userEvent.click(
      within(row(numberOf(2))).getByRole('button', { name: 'Start processing' }),
    );
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'Order updated',
        description: `${numberOf(2)} is now Processing.`,
      }),
    );
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe(`/api/employee/orders/${staffOrder(2, 'paid').id}/transitions`);
    expect(post?.body).toEqual({ to: 'processing' });
  });

  it('when a manager cancels a paid order and it is refunded, then the toast says how much', async () => {
    const cancelled = staffOrder(2, 'cancelled', {
      payment: {
        ...staffOrder(2, 'paid').payment,
        status: 'refunded',
        refundedAt: '2026-11-27T12:00:00.000Z',
        refundedAmount: '32.74',
      },
    });
    const { store } = await render(manager, [
      http.post('/api/employee/orders/:id/transitions', () => HttpResponse.json(cancelled)),
    ]);
    await screen.findByRole('rowheader', { name: numberOf(2) });
    await userEvent.click(within(row(numberOf(2))).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'Order updated',
        description: `${numberOf(2)} is now Cancelled. $32.74 refunded.`,
      }),
    );
  });

  it('when Ship is pressed, then a tracking number is asked for, checked, and sent', async () => {
    const { requests } = await render(employee, [
      http.post('/api/employee/orders/:id/transitions', () =>
        HttpResponse.json(staffOrder(3, 'shipped', { trackingNumber: '1Z999AA1' })),
      ),
    ]);
    await screen.findByRole('rowheader', { name: numberOf(3) });
    await userEvent.click(within(row(numberOf(3))).getByRole('button', { name: 'Ship' }));
    const dialog = screen.getByRole('dialog', { name: `Ship ${numberOf(3)}` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(
      within(dialog).getByText('A tracking number is required to ship an order'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), '1z999aa1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      to: 'shipped',
      trackingNumber: '1Z999AA1',
    });
  });

  it('when a manager cancels a paid order, then the confirmation says it is refunded, and the server refusal is toasted', async () => {
    const { requests, store } = await render(manager, [
      http.post('/api/employee/orders/:id/transitions', () =>
        HttpResponse.json({ message: 'This order cannot move to that status' }, { status: 409 }),
      ),
    ]);
    await screen.findByRole('rowheader', { name: numberOf(2) });
    await userEvent.click(within(row(numberOf(2))).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('alertdialog', { name: `Cancel ${numberOf(2)}?` });
    expect(dialog).toHaveTextContent('the customer is refunded $32.74');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'Could not update the order',
        description: 'This order cannot move to that status',
        variant: 'destructive',
      }),
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ to: 'cancelled' });
  });

  it('when the orders cannot load, then the failure and Try again show', async () => {
    renderApp(<EmployeePortalPage />, {
      user: employee,
      wrap: withUi,
      handlers: [
        http.get('/api/employee/orders', () =>
          HttpResponse.json({ message: 'Service unavailable: orders' }, { status: 503 }),
        ),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the orders");
    expect(alert).toHaveTextContent('503: Service unavailable: orders');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('when the desk is empty for a filter, then it says so', async () => {
    renderApp(<EmployeePortalPage />, {
      user: employee,
      wrap: withUi,
      handlers: [http.get('/api/employee/orders', () => HttpResponse.json(pageOf([])))],
    });
    expect(await screen.findByText('No orders with this status.')).toBeInTheDocument();
  });
});
