import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PROMOTION_CODE_FORMAT_MESSAGE,
  PROMOTION_FIELD_MESSAGES,
  type Promotion,
} from '@coffee/contracts';
import { HttpResponse, http } from '@coffee/platform/testing';

import { openAdminTab } from './open-admin-tab';

const promotion = (n: number, overrides: Partial<Promotion> = {}): Promotion => ({
  id: `66c0000000000000000000${String(n).padStart(2, '0')}`,
  name: `Promotion ${n}`,
  code: `CODE${n}`,
  kind: 'percent',
  percentOff: 10,
  amountOff: null,
  scope: { categories: [], productIds: [], variantIds: [] },
  membersOnly: false,
  minSubtotal: '0.00',
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  paused: false,
  uses: 0,
  status: 'active',
  // Midday UTC: the same date in every time zone the tests may run in.
  createdAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

/**
 * The promotions as the service keeps them: POST adds one (newest first), PUT pauses or
 * resumes one; each answers what the service would. `post` stands in for a refusal.
 */
function promotionHandlers(list: Promotion[], post: () => Response | undefined = () => undefined) {
  return [
    http.get('/api/admin/promotions', () => HttpResponse.json(list)),
    http.post('/api/admin/promotions', async ({ request }) => {
      const refused = post();
      if (refused) return refused;
      const body = (await request.json()) as Partial<Promotion>;
      const created = promotion(99, { ...body, uses: 0, status: 'scheduled' });
      list.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('/api/admin/promotions/:id/status', async ({ params, request }) => {
      const { paused } = (await request.json()) as { paused: boolean };
      const at = list.findIndex((p) => p.id === params.id);
      list[at] = { ...list[at]!, paused, status: paused ? 'paused' : 'active' };
      return HttpResponse.json(list[at]);
    }),
  ];
}

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const cellsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((c) => c.textContent);

async function openNewPromotion() {
  await userEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
  return screen.getByRole('dialog', { name: 'New promotion' });
}

describe('admin portal: promotions', () => {
  it('when opened, then each promotion shows what it takes off, its limits, its uses and its status', async () => {
    await openAdminTab(
      'Promotions',
      promotionHandlers([
        promotion(1, {
          name: 'Fall beans',
          code: 'FALL10',
          scope: { categories: ['beans', 'espresso'], productIds: [], variantIds: [] },
          startsAt: '2026-11-02T12:00:00.000Z',
          endsAt: '2026-12-01T12:00:00.000Z',
          maxUses: 100,
          maxUsesPerCustomer: 1,
          uses: 37,
        }),
        promotion(2, {
          name: 'Members ship free',
          code: null,
          kind: 'free-shipping',
          percentOff: null,
          membersOnly: true,
          minSubtotal: '50.00',
          uses: 1234,
          paused: true,
          status: 'paused',
        }),
        promotion(3, {
          name: 'Five off',
          kind: 'fixed',
          percentOff: null,
          amountOff: '5.00',
          scope: { categories: [], productIds: ['65a000000000000000000001'], variantIds: [] },
          endsAt: '2026-11-20T12:00:00.000Z',
          status: 'ended',
        }),
      ]),
    );
    await screen.findByRole('rowheader', { name: 'Fall beans' });
    expect(cellsOf('Fall beans')).toEqual([
      'FALL10',
      '10% off',
      'Coffee Beans, Espresso',
      'Everyone',
      'None',
      'From November 2, 2026Until December 1, 2026',
      '37 / 1001 per customer',
      'Active',
      'Pause',
    ]);
    expect(cellsOf('Members ship free')).toEqual([
      'Automatic',
      'Free shipping',
      'Whole order',
      'Direct+ members',
      '$50.00',
      'From November 1, 2026No end date',
      '1,234',
      'Paused',
      'Resume',
    ]);
    // An ended promotion cannot come back: no button.
    expect(cellsOf('Five off')).toEqual([
      'CODE3',
      '$5.00 off',
      '1 product',
      'Everyone',
      'None',
      'From November 1, 2026Until November 20, 2026',
      '0',
      'Ended',
      '',
    ]);
    const figures = screen.getByLabelText('Promotion figures');
    expect(figures).toHaveTextContent('Active1');
    expect(figures).toHaveTextContent('Paused1');
  });

  it('when the admin creates a promotion, then the contract’s body is posted and the list shows it', async () => {
    const { requests, store } = await openAdminTab('Promotions', promotionHandlers([]));
    const dialog = await openNewPromotion();
    await userEvent.type(within(dialog).getByLabelText('Name'), ' Fall sale ');
    await userEvent.type(within(dialog).getByLabelText('Code'), 'fall10');
    expect(within(dialog).getByRole('radio', { name: 'Percent off' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Percent off (%)'), '10');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Coffee Beans' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Direct+ members only' }));
    await userEvent.type(within(dialog).getByLabelText('Minimum subtotal (USD)'), '25');
    fireEvent.change(within(dialog).getByLabelText('Starts'), {
      target: { value: '2026-12-01T09:00' },
    });
    fireEvent.change(within(dialog).getByLabelText('Ends'), {
      target: { value: '2026-12-08T18:30' },
    });
    await userEvent.type(within(dialog).getByLabelText('Total uses'), '100');
    await userEvent.type(within(dialog).getByLabelText('Uses per customer'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create promotion' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Fall sale',
      code: 'FALL10',
      kind: 'percent',
      percentOff: 10,
      amountOff: null,
      scope: { categories: ['beans'], productIds: [], variantIds: [] },
      membersOnly: true,
      minSubtotal: '25.00',
      startsAt: new Date('2026-12-01T09:00').toISOString(),
      endsAt: new Date('2026-12-08T18:30').toISOString(),
      maxUses: 100,
      maxUsesPerCustomer: 1,
    });
    expect(store.getState().toast.toasts[0]).toMatchObject({
      title: 'Promotion created',
      description: 'Fall sale (code FALL10) is scheduled.',
    });
    await screen.findByRole('rowheader', { name: 'Fall sale' });
    expect(cellsOf('Fall sale').slice(0, 3)).toEqual(['FALL10', '10% off', 'Coffee Beans']);
  });

  it('when a percent promotion has no percent, or a code is malformed, then the contract’s messages show and nothing is sent', async () => {
    const { requests } = await openAdminTab('Promotions', promotionHandlers([]));
    const dialog = await openNewPromotion();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Fall sale');
    await userEvent.type(within(dialog).getByLabelText('Code'), 'x!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create promotion' }));
    expect(within(dialog).getByText(PROMOTION_FIELD_MESSAGES.percent)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Percent off (%)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByText(PROMOTION_CODE_FORMAT_MESSAGE)).toBeInTheDocument();

    // A fixed amount asks for its amount instead; free shipping needs neither.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fixed amount off' }));
    await userEvent.clear(within(dialog).getByLabelText('Code'));
    expect(within(dialog).queryByLabelText('Percent off (%)')).not.toBeInTheDocument();
    expect(within(dialog).getByText(PROMOTION_FIELD_MESSAGES.amount)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('when the code is taken, then the server’s message shows by the code and the form stays open', async () => {
    await openAdminTab(
      'Promotions',
      promotionHandlers([], () =>
        HttpResponse.json({ message: PROMOTION_FIELD_MESSAGES.codeTaken }, { status: 409 }),
      ),
    );
    const dialog = await openNewPromotion();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Fall sale');
    await userEvent.type(within(dialog).getByLabelText('Code'), 'FALL10');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Free shipping' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create promotion' }));
    expect(await within(dialog).findByText(PROMOTION_FIELD_MESSAGES.codeTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the server refuses a field, then its message shows by that field', async () => {
    const notAProduct = 'productId must be a product id';
    await openAdminTab(
      'Promotions',
      promotionHandlers([], () =>
        HttpResponse.json(
          {
            message: 'Validation failed',
            issues: [{ path: ['scope', 'productIds', 0], message: notAProduct }],
          },
          { status: 400 },
        ),
      ),
    );
    const dialog = await openNewPromotion();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'One bag');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Free shipping' }));
    await userEvent.type(
      within(dialog).getByLabelText('Product ids (optional)'),
      '65a000000000000000000099',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create promotion' }));
    expect(await within(dialog).findByText(notAProduct)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Product ids (optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('when the admin pauses a promotion, then its status is put and the row offers Resume', async () => {
    const list = [promotion(1, { name: 'Fall beans' })];
    const { requests } = await openAdminTab('Promotions', promotionHandlers(list));
    await screen.findByRole('rowheader', { name: 'Fall beans' });
    await userEvent.click(within(rowOf('Fall beans')).getByRole('button', { name: 'Pause' }));

    expect(
      await within(rowOf('Fall beans')).findByRole('button', { name: 'Resume' }),
    ).toBeInTheDocument();
    expect(within(rowOf('Fall beans')).getByText('Paused')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({
      path: `/api/admin/promotions/${list[0]!.id}/status`,
      body: { paused: true },
    });
  });
});
