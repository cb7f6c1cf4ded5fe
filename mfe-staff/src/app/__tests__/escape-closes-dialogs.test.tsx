import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http, renderApp } from '@coffee/platform/testing';
import { AdminPortalPage } from '../../features/admin-portal';
import { EmployeePortalPage } from '../../features/employee-portal';
import {
  admin,
  dashboardHandler,
  employee,
  fullProduct,
  pageOf,
  sessionReady,
  staffOrder,
  staffProduct,
  staffTicket,
  staffUser,
  ticketSummary,
  withUi,
} from '../../test/fixtures';

/**
 * Escape closes every staff dialog, wherever the focus is: on a control inside, on the dialog's
 * text after a click there (the browser then focuses the page's body), or still on the button
 * that opened it while the dialog loads. It used to close only the first of these.
 */
const anyDialog = () => screen.queryByRole('dialog') ?? screen.queryByRole('alertdialog');

async function escapeAfterClickOnText(name: string | RegExp) {
  const dialog = await waitFor(() => {
    const found =
      screen.queryByRole('dialog', { name }) ?? screen.queryByRole('alertdialog', { name });
    if (!found) throw new Error(`no dialog ${String(name)}`);
    return found;
  });
  await userEvent.click(within(dialog).getAllByRole('heading')[0]!);
  await userEvent.keyboard('{Escape}');
  expect(anyDialog()).not.toBeInTheDocument();
}

const USER = staffUser(2, { username: 'bob', fullName: 'Bob Buyer' });

async function adminOn(tab: string) {
  const view = renderApp(<AdminPortalPage />, {
    user: admin,
    wrap: withUi,
    handlers: [
      dashboardHandler,
      http.get('/api/admin/products', () => HttpResponse.json(pageOf([staffProduct(1)]))),
      http.get('/api/admin/products/:id', async () => {
        await delay(150);
        return HttpResponse.json(fullProduct(1, { imageUrl: null }));
      }),
      http.get('/api/admin/users', () => HttpResponse.json(pageOf([USER]))),
    ],
  });
  await sessionReady(view.store);
  await userEvent.click(screen.getByRole('tab', { name: tab }));
  return view;
}

async function employeeOn(tab: string) {
  const view = renderApp(<EmployeePortalPage />, {
    user: employee,
    wrap: withUi,
    handlers: [
      http.get('/api/employee/orders', () =>
        HttpResponse.json(pageOf([staffOrder(1, 'pending'), staffOrder(2, 'processing')])),
      ),
      http.get('/api/employee/orders/:id', async () => {
        await delay(150);
        return HttpResponse.json(staffOrder(1, 'pending'));
      }),
      http.get('/api/employee/overview', () =>
        HttpResponse.json({ tickets: { open: 1, inProgress: 0, resolved: 0 } }),
      ),
      http.get('/api/employee/tickets', () =>
        HttpResponse.json(pageOf([ticketSummary(1, 'open')])),
      ),
      http.get('/api/employee/tickets/:number', async () => {
        await delay(150);
        return HttpResponse.json(staffTicket(1, 'open'));
      }),
      http.get('/api/employee/inventory', () => HttpResponse.json(pageOf([staffProduct(1)]))),
      http.get('/api/employee/customers', () => HttpResponse.json(pageOf([USER]))),
      http.get('/api/employee/customers/:id', () => HttpResponse.json(USER)),
      http.get('/api/employee/customers/:id/orders', () => HttpResponse.json(pageOf([]))),
    ],
  });
  await sessionReady(view.store);
  if (tab !== 'Orders') await userEvent.click(screen.getByRole('tab', { name: tab }));
  return view;
}

describe('Escape closes every staff dialog', () => {
  it('when Edit Product is still loading its product, then Escape closes it', async () => {
    await adminOn('Products');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toHaveTextContent(
      'Loading the product…',
    );
    await userEvent.keyboard('{Escape}');
    expect(anyDialog()).not.toBeInTheDocument();
  });

  it('when Edit Product has loaded and its text was clicked, then Escape closes it', async () => {
    await adminOn('Products');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByLabelText('Name');
    await escapeAfterClickOnText('Edit Product');
  });

  it.each([
    ['Add Product', 'Add Product'],
    ['Update Inventory', 'Update Inventory'],
  ])('when %s is open and its text was clicked, then Escape closes it', async (button, name) => {
    await adminOn('Products');
    await screen.findByText('Product 1');
    await userEvent.click(screen.getByRole('button', { name: button }));
    await escapeAfterClickOnText(name);
  });

  it('when a row’s Update Stock is open and its text was clicked, then Escape closes it', async () => {
    await adminOn('Products');
    await screen.findByText('Product 1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Stock' }));
    await escapeAfterClickOnText('Update Stock: Product 1');
  });

  it('when the role question or Disable is open and its text was clicked, then Escape closes it', async () => {
    await adminOn('Users');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of bob' }),
      'manager',
    );
    await escapeAfterClickOnText('Make Bob Buyer a manager?');
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    await escapeAfterClickOnText('Disable Bob Buyer?');
  });

  it('when a ticket is still loading, or its text was clicked, then Escape closes it', async () => {
    await employeeOn('Support');
    await userEvent.click(await screen.findByRole('button', { name: 'View' }));
    await userEvent.keyboard('{Escape}');
    expect(anyDialog()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Respond' }));
    await screen.findByLabelText('Your reply');
    await escapeAfterClickOnText(/#TKT-1001/);
  });

  it('when an order’s detail, Ship or Cancel is open and its text was clicked, then Escape closes it', async () => {
    await employeeOn('Orders');
    const number = staffOrder(1, 'pending').orderNumber;
    const row = (await screen.findByRole('rowheader', { name: number })).closest('tr')!;
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'View' }));
    await userEvent.keyboard('{Escape}');
    expect(anyDialog()).not.toBeInTheDocument();
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Cancel' }));
    await escapeAfterClickOnText(/Cancel ORD-/);
    const processing = screen
      .getByRole('rowheader', { name: staffOrder(2, 'processing').orderNumber })
      .closest('tr') as HTMLElement;
    await userEvent.click(within(processing).getByRole('button', { name: 'Ship' }));
    await escapeAfterClickOnText(/Ship ORD-/);
  });

  it('when a customer’s profile or orders are open and their text was clicked, then Escape closes them', async () => {
    await employeeOn('Customers');
    await userEvent.click(await screen.findByRole('button', { name: 'View Profile' }));
    await escapeAfterClickOnText(/Profile: Bob Buyer/);
    await userEvent.click(screen.getByRole('button', { name: 'View Orders' }));
    await escapeAfterClickOnText(/Orders: Bob Buyer/);
  });

  it('when inventory’s Update Stock is open and its text was clicked, then Escape closes it', async () => {
    await employeeOn('Inventory');
    await userEvent.click(await screen.findByRole('button', { name: 'Update Stock' }));
    await escapeAfterClickOnText('Update Stock: Product 1');
  });
});
