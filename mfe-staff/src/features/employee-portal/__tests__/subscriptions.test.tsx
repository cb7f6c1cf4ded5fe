import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser, StaffSubscription } from '@coffee/contracts';
import { HttpResponse, http, renderApp, type RequestHandler } from '@coffee/platform/testing';
import { EmployeePortalPage } from '..';
import {
  emptyOrdersHandler,
  employee,
  manager,
  pageOf,
  sessionReady,
  withUi,
} from '../../../test/fixtures';

function subscription(n: number, overrides: Partial<StaffSubscription> = {}): StaffSubscription {
  return {
    id: `5ub5cr1pt10n0000000000${String(n).padStart(2, '0')}`,
    userId: `u${n}`.padEnd(24, '0'),
    status: 'active',
    pauseReason: null,
    pausedUntil: null,
    item: {
      productId: 'p-1',
      variantId: '12oz-whole-bean',
      productName: `Kenya AA ${n}`,
      variantLabel: '12 oz, whole bean',
      quantity: 2,
      frequencyWeeks: 2,
    },
    pendingItem: null,
    pendingFromCycle: null,
    price: '36.00',
    memberPrice: '30.60',
    next: {
      cycle: 3,
      on: '2026-12-08',
      chargeOn: '2026-12-07',
      lockOn: '2026-12-02',
      lockStartsAt: '2026-12-02T05:00:00.000Z',
      locked: false,
      skipped: false,
    },
    skippedCycles: [],
    shippingAddress: {
      firstName: 'Maya',
      lastName: 'Thompson',
      address: '1 Main St',
      city: 'Portland',
      state: 'OR',
      zipCode: '97214',
      phone: undefined,
    },
    card: { id: 'offpm_1', brand: 'visa', last4: '4242' },
    deliveries: [
      {
        cycle: 2,
        on: '2026-11-24',
        outcome: 'ordered',
        orderId: 'o-2',
        orderNumber: '1000000000002',
        total: '41.23',
        note: '15% Direct+ discount',
        at: '2026-11-23T05:00:00.000Z',
      },
      {
        cycle: 1,
        on: '2026-11-10',
        outcome: 'payment-failed',
        orderId: null,
        orderNumber: null,
        total: null,
        note: 'Your card was declined.',
        at: '2026-11-09T05:00:00.000Z',
      },
    ],
    createdAt: '2026-11-01T12:00:00.000Z',
    cancelledAt: null,
    staffNotes: [],
    ...overrides,
  };
}

const LIST = [
  subscription(1),
  subscription(2, {
    status: 'paused',
    pauseReason: 'customer',
    next: null,
    pendingItem: {
      productId: 'p-2',
      variantId: '2lb-drip',
      productName: 'Sumatra',
      variantLabel: '2 lb, drip',
      quantity: 1,
      frequencyWeeks: 4,
    },
    pendingFromCycle: 4,
  }),
];

async function render(user: PublicUser, handlers: RequestHandler[] = []) {
  const view = renderApp(<EmployeePortalPage />, {
    user,
    wrap: withUi,
    handlers: [
      emptyOrdersHandler,
      ...handlers,
      http.get('/api/employee/subscriptions', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        return HttpResponse.json(
          pageOf(LIST.filter((s) => status === 'all' || s.status === status)),
        );
      }),
      http.get('/api/employee/subscriptions/:id', ({ params }) =>
        HttpResponse.json(LIST.find((s) => s.id === params.id)),
      ),
    ],
  });
  await sessionReady(view.store);
  await userEvent.click(screen.getByRole('tab', { name: 'Subscriptions' }));
  return view;
}

const row = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;

async function openDetail(name: string) {
  await screen.findByRole('rowheader', { name: new RegExp(name) });
  await userEvent.click(within(row(name)).getByRole('button', { name: 'View' }));
  return within(await screen.findByRole('dialog', { name: new RegExp(`Subscription: ${name}`) }));
}

