import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_COUNT_MESSAGE, type SamplePoolEntry } from '@coffee/contracts';
import { HttpResponse, http } from '@coffee/platform/testing';

import { openAdminTab } from './open-admin-tab';

const entry = (n: number, overrides: Partial<SamplePoolEntry> = {}): SamplePoolEntry => ({
  productId: `65a0000000000000000000${String(n).padStart(2, '0')}`,
  name: `Coffee ${n}`,
  imageUrl: null,
  category: 'beans',
  count: 0,
  reserved: 0,
  updatedAt: null,
  ...overrides,
});

/** The pool as the catalog keeps it; PUT changes it, as the service would. */
function poolHandlers(pool: SamplePoolEntry[], puts: unknown[] = []) {
  return [
    http.get('/api/admin/samples', () => HttpResponse.json(pool)),
    http.put('/api/admin/samples/:productId', async ({ params, request }) => {
      const body = (await request.json()) as { count: number };
      puts.push({ productId: params.productId, ...body });
      const at = pool.findIndex((e) => e.productId === params.productId);
      pool[at] = { ...pool[at]!, count: body.count, updatedAt: '2026-11-30T12:00:00.000Z' };
      return HttpResponse.json(pool[at]);
    }),
  ];
}

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;

describe('admin portal: free samples', () => {
  it('when opened, then each coffee shows its free samples, those held by orders and the totals', async () => {
    await openAdminTab(
      'Samples',
      poolHandlers([
        entry(1, {
          name: 'Kenya AA',
          count: 12,
          reserved: 3,
          updatedAt: '2026-11-29T09:00:00.000Z',
        }),
        entry(2, { name: 'Peru Cajamarca' }),
      ]),
    );
    const table = await screen.findByRole('region', { name: 'Sample pool' });
    await within(table).findByRole('rowheader', { name: /Kenya AA/ });
    const cells = within(rowOf('Kenya AA')).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['12', '3', 'November 29, 2026', 'Set count']);
    expect(within(rowOf('Peru Cajamarca')).getAllByRole('cell')[2]).toHaveTextContent('—');
    const figures = screen.getByLabelText('Sample pool figures');
    expect(figures).toHaveTextContent('Coffees with samples1');
    expect(figures).toHaveTextContent('Samples free to give12');
    expect(figures).toHaveTextContent('Held by orders3');
  });

  it('when the admin sets a count, then it is checked, sent and the table shows it', async () => {
    const puts: unknown[] = [];
    const pool = [entry(1, { name: 'Kenya AA', count: 2 })];
    const { store } = await openAdminTab('Samples', poolHandlers(pool, puts));
    await screen.findByRole('rowheader', { name: /Kenya AA/ });
    await userEvent.click(within(rowOf('Kenya AA')).getByRole('button', { name: 'Set count' }));
    const dialog = screen.getByRole('dialog', { name: 'Set samples: Kenya AA' });
    const field = within(dialog).getByRole('textbox', { name: '2 oz samples on the shelf' });

    await userEvent.clear(field);
    await userEvent.type(field, '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save samples' }));
    expect(within(dialog).getByText(SAMPLE_COUNT_MESSAGE)).toBeInTheDocument();
    expect(puts).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save samples' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toEqual([{ productId: pool[0]!.productId, count: 40 }]);
    expect(store.getState().toast.toasts[0]).toMatchObject({
      title: 'Samples updated',
      description: 'Kenya AA: 40 free samples to give.',
    });
    await waitFor(() =>
      expect(within(rowOf('Kenya AA')).getAllByRole('cell')[0]).toHaveTextContent('40'),
    );
  });
});
