import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, renderApp, type RequestHandler } from '@coffee/platform/testing';
import { EmployeePortalPage } from '..';
import { apiProduct, employee, withUi } from '../../../test/fixtures';

const overview = { tickets: { open: 7, inProgress: 3, resolved: 42 } };
const overviewAnswer = (body: object = overview, status = 200) =>
  http.get('/api/employee/overview', () => HttpResponse.json(body, { status }));

async function openSection(name: string, handlers: RequestHandler[] = []) {
  const view = renderApp(<EmployeePortalPage />, { user: employee, wrap: withUi, handlers });
  await userEvent.click(screen.getByRole('tab', { name }));
  return view;
}

const bodyRows = (tableName: string) =>
  within(within(screen.getByRole('region', { name: tableName })).getByRole('table'))
    .getAllByRole('row')
    .slice(1);

describe('employee portal', () => {
  it('when opened, then the four sections are tabs and orders show with the five (unwired) filters', () => {
    renderApp(<EmployeePortalPage />, { user: employee, wrap: withUi });
    const tabs = within(
      screen.getByRole('tablist', { name: 'Employee portal sections' }),
    ).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Orders', 'Inventory', 'Customers', 'Support']);
    const filters = screen.getByRole('group', { name: 'Filter orders by status' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'New', 'Processing', 'Shipped', 'Completed']);
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
  });

  it('when the customers tab opens, then six sample customers show with View Profile and View Orders', async () => {
    await openSection('Customers');
    const rows = bodyRows('Customers');
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(within(row).getByRole('button', { name: 'View Profile' })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'View Orders' })).toBeInTheDocument();
    }
  });

  it('when a membership filter is chosen, then only matching customers show, and All brings them back', async () => {
    await openSection('Customers');
    const filters = screen.getByRole('group', { name: 'Filter customers by membership' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Direct+', 'Standard']);

    await userEvent.click(within(filters).getByRole('button', { name: 'Direct+' }));
    expect(within(filters).getByRole('button', { name: 'Direct+' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    let rows = bodyRows('Customers');
    expect(rows).toHaveLength(3);
    rows.forEach((row) => expect(within(row).getByText('Direct+')).toBeInTheDocument());

    await userEvent.click(within(filters).getByRole('button', { name: 'Standard' }));
    rows = bodyRows('Customers');
    expect(rows).toHaveLength(3);
    rows.forEach((row) => expect(within(row).getByText('Standard')).toBeInTheDocument());

    await userEvent.click(within(filters).getByRole('button', { name: 'All' }));
    expect(bodyRows('Customers')).toHaveLength(6);
  });

  it('when the support tab opens, then the live ticket counts show in its header', async () => {
    const { requests } = await openSection('Support', [overviewAnswer()]);
    const counts = await screen.findByLabelText('Ticket counts');
    const pairs = within(counts)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Open', '7'],
      ['In Progress', '3'],
      ['Resolved', '42'],
    ]);
    expect(requests.filter((r) => r.path === '/api/employee/overview')).toHaveLength(1);
  });

  it('when the support tab opens, then five sample tickets show; View on each, Respond only on unresolved ones', async () => {
    await openSection('Support', [overviewAnswer()]);
    const rows = bodyRows('Support tickets');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '#TKT-1001',
      '#TKT-1002',
      '#TKT-1003',
      '#TKT-1004',
      '#TKT-1005',
    ]);
    for (const row of rows) {
      expect(within(row).getByRole('button', { name: 'View' })).toBeInTheDocument();
      const resolved = within(row).queryByText('Resolved') !== null;
      if (resolved)
        expect(within(row).queryByRole('button', { name: 'Respond' })).not.toBeInTheDocument();
      else expect(within(row).getByRole('button', { name: 'Respond' })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: 'Respond' })).toHaveLength(4);
  });

  it('when a ticket status filter is chosen, then only tickets with that status show', async () => {
    await openSection('Support', [overviewAnswer()]);
    const filters = screen.getByRole('group', { name: 'Filter tickets by status' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Open', 'In Progress', 'Resolved']);

    await userEvent.click(within(filters).getByRole('button', { name: 'Resolved' }));
    let rows = bodyRows('Support tickets');
    expect(rows).toHaveLength(1);
    expect(
      within(rows[0] as HTMLElement).queryByRole('button', { name: 'Respond' }),
    ).not.toBeInTheDocument();

    await userEvent.click(within(filters).getByRole('button', { name: 'In Progress' }));
    rows = bodyRows('Support tickets');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '#TKT-1002',
      '#TKT-1005',
    ]);

    await userEvent.click(within(filters).getByRole('button', { name: 'Open' }));
    rows = bodyRows('Support tickets');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '#TKT-1001',
      '#TKT-1004',
    ]);
    rows.forEach((row) =>
      expect(within(row).getByRole('button', { name: 'Respond' })).toBeInTheDocument(),
    );
  });

  it('when the overview call fails, then the header says the counts are unavailable', async () => {
    await openSection('Support', [overviewAnswer({ message: 'Service unavailable: staff' }, 503)]);
    expect(
      await screen.findByText('Ticket counts are unavailable (503: Service unavailable: staff).'),
    ).toBeInTheDocument();
    expect(bodyRows('Support tickets')).toHaveLength(5);
  });

  it('when the inventory tab opens, then products show with stock status and units', async () => {
    await openSection('Inventory', [
      http.get('/api/products', () =>
        HttpResponse.json([
          apiProduct(1, { name: 'Kenya AA', inventory: 120 }),
          apiProduct(2, { name: 'Moka Pot', inventory: 4 }),
          apiProduct(3, { name: 'Gift Box', inStock: false, inventory: 0 }),
        ]),
      ),
    ]);
    expect(await screen.findByText('Kenya AA')).toBeInTheDocument();
    const [a, b, c] = bodyRows('Inventory') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(a).getByText('In Stock')).toBeInTheDocument();
    expect(within(a).getByText('120')).toBeInTheDocument();
    expect(within(b).getByText('Low Stock')).toBeInTheDocument();
    expect(within(c).getByText('Out of Stock')).toBeInTheDocument();
  });
});
