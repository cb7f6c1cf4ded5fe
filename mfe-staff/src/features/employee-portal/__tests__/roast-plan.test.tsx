import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoastBatch, RoastBatchList, RoastPlan } from '@coffee/contracts';
import { HttpResponse, http, renderApp } from '@coffee/platform/testing';
import { EmployeePortalPage } from '..';
import { emptyOrdersHandler, employee, sessionReady, withUi } from '../../../test/fixtures';

const plan: RoastPlan = {
  timezone: 'America/New_York',
  today: '2026-12-01',
  days: [
    {
      date: '2026-12-01',
      lines: [
        {
          productId: 'p1',
          productName: 'Ethiopia Yirgacheffe',
          sizes: [
            { size: '12 oz', bags: 2, grams: 680 },
            { size: '2 lb', bags: 1, grams: 907 },
          ],
          neededGrams: 1587,
          coveredGrams: 500,
          toRoastGrams: 1087,
          orders: 2,
          overdueOrders: 1,
        },
      ],
    },
    { date: '2026-12-02', lines: [] },
  ],
};

const batch = (overrides: Partial<RoastBatch> = {}): RoastBatch => ({
  id: 'b1',
  productId: 'p1',
  productName: 'Ethiopia Yirgacheffe',
  roastedOn: '2026-11-30',
  weightGrams: 5000,
  remainingGrams: 500,
  recordedBy: { userId: 'u1', name: 'employee' },
  recordedAt: '2026-11-30T15:00:00.000Z',
  ...overrides,
});

async function openRoastPlan(record?: (body: unknown) => Response) {
  const batches: RoastBatch[] = [batch()];
  const list = (): RoastBatchList => ({
    batches,
    coffees: [
      { id: 'p1', name: 'Ethiopia Yirgacheffe' },
      { id: 'p2', name: 'House Blend' },
    ],
    today: '2026-12-01',
  });
  const view = renderApp(<EmployeePortalPage />, {
    user: employee,
    wrap: withUi,
    handlers: [
      emptyOrdersHandler,
      http.get('/api/employee/roast-plan', () => HttpResponse.json(plan)),
      http.get('/api/employee/roast-batches', () => HttpResponse.json(list())),
      http.post('/api/employee/roast-batches', async ({ request }) => {
        const body = await request.json();
        if (record) return record(body);
        const made = batch({
          id: 'b2',
          productId: 'p2',
          productName: 'House Blend',
          weightGrams: 12500,
          remainingGrams: 12500,
          roastedOn: '2026-12-01',
        });
        batches.unshift(made);
        return HttpResponse.json(made, { status: 201 });
      }),
    ],
  });
  await sessionReady(view.store);
  await userEvent.click(screen.getByRole('tab', { name: 'Roast plan' }));
  await screen.findByRole('table', { name: /Roast plan/ });
  return view;
}

describe('employee portal: roast plan', () => {
  it('when opened, then each roast day shows the bags by size and what is needed, covered and to roast', async () => {
    await openRoastPlan();
    const table = screen.getByRole('table', { name: /Roast plan/ });
    const row = within(table).getByText('Ethiopia Yirgacheffe').closest('tr') as HTMLElement;
    expect(within(row).getByText('Dec 1, 2026 (today)')).toBeInTheDocument();
    expect(within(row).getByText('2 x 12 oz, 1 x 2 lb')).toBeInTheDocument();
    expect(within(row).getByText('1.6 kg')).toBeInTheDocument();
    expect(within(row).getByText('0.5 kg')).toBeInTheDocument();
    expect(within(row).getByText('1.1 kg')).toBeInTheDocument();
    expect(within(row).getByText(/1 overdue order/)).toBeInTheDocument();
    expect(within(table).getByText('Nothing to roast')).toBeInTheDocument();
    const batches = await screen.findByRole('table', { name: 'Roast batches' });
    expect(within(batches).getByText('Nov 30, 2026')).toBeInTheDocument();
  });

  it('when a batch is recorded, then it is sent in kg with today as its date and the list shows it', async () => {
    const { requests } = await openRoastPlan();
    await userEvent.selectOptions(await screen.findByLabelText('Coffee'), 'p2');
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '12.5');
    expect(screen.getByLabelText('Roast date')).toHaveValue('2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Record batch' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Recorded 12.5 kg of House Blend, roasted Dec 1, 2026.',
    );
    const sent = requests.find(
      (r) => r.method === 'POST' && r.path === '/api/employee/roast-batches',
    );
    expect(sent?.body).toEqual({ productId: 'p2', weightKg: 12.5, roastedOn: '2026-12-01' });
    const batches = screen.getByRole('table', { name: 'Roast batches' });
    await waitFor(() => expect(within(batches).getByText('House Blend')).toBeInTheDocument());
  });

  it('when the service refuses a batch, then its message is shown and nothing is said to be recorded', async () => {
    await openRoastPlan(() =>
      HttpResponse.json({ message: 'The roast date cannot be in the future' }, { status: 400 }),
    );
    await userEvent.selectOptions(await screen.findByLabelText('Coffee'), 'p1');
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Record batch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The roast date cannot be in the future',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when no coffee is chosen, then it asks for one and sends nothing', async () => {
    const { requests } = await openRoastPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'Record batch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a coffee');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
