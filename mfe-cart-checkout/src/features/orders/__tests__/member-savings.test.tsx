import { screen, within } from '@testing-library/react';
import type { Order } from '@coffee/contracts';
import { Route, Routes } from 'react-router-dom';
import { http, HttpResponse, makeUser, renderApp } from '@coffee/platform/testing';
import { OrderDetailPage, OrdersPage } from '..';
import { makeMemberOrder, makeOrder, withUi } from '../../../test/fixtures';

function renderOrders(route: string, answer: Order | Order[]) {
  return renderApp(
    <Routes>
      <Route path="/orders" element={<OrdersPage />} />
      <Route path="/orders/:orderId" element={<OrderDetailPage />} />
    </Routes>,
    {
      route,
      user: makeUser(),
      wrap: withUi,
      handlers: [
        http.get(route.replace(/^\/orders/, '/api/orders'), () => HttpResponse.json(answer)),
      ],
    },
  );
}

describe('orders placed at Direct+ member prices', () => {
  it('when an order was charged member prices, then its detail shows the regular price beside each member price and the Direct+ savings row', async () => {
    renderOrders('/orders/m1', makeMemberOrder({ id: 'm1', orderNumber: 'ORD-M1' }));
    expect(await screen.findByRole('heading', { name: 'Order ORD-M1' })).toBeInTheDocument();
    const [coffee, kettle] = within(
      screen.getByRole('list', { name: 'Items in this order' }),
    ).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(coffee).toHaveTextContent('Qty 2 × $16.65');
    expect(within(coffee).getByText('Direct+ price')).toBeInTheDocument();
    expect(within(coffee).getByText('Regular $18.50')).toBeInTheDocument();
    expect(coffee).toHaveTextContent('$33.30');
    expect(kettle).toHaveTextContent('Qty 1 × $42.00');
    expect(within(kettle).queryByText(/^Regular/)).not.toBeInTheDocument();
    expect(screen.getByText('Direct+ savings')).toBeInTheDocument();
    expect(screen.getByTestId('totals-member-savings')).toHaveTextContent('-$3.70');
    expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('$75.30');
    expect(screen.getByTestId('totals-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('totals-tax')).toHaveTextContent('$5.27');
    expect(screen.getByTestId('totals-total')).toHaveTextContent('$80.57');
  });

  it('when an order had no member prices, then no regular price or savings row shows', async () => {
    renderOrders('/orders/b2', makeOrder({ id: 'b2', orderNumber: 'ORD-B2' }));
    expect(await screen.findByRole('heading', { name: 'Order ORD-B2' })).toBeInTheDocument();
    expect(screen.queryByText(/^Regular/)).not.toBeInTheDocument();
    expect(screen.queryByText('Direct+ savings')).not.toBeInTheDocument();
    expect(screen.queryByTestId('totals-member-savings')).not.toBeInTheDocument();
  });

  it('when the orders list holds a member order, then its row shows the Direct+ savings under the total', async () => {
    renderOrders('/orders', [
      makeMemberOrder({ id: 'm1', orderNumber: 'ORD-M1' }),
      makeOrder({ id: 'b2', orderNumber: 'ORD-B2' }),
    ]);
    const member = await screen.findByRole('link', { name: /ORD-M1/ });
    expect(member).toHaveTextContent('$80.57');
    expect(member).toHaveTextContent('Direct+ savings -$3.70');
    expect(screen.getByRole('link', { name: /ORD-B2/ })).not.toHaveTextContent('Direct+ savings');
  });
});