describe('employee portal: subscriptions', () => {
  it('when opened, then the subscriptions list with status filters, search and their figures', async () => {
    const { requests } = await render(employee);
    const filters = screen.getByRole('group', { name: 'Filter subscriptions by status' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Active', 'Paused', 'Cancelled']);
    await screen.findByRole('rowheader', { name: /Kenya AA 1/ });
    const first = within(row('Kenya AA 1'));
    expect(first.getByText('12 oz, whole bean')).toBeInTheDocument();
    expect(first.getByText(LIST[0]!.userId)).toBeInTheDocument();
    expect(first.getByText('Every 2 weeks')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('December 8, 2026')).toBeInTheDocument();
    expect(within(row('Kenya AA 2')).getByText('Paused')).toBeInTheDocument();

    await userEvent.click(within(filters).getByRole('button', { name: 'Paused' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /Kenya AA 1/ })).not.toBeInTheDocument(),
    );
    expect(requests.at(-1)?.search.get('status')).toBe('paused');

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search subscriptions' }),
      'kenya{Enter}',
    );
    await waitFor(() => expect(requests.at(-1)?.search.get('q')).toBe('kenya'));
    expect(requests.at(-1)?.search.get('page')).toBe('1');
  });

  it('when an employee views one, then the deliveries and pending changes show, and no Pause or Cancel', async () => {
    await render(employee);
    const dialog = await openDetail('Kenya AA 1');
    const deliveries = within(dialog.getByRole('region', { name: 'Deliveries' }));
    expect(deliveries.getByText('1000000000002')).toBeInTheDocument();
    expect(deliveries.getByText('Ordered')).toBeInTheDocument();
    expect(deliveries.getByText('$41.23')).toBeInTheDocument();
    expect(deliveries.getByText('15% Direct+ discount')).toBeInTheDocument();
    expect(deliveries.getByText('Payment failed')).toBeInTheDocument();
    expect(deliveries.getByText('Your card was declined.')).toBeInTheDocument();
    expect(dialog.getByRole('region', { name: 'Pending changes' })).toHaveTextContent('None.');
    expect(dialog.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    const paused = await openDetail('Kenya AA 2');
    expect(paused.getByRole('region', { name: 'Pending changes' })).toHaveTextContent(
      'From delivery 4: 1 × Sumatra, 2 lb, drip, every 4 weeks',
    );
  });

  it('when a manager pauses without a reason, then "A reason is required"; with one, it is posted and a toast confirms', async () => {
    const { requests, store } = await render(manager, [
      http.post('/api/employee/subscriptions/:id/pause', () =>
        HttpResponse.json(subscription(1, { status: 'paused', pauseReason: 'staff', next: null })),
      ),
    ]);
    const dialog = await openDetail('Kenya AA 1');
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Pause' }));
    const form = within(await screen.findByRole('form', { name: 'Pause subscription' }));
    await userEvent.click(form.getByRole('button', { name: 'Pause Subscription' }));
    expect(form.getByText('A reason is required')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(form.getByRole('textbox', { name: /Reason/ }), 'Card disputed');
    await userEvent.click(form.getByRole('button', { name: 'Pause Subscription' }));
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'Subscription updated',
        description: 'Kenya AA 1, 12 oz, whole bean is paused.',
      }),
    );
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe(`/api/employee/subscriptions/${LIST[0]!.id}/pause`);
    expect(post?.body).toEqual({ reason: 'Card disputed' });
  });

  it("when a manager cancels and the server refuses, then the server's words show and the form stays", async () => {
    const { store } = await render(manager, [
      http.post('/api/employee/subscriptions/:id/cancel', () =>
        HttpResponse.json({ message: 'This subscription has been cancelled' }, { status: 409 }),
      ),
    ]);
    const dialog = await openDetail('Kenya AA 1');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const form = within(await screen.findByRole('form', { name: 'Cancel subscription' }));
    await userEvent.type(form.getByRole('textbox', { name: /Reason/ }), 'Moved abroad');
    await userEvent.click(form.getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'Could not update the subscription',
        description: expect.stringContaining('This subscription has been cancelled') as unknown,
      }),
    );
    expect(screen.getByRole('form', { name: 'Cancel subscription' })).toBeInTheDocument();
  });
});
