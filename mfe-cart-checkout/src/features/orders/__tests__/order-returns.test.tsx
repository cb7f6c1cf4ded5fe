import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  RETURN_WINDOW_CLOSED_MESSAGE,
  type OrderReturn,
  type OrderReturns,
  type ReturnRequestInput,
} from '@coffee/contracts';
import {
  http,
  HttpResponse,
  makeUser,
  renderApp,
  type RequestHandler,
} from '@coffee/platform/testing';
import { OrderDetailPage } from '..';
import { failure, findToast, makePaidOrder, withUi } from '../../../test/fixtures';

const delivered = makePaidOrder({
  status: 'completed',
  timeline: [
    ...makePaidOrder().timeline,
    { status: 'completed', at: '2026-11-25T12:00:00.000Z', by: 'staff', note: null },
  ],
});

function returnsOf(overrides: Partial<OrderReturns> = {}): OrderReturns {
  return {
    returns: [],
    window: {
      days: 30,
      member: false,
      deliveredAt: '2026-11-25T12:00:00.000Z',
      closesAt: '2026-12-25T12:00:00.000Z',
      open: true,
    },
    lines: [
      { itemId: 'item-1', returnable: 2, tasteGuarantee: true },
      { itemId: 'item-2', returnable: 1, tasteGuarantee: false },
    ],
    ...overrides,
  };
}

const made: OrderReturn = {
  id: 'ret-1',
  orderId: delivered.id,
  orderNumber: delivered.orderNumber,
  status: 'requested',
  reason: 'defective',
  comment: null,
  resolution: 'refund',
  needsReceipt: true,
  lines: [
    {
      itemId: 'item-2',
      productId: 'product-2',
      name: 'Pour-Over Kettle',
      variantLabel: '',
      imageUrl: null,
      quantity: 1,
      price: '42.00',
      tasteGuarantee: false,
      resellable: null,
    },
  ],
  suggestedRefund: '44.94',
  refundedAmount: null,
  refusedReason: null,
  replacementOrder: null,
  events: [{ status: 'requested', at: '2026-11-28T12:00:00.000Z', by: 'customer', note: null }],
  createdAt: '2026-11-28T12:00:00.000Z',
  updatedAt: '2026-11-28T12:00:00.000Z',
};

function renderDetail(handlers: RequestHandler[]) {
  return renderApp(
    <Routes>
      <Route path="/orders/:orderId" element={<OrderDetailPage />} />
    </Routes>,
    { route: `/orders/${delivered.id}`, user: makeUser(), wrap: withUi, handlers },
  );
}

