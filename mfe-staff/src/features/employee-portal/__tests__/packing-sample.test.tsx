import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, renderApp } from '@coffee/platform/testing';
import { EmployeePortalPage } from '..';
import { employee, pageOf, sessionReady, staffOrder, withUi } from '../../../test/fixtures';

const sample = { productId: 'p-peru', name: 'Peru Cajamarca', size: '2 oz', value: '3.00' };
const WITH_SAMPLE = staffOrder(7, 'paid', { sample });
const WITHOUT = staffOrder(8, 'paid');

async function openOrder(order: typeof WITH_SAMPLE) {
  const view = renderApp(<EmployeePortalPage />, {
    user: employee,
    wrap: withUi,
    handlers: [
      http.get('/api/employee/orders', () => HttpResponse.json(pageOf([WITH_SAMPLE, WITHOUT]))),
      http.get('/api/employee/orders/:id', ({ params }) =>
        HttpResponse.json(params.id === WITH_SAMPLE.id ? WITH_SAMPLE : WITHOUT),
      ),
    ],
  });
  await sessionReady(view.store);
  const row = (await screen.findByRole('rowheader', { name: order.orderNumber })).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: 'View' }));
  const dialog = await screen.findByRole('dialog');
  return within(dialog).findByRole('region', { name: 'Items' });
}

describe('employee portal: the packing view of a Direct+ order', () => {
  it('when the order carries a free sample, then the item list says which coffee to pack, 2 oz, free', async () => {
    const items = await openOrder(WITH_SAMPLE);
    const line = within(items).getByTestId('packing-sample');
    expect(line).toHaveTextContent('1 × Free sample: Peru Cajamarca, 2 oz');
    expect(line).toHaveTextContent('Direct+ sample: pack it with the order');
    expect(line).toHaveTextContent(/Free$/);
    // The paid line is still there, and the sample is the last thing on the list.
    const lines = within(items).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(line);
  });

  it('when the order has no sample, then only its paid lines are listed', async () => {
    const items = await openOrder(WITHOUT);
    expect(within(items).getAllByRole('listitem')).toHaveLength(1);
    expect(within(items).queryByText(/Free sample/)).not.toBeInTheDocument();
  });
});
