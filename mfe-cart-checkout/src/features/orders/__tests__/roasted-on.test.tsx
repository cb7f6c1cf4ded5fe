import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { http, HttpResponse, makeUser, renderApp } from '@coffee/platform/testing';
import { OrderDetailPage } from '..';
import { makePaidOrder, withUi } from '../../../test/fixtures';

describe('the order page: roast dates', () => {
  it('when a coffee line shipped from a roast batch, then it says the day it was roasted; a line without one says nothing', async () => {
    const paid = makePaidOrder({ id: 'r1', status: 'shipped', trackingNumber: '1Z999' });
    const [coffee, kettle] = paid.items;
    const order = {
      ...paid,
      items: [
        { ...coffee!, roastedOn: '2026-11-30' },
        { ...kettle!, roastedOn: null },
      ],
    };
    renderApp(
      <Routes>
        <Route path="/orders/:orderId" element={<OrderDetailPage />} />
      </Routes>,
      {
        route: '/orders/r1',
        user: makeUser(),
        wrap: withUi,
        handlers: [http.get('/api/orders/r1', () => HttpResponse.json(order))],
      },
    );
    const items = await screen.findByRole('list', { name: 'Items in this order' });
    const [coffeeLine, kettleLine] = within(items).getAllByRole('listitem');
    expect(within(coffeeLine!).getByText('Roasted on Nov 30, 2026')).toBeInTheDocument();
    expect(within(kettleLine!).queryByText(/Roasted on/)).not.toBeInTheDocument();
  });
});
