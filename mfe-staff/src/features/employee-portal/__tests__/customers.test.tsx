import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, renderApp } from '@coffee/platform/testing';
import { EmployeePortalPage } from '..';
import {
  emptyOrdersHandler,
  employee,
  pageOf,
  staffOrder,
  staffUser,
  withUi,
} from '../../../test/fixtures';

const MEMBER = staffUser(1, {
  fullName: 'Maya Thompson',
  isDirectPlus: true,
  directPlusExpiry: '2027-04-28T00:00:00.000Z',
  address: '1 Main St',
  city: 'Boston',
  state: 'MA',
  zipCode: '02101',
});
const STANDARD = staffUser(2, { fullName: 'Daniel Okafor' });

async function openCustomers() {
  const view = renderApp(<EmployeePortalPage />, {
    user: employee,
    wrap: withUi,
    handlers: [
      emptyOrdersHandler,
      http.get('/api/employee/customers', ({ request }) => {
        const segment = new URL(request.url).searchParams.get('segment');
        const all = [MEMBER, STANDARD];
        return HttpResponse.json(
          pageOf(
            all.filter((c) => segment === 'all' || (segment === 'direct-plus') === c.isDirectPlus),
          ),
        );
      }),
      http.get('/api/employee/customers/:id', ({ params }) =>
        HttpResponse.json(params.id === MEMBER.id ? MEMBER : STANDARD),
      ),
      http.get('/api/employee/customers/:id/orders', () =>
        HttpResponse.json(pageOf([staffOrder(9, 'shipped', { trackingNumber: '1Z999AA1' })])),
      ),
      http.get('/api/employee/orders/:id', () =>
        HttpResponse.json(staffOrder(9, 'shipped', { trackingNumber: '1Z999AA1' })),
      ),
    ],
  });
  await userEvent.click(screen.getByRole('tab', { name: 'Customers' }));
  await screen.findByText('Maya Thompson');
  return view;
}

const bodyRows = () =>
  within(within(screen.getByRole('region', { name: 'Customers' })).getByRole('table'))
    .getAllByRole('row')
    .slice(1);

describe('employee portal: customers', () => {
  it('when a membership filter is chosen, then the list asks for that segment', async () => {
    const { requests } = await openCustomers();
    const filters = screen.getByRole('group', { name: 'Filter customers by membership' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Direct+', 'Standard']);
    expect(bodyRows()).toHaveLength(2);
    await userEvent.click(within(filters).getByRole('button', { name: 'Direct+' }));
    await screen.findByText('Maya Thompson');
    await userEvent.click(within(filters).getByRole('button', { name: 'Standard' }));
    expect(await screen.findByText('Daniel Okafor')).toBeInTheDocument();
    expect(screen.queryByText('Maya Thompson')).not.toBeInTheDocument();
    expect(
      requests
        .filter((r) => r.path === '/api/employee/customers')
        .map((r) => r.search.get('segment')),
    ).toEqual(['all', 'direct-plus', 'standard']);
  });

  it('when shown at 375 px, then the table scrolls sideways with the customer column pinned as each row’s header', async () => {
    await openCustomers();
    const region = screen.getByRole('region', { name: 'Customers' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAttribute('data-pinned-column', 'first');
    bodyRows().forEach((r) => expect(r.firstElementChild).toHaveAttribute('scope', 'row'));
  });

  it('when a search is typed, then the list asks with q', async () => {
    const { requests } = await openCustomers();
    await userEvent.type(screen.getByLabelText('Search customers'), 'maya');
    await waitFor(() =>
      expect(requests.filter((r) => r.search.get('q') === 'maya')).toHaveLength(1),
    );
    expect(await screen.findByText('Maya Thompson')).toBeInTheDocument();
  });

  it('when View Profile is pressed, then the real profile opens', async () => {
    await openCustomers();
    const row = screen.getByText('Maya Thompson').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'View Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Profile: Maya Thompson' });
    const profile = await within(dialog).findByLabelText('Profile');
    expect(profile).toHaveTextContent('user1@example.com');
    expect(profile).toHaveTextContent('Direct+, valid until April 28, 2027');
    expect(profile).toHaveTextContent('1 Main St, Boston, MA, 02101, United States');
  });

  it('when View Orders is pressed, then the customer’s orders show and one opens in full', async () => {
    const { requests } = await openCustomers();
    const row = screen.getByText('Maya Thompson').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'View Orders' }));
    const dialog = screen.getByRole('dialog', { name: 'Orders: Maya Thompson' });
    const number = staffOrder(9, 'shipped').orderNumber;
    await within(dialog).findByRole('rowheader', { name: number });
    expect(requests.some((r) => r.path === `/api/employee/customers/${MEMBER.id}/orders`)).toBe(
      true,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'View' }));
    const detail = await screen.findByRole('dialog', { name: `Order ${number}` });
    expect(within(detail).getByText('Tracking number 1Z999AA1')).toBeInTheDocument();
  });
});
