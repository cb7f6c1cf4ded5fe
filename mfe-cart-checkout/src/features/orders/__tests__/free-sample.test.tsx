import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Order } from '@coffee/contracts';
import { http, HttpResponse, makeUser, renderApp } from '@coffee/platform/testing';
import { OrderDetailPage } from '..';
import { makeMemberOrder, makeOrder, withUi } from '../../../test/fixtures';

const sample = { productId: 'p-kenya', name: 'Kenya AA', size: '2 oz', value: '3.00' };

function openOrder(order: Order) {
  renderApp(
    <Routes>
      <Route path="/orders/:orderId" element={<OrderDetailPage />} />
    </Routes>,
    {
      route: `/orders/${order.id}`,
      user: makeUser({ isDirectPlus: true }),
      wrap: withUi,
      handlers: [http.get(`/api/orders/${order.id}`, () => HttpResponse.json(order))],
    },
  );
  return screen.findByRole('list', { name: 'Items in this order' });
}

describe('the order page: a Direct+ free sample', () => {
  it('when the member’s order carries a sample, then it is the last line: the coffee, 2 oz, its worth and Free', async () => {
    const order = makeMemberOrder({ id: 's1', sample });
    const items = await openOrder(order);
    const lines = within(items).getAllByRole('listitem');
    expect(lines).toHaveLength(order.items.length + 1);
    const last = lines.at(-1)!;
    expect(
      within(last).getByRole('heading', { name: 'Free sample: Kenya AA' }),
    ).toBeInTheDocument();
    expect(last).toHaveTextContent('2 oz sample');
    expect(last).toHaveTextContent('Direct+ gift');
    expect(last).toHaveTextContent('Worth $3.00, on us');
    expect(last).toHaveTextContent(/Free$/);
    // Free means free: the total is the order's own, untouched by the sample.
    expect(screen.getByText(`$${order.total}`)).toBeInTheDocument();
  });

  it('when an order has no sample (a Standard shopper, or none in stock), then only its own lines show', async () => {
    const order = makeOrder({ id: 's2' });
    const items = await openOrder(order);
    expect(within(items).getAllByRole('listitem')).toHaveLength(order.items.length);
    expect(screen.queryByTestId('order-sample')).not.toBeInTheDocument();
    expect(screen.queryByText(/Free sample/)).not.toBeInTheDocument();
  });
});
