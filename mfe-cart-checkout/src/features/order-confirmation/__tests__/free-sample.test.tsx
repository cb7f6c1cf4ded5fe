import { screen, within } from '@testing-library/react';
import { http, HttpResponse, makeUser, renderApp } from '@coffee/platform/testing';
import { OrderConfirmationPage } from '..';
import { makeMemberOrder, withUi } from '../../../test/fixtures';

describe('order confirmation: a Direct+ free sample', () => {
  it('when the paid member order carries a sample, then the confirmation lists it with the items, free', async () => {
    const order = makeMemberOrder({
      sample: { productId: 'p-peru', name: 'Peru Cajamarca', size: '2 oz', value: '3.00' },
    });
    renderApp(<OrderConfirmationPage />, {
      route: `/payment-confirmation/order?orderId=${order.id}`,
      user: makeUser({ isDirectPlus: true }),
      wrap: withUi,
      handlers: [http.get(`/api/orders/${order.id}`, () => HttpResponse.json(order))],
    });
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    const items = screen.getByRole('list', { name: 'Items in this order' });
    const sampleLine = within(items).getByTestId('order-sample');
    expect(sampleLine).toHaveTextContent('Free sample: Peru Cajamarca');
    expect(sampleLine).toHaveTextContent('Worth $3.00, on us');
  });
});