describe('returns on the order page', () => {
  it('when a delivered order is returned, then the dialog sends the chosen items, quantity and reason, and the return shows as requested', async () => {
    const user = userEvent.setup();
    let sent: ReturnRequestInput | null = null;
    let answers = returnsOf();
    renderDetail([
      http.get(`/api/orders/${delivered.id}`, () => HttpResponse.json(delivered)),
      http.get(`/api/orders/${delivered.id}/returns`, () => HttpResponse.json(answers)),
      http.post(`/api/orders/${delivered.id}/returns`, async ({ request }) => {
        sent = (await request.json()) as ReturnRequestInput;
        answers = returnsOf({
          returns: [made],
          lines: [
            { itemId: 'item-1', returnable: 2, tasteGuarantee: true },
            { itemId: 'item-2', returnable: 0, tasteGuarantee: false },
          ],
        });
        return HttpResponse.json(made, { status: 201 });
      }),
    ]);
    const panel = await screen.findByRole('region', { name: 'Returns' });
    expect(
      await within(panel).findByText(/You can request a return until December 25, 2026/),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Request a return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a return' });

    // Nothing chosen: the contract's message, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose at least one item to return',
    );
    expect(sent).toBeNull();

    await user.selectOptions(within(dialog).getByLabelText(/Pour-Over Kettle/), '1');
    // Equipment is sent back: no replacement choice (that is coffee's taste guarantee).
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a reason');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'defective');
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));

    expect(await findToast('Return requested')).toBeInTheDocument();
    expect(sent).toEqual({
      lines: [{ itemId: 'item-2', quantity: 1 }],
      reason: 'defective',
      resolution: 'refund',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Request a return' })).not.toBeInTheDocument(),
    );
    const list = await within(panel).findByRole('list', { name: 'Your returns' });
    expect(within(list).getByTestId('return-status')).toHaveTextContent('Return requested');
    expect(list).toHaveTextContent('1 × Pour-Over Kettle');
  });

  it('when only coffee is chosen, then a fresh bag may be asked for instead of the money', async () => {
    const user = userEvent.setup();
    let sent: ReturnRequestInput | null = null;
    renderDetail([
      http.get(`/api/orders/${delivered.id}`, () => HttpResponse.json(delivered)),
      http.get(`/api/orders/${delivered.id}/returns`, () => HttpResponse.json(returnsOf())),
      http.post(`/api/orders/${delivered.id}/returns`, async ({ request }) => {
        sent = (await request.json()) as ReturnRequestInput;
        return HttpResponse.json({ ...made, resolution: 'replacement' }, { status: 201 });
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Request a return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a return' });
    await user.selectOptions(within(dialog).getByLabelText(/Ethiopian Yirgacheffe/), '2');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'taste');
    await user.click(within(dialog).getByRole('radio', { name: 'A fresh bag instead' }));
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    await waitFor(() =>
      expect(sent).toEqual({
        lines: [{ itemId: 'item-1', quantity: 2 }],
        reason: 'taste',
        resolution: 'replacement',
      }),
    );
  });

  it('when the service refuses, then its message shows in the dialog', async () => {
    const user = userEvent.setup();
    renderDetail([
      http.get(`/api/orders/${delivered.id}`, () => HttpResponse.json(delivered)),
      http.get(`/api/orders/${delivered.id}/returns`, () => HttpResponse.json(returnsOf())),
      http.post(`/api/orders/${delivered.id}/returns`, () =>
        failure(409, RETURN_WINDOW_CLOSED_MESSAGE),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Request a return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a return' });
    await user.selectOptions(within(dialog).getByLabelText(/Pour-Over Kettle/), '1');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'changed-mind');
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      RETURN_WINDOW_CLOSED_MESSAGE,
    );
  });

  it('when a return was replaced, then it names the replacement order and links to its page', async () => {
    const replaced: OrderReturn = {
      ...made,
      status: 'replaced',
      reason: 'taste',
      resolution: 'replacement',
      needsReceipt: false,
      replacementOrder: { id: 'order-fresh', orderNumber: 'ORD-20261201-FRESH1' },
    };
    renderDetail([
      http.get(`/api/orders/${delivered.id}`, () => HttpResponse.json(delivered)),
      http.get(`/api/orders/${delivered.id}/returns`, () =>
        HttpResponse.json(returnsOf({ returns: [replaced] })),
      ),
    ]);
    const list = await screen.findByRole('list', { name: 'Your returns' });
    expect(within(list).getByTestId('return-status')).toHaveTextContent('Replacement sent');
    expect(list).toHaveTextContent('A replacement has been sent, at no cost to you.');
    expect(within(list).getByRole('link', { name: 'ORD-20261201-FRESH1' })).toHaveAttribute(
      'href',
      '/orders/order-fresh',
    );
  });

  it('when the window has closed, then there is no button and the page says when it closed', async () => {
    renderDetail([
      http.get(`/api/orders/${delivered.id}`, () => HttpResponse.json(delivered)),
      http.get(`/api/orders/${delivered.id}/returns`, () =>
        HttpResponse.json(
          returnsOf({
            window: { ...returnsOf().window, closesAt: '2026-11-26T12:00:00.000Z', open: false },
          }),
        ),
      ),
    ]);
    const panel = await screen.findByRole('region', { name: 'Returns' });
    expect(
      await within(panel).findByText(/The return window closed on November 26, 2026/),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Request a return' })).toBeNull();
  });

  it('when the order is not delivered, then there is no Returns panel and nothing is asked', async () => {
    renderDetail([
      http.get(`/api/orders/${delivered.id}`, () => HttpResponse.json(makePaidOrder())),
    ]);
    expect(await screen.findByRole('heading', { name: /Order ORD-/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Returns' })).toBeNull();
  });
});
