import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReturnStepInput, StaffReturn } from '@coffee/contracts';
import { HttpResponse, http, renderApp } from '@coffee/platform/testing';
import type { PublicUser } from '@coffee/contracts';
import { EmployeePortalPage } from '..';
import {
  emptyOrdersHandler,
  employee,
  manager,
  sessionReady,
  staffOrder,
  withUi,
} from '../../../test/fixtures';

const requested = (overrides: Partial<StaffReturn> = {}): StaffReturn => ({
  id: 'r1',
  orderId: 'o1',
  orderNumber: 'ORD-20261130-ABCDEF',
  status: 'requested',
  reason: 'defective',
  comment: 'The lid does not close',
  resolution: 'refund',
  needsReceipt: true,
  lines: [
    {
      itemId: 'i1',
      productId: 'p1',
      name: 'Pour-Over Kettle',
      variantLabel: '',
      imageUrl: null,
      quantity: 2,
      price: '42.00',
      tasteGuarantee: false,
      resellable: null,
    },
  ],
  suggestedRefund: '89.88',
  refundedAmount: null,
  refusedReason: null,
  replacementOrder: null,
  events: [
    {
      status: 'requested',
      at: '2026-11-30T10:00:00.000Z',
      by: 'customer',
      note: null,
      actorName: null,
    },
  ],
  createdAt: '2026-11-30T10:00:00.000Z',
  updatedAt: '2026-11-30T10:00:00.000Z',
  userId: 'u1',
  customerName: 'Ada Lovelace',
  contactEmail: 'ada@example.com',
  refundable: '95.87',
  ...overrides,
});

/** The portal on its Returns tab, with one return; each step answers the return moved on. */
/** The $0 paid order a replacement places (cart-checkout answers it on the return). */
const fresh = staffOrder(7, 'paid', {
  subtotal: '0.00',
  shippingCost: '0.00',
  tax: '0.00',
  total: '0.00',
});

async function openReturns(user: PublicUser, start: StaffReturn) {
  let current = start;
  const steps: ReturnStepInput[] = [];
  const view = renderApp(<EmployeePortalPage />, {
    user,
    wrap: withUi,
    handlers: [
      emptyOrdersHandler,
      http.get(`/api/employee/orders/${fresh.id}`, () => HttpResponse.json(fresh)),
      http.get('/api/employee/returns', () => HttpResponse.json({ items: [current] })),
      http.post('/api/employee/returns/r1/steps', async ({ request }) => {
        const step = (await request.json()) as ReturnStepInput;
        steps.push(step);
        if (step.step === 'approve') current = { ...current, status: 'approved' };
        if (step.step === 'refuse')
          current = { ...current, status: 'refused', refusedReason: step.reason };
        if (step.step === 'receive') current = { ...current, status: 'received' };
        if (step.step === 'refund')
          current = { ...current, status: 'refunded', refundedAmount: String(step.amount) };
        if (step.step === 'replace')
          current = {
            ...current,
            status: 'replaced',
            replacementOrder: { id: fresh.id, orderNumber: fresh.orderNumber },
          };
        return HttpResponse.json(current);
      }),
    ],
  });
  await sessionReady(view.store);
  await userEvent.click(screen.getByRole('tab', { name: 'Returns' }));
  await screen.findByRole('list', { name: 'Returns' });
  return { steps };
}

const card = () => screen.getByRole('listitem', { name: /ORD-20261130-ABCDEF/ });

describe('employee portal: returns', () => {
  it('when a manager approves, receives and refunds part of a return, then each step is sent and the card follows', async () => {
    const user = userEvent.setup();
    const { steps } = await openReturns(manager, requested());
    expect(card()).toHaveTextContent('Return requested');
    expect(card()).toHaveTextContent('2 × Pour-Over Kettle');
    expect(card()).toHaveTextContent('“The lid does not close”');

    await user.click(within(card()).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(card()).toHaveTextContent('Return approved'));

    await user.click(within(card()).getByRole('button', { name: 'Mark Received' }));
    const receive = await screen.findByRole('dialog', { name: 'Mark return received' });
    await user.selectOptions(within(receive).getByLabelText('Pour-Over Kettle'), '1');
    await user.click(within(receive).getByRole('button', { name: 'Mark Received' }));
    await waitFor(() => expect(card()).toHaveTextContent('Return received'));

    await user.click(within(card()).getByRole('button', { name: 'Refund' }));
    const refund = await screen.findByRole('dialog', { name: 'Refund return' });
    const amount = within(refund).getByLabelText('Amount to refund ($)');
    expect(amount).toHaveValue('89.88');
    await user.clear(amount);
    await user.type(amount, '60.00');
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(card()).toHaveTextContent('Refunded $60.00'));

    expect(steps).toEqual([
      { step: 'approve' },
      { step: 'receive', lines: [{ itemId: 'i1', resellable: 1 }] },
      { step: 'refund', amount: '60.00' },
    ]);
  });

  it('when a return is refused without a reason, then the contract message shows and nothing is sent', async () => {
    const user = userEvent.setup();
    const { steps } = await openReturns(employee, requested());
    await user.click(within(card()).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse return' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse Return' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please tell the customer why');
    expect(steps).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason'), 'It has been used');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse Return' }));
    await waitFor(() => expect(card()).toHaveTextContent('Return refused'));
    expect(steps).toEqual([{ step: 'refuse', reason: 'It has been used' }]);
  });

  it('when an employee has a received return, then no Refund button: a manager refunds it', async () => {
    await openReturns(employee, requested({ status: 'received' }));
    expect(within(card()).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(card()).toHaveTextContent('A manager or admin refunds it.');
  });

  it('when coffee under the taste guarantee is approved, then a manager may refund or send a replacement, with no receipt', async () => {
    const coffee = requested({
      status: 'approved',
      needsReceipt: false,
      reason: 'taste',
      resolution: 'replacement',
      lines: [{ ...requested().lines[0]!, name: 'House Blend', tasteGuarantee: true }],
    });
    const user = userEvent.setup();
    const { steps } = await openReturns(manager, coffee);
    expect(within(card()).queryByRole('button', { name: 'Mark Received' })).toBeNull();
    expect(within(card()).getByRole('button', { name: 'Refund' })).toBeVisible();
    expect(within(card()).getByRole('button', { name: 'Send Replacement' })).toBeVisible();
    expect(card()).toHaveTextContent('wants a fresh bag');

    // Sent: the card names the replacement order, which opens as any order's detail.
    await user.click(within(card()).getByRole('button', { name: 'Send Replacement' }));
    await waitFor(() => expect(card()).toHaveTextContent('Replacement sent'));
    expect(steps).toEqual([{ step: 'replace' }]);
    expect(card()).toHaveTextContent(`Replacement order ${fresh.orderNumber}`);
    expect(card()).toHaveTextContent('Replaced at no cost to the customer');
    expect(card()).not.toHaveTextContent('Suggested refund');
    expect(within(card()).queryByRole('button', { name: 'Send Replacement' })).toBeNull();
    await user.click(within(card()).getByRole('button', { name: fresh.orderNumber }));
    const detail = await screen.findByRole('dialog', { name: `Order ${fresh.orderNumber}` });
    await waitFor(() => expect(detail).toHaveTextContent('Kenya AA'));
  });
});
