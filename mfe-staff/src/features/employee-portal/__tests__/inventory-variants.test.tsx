import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, renderApp, type RequestHandler } from '@coffee/platform/testing';
import { EmployeePortalPage } from '..';
import {
  emptyOrdersHandler,
  employee,
  pageOf,
  sessionReady,
  staffProduct,
  staffVariant,
  withUi,
} from '../../../test/fixtures';

/** A bean in three variants, one of them low (2 lb, pour-over) and one retired. */
const ethiopia = staffProduct(4, {
  name: 'Ethiopia Yirgacheffe',
  inventory: 143,
  variants: [
    staffVariant(4, { size: '12 oz', grind: 'whole-bean', inventory: 120 }),
    staffVariant(4, { size: '2 lb', grind: 'pour-over', inventory: 3, lowStock: true }),
    staffVariant(4, { size: '5 lb', grind: 'whole-bean', inventory: 20 }),
    staffVariant(4, { size: '5 lb', grind: 'drip', inventory: 0, retired: true }),
  ],
});

async function openInventory(handlers: RequestHandler[] = []) {
  const view = renderApp(<EmployeePortalPage />, {
    user: employee,
    wrap: withUi,
    handlers: [
      emptyOrdersHandler,
      ...handlers,
      http.get('/api/employee/inventory', () =>
        HttpResponse.json(pageOf([ethiopia, staffProduct(3, { name: 'Burr Grinder' })])),
      ),
    ],
  });
  await sessionReady(view.store);
  await userEvent.click(screen.getByRole('tab', { name: 'Inventory' }));
  await screen.findByText('Ethiopia Yirgacheffe');
  return view;
}

const rowOf = (name: RegExp | string) => screen.getByRole('row', { name });

describe('employee portal: inventory per variant', () => {
  it('when a coffee is sold in sizes, then its row says which size runs low and opens to its variants', async () => {
    await openInventory();
    const product = screen.getByRole('button', { name: /variants of Ethiopia/ }).closest('tr')!;
    expect(within(product).getByText('Low Stock')).toBeInTheDocument();
    expect(within(product).getByText('Low: 2 lb, pour-over')).toBeInTheDocument();
    // Its stock changes on a variant's row, never on the sum.
    expect(within(product).queryByRole('button', { name: 'Update Stock' })).toBeNull();
    const toggle = within(product).getByRole('button', {
      name: 'Show 3 variants of Ethiopia Yirgacheffe',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const low = rowOf(/^Ethiopia Yirgacheffe, 2 lb, pour-over/);
    expect(within(low).getByText('SKU-4-2LB-POUR-OVER')).toBeInTheDocument();
    expect(within(low).getByText('Low Stock')).toBeInTheDocument();
    expect(within(low).getByText('3')).toBeInTheDocument();
    expect(
      within(rowOf(/^Ethiopia Yirgacheffe, 12 oz, whole bean/)).getByText('In Stock'),
    ).toBeInTheDocument();
    // A retired variant is no longer sold: no stock to keep.
    expect(screen.queryByText(/5 lb, drip/)).toBeNull();
    // The toggle names every row it shows.
    for (const id of toggle.getAttribute('aria-controls')!.split(' '))
      expect(document.getElementById(id)).not.toBeNull();
    await userEvent.click(toggle);
    expect(screen.queryByRole('row', { name: /^Ethiopia Yirgacheffe, 2 lb/ })).toBeNull();
  });

  it('when an employee updates one variant, then the change names it and goes with its variantId', async () => {
    const after = {
      ...ethiopia,
      variants: ethiopia.variants!.map((v) =>
        v.id === '2lb-pour-over' ? { ...v, inventory: 27, lowStock: false } : v,
      ),
    };
    const { requests, store } = await openInventory([
      http.post('/api/employee/inventory/:id', () => HttpResponse.json(after)),
    ]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Show 3 variants of Ethiopia Yirgacheffe' }),
    );
    const button = within(rowOf(/^Ethiopia Yirgacheffe, 2 lb, pour-over/)).getByRole('button', {
      name: 'Update Stock',
    });
    expect(button).toHaveAccessibleDescription('Ethiopia Yirgacheffe, 2 lb, pour-over');
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', {
      name: 'Update Stock: Ethiopia Yirgacheffe, 2 lb, pour-over',
    });
    expect(within(dialog).getByText('In stock now: 3')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '24');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Roasted this morning');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Stock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe(`/api/employee/inventory/${ethiopia.id}`);
    expect(post?.body).toEqual({
      variantId: '2lb-pour-over',
      mode: 'adjust',
      value: 24,
      reason: 'Roasted this morning',
    });
    expect(store.getState().toast.toasts[0]).toMatchObject({
      title: 'Stock updated',
      description: 'Ethiopia Yirgacheffe, 2 lb, pour-over: 27 in stock.',
    });
  });
});
