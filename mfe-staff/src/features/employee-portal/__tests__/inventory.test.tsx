import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser } from '@coffee/contracts';
import { HttpResponse, http, renderApp, type RequestHandler } from '@coffee/platform/testing';
import { EmployeePortalPage } from '..';
import {
  emptyOrdersHandler,
  employee,
  manager,
  pageOf,
  sessionReady,
  staffProduct,
  withUi,
} from '../../../test/fixtures';

async function openInventory(user: PublicUser = employee, handlers: RequestHandler[] = []) {
  const view = renderApp(<EmployeePortalPage />, {
    user,
    wrap: withUi,
    handlers: [
      emptyOrdersHandler,
      ...handlers,
      http.get('/api/employee/inventory', () =>
        HttpResponse.json(
          pageOf([
            staffProduct(1, { name: 'Burr Grinder', inventory: 0, inStock: false }),
            staffProduct(2, { name: 'Kenya AA', inventory: 4 }),
            staffProduct(3, { name: 'House Blend', inventory: 80 }),
          ]),
        ),
      ),
    ],
  });
  await sessionReady(view.store);
  await userEvent.click(screen.getByRole('tab', { name: 'Inventory' }));
  await screen.findByText('Burr Grinder');
  return view;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('employee portal: inventory', () => {
  it('when opened, then it asks for the lowest stock first and badges each level', async () => {
    const { requests } = await openInventory();
    const list = requests.find((r) => r.path === '/api/employee/inventory');
    expect(list?.search.get('sort')).toBe('stock');
    expect(within(rowOf('Burr Grinder')).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(rowOf('Kenya AA')).getByText('Low Stock')).toBeInTheDocument();
    expect(within(rowOf('House Blend')).getByText('In Stock')).toBeInTheDocument();
  });

  it('when an employee updates stock, then only Adjust by is offered and the adjustment is posted with its reason', async () => {
    const { requests } = await openInventory(employee, [
      http.post('/api/employee/inventory/:id', () =>
        HttpResponse.json(staffProduct(2, { name: 'Kenya AA', inventory: 28 })),
      ),
    ]);
    await userEvent.click(within(rowOf('Kenya AA')).getByRole('button', { name: 'Update Stock' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Stock: Kenya AA' });
    expect(within(dialog).getByRole('radio', { name: 'Adjust by' })).toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: 'Set to' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '24');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Delivery from roaster');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Stock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe(`/api/employee/inventory/${staffProduct(2).id}`);
    expect(post?.body).toEqual({ mode: 'adjust', value: 24, reason: 'Delivery from roaster' });
  });

  it('when a manager updates stock, then Set to is offered (inventory corrections)', async () => {
    await openInventory(manager);
    await userEvent.click(within(rowOf('Kenya AA')).getByRole('button', { name: 'Update Stock' }));
    expect(screen.getByRole('radio', { name: 'Set to' })).toBeInTheDocument();
  });
});
