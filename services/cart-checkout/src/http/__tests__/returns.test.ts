import {
  orderReturnSchema,
  orderReturnsSchema,
  orderSchema,
  RETURN_ALREADY_REQUESTED_MESSAGE,
  RETURN_ITEM_NOT_IN_ORDER_MESSAGE,
  RETURN_NOT_DELIVERED_MESSAGE,
  RETURN_NOT_FOUND_MESSAGE,
  RETURN_NOTHING_SELECTED_MESSAGE,
  RETURN_QUANTITY_TOO_HIGH_MESSAGE,
  RETURN_REASON_REQUIRED_MESSAGE,
  RETURN_REFUND_TOO_HIGH_MESSAGE,
  RETURN_REFUSE_REASON_REQUIRED_MESSAGE,
  RETURN_REPLACEMENT_COFFEE_ONLY_MESSAGE,
  RETURN_STEP_REFUSED_MESSAGE,
  RETURN_WINDOW_CLOSED_MESSAGE,
  staffOrderSchema,
  staffReturnListSchema,
  staffReturnSchema,
} from '@coffee/contracts';
import { deliver, intentEvent, movableClock, refundsOf } from '../../__tests__/order-helpers';
import { outboxOf } from '../../__tests__/mail-helpers';
import { returnHelpers } from '../../__tests__/return-helpers';
import { newUserId, startCart, type StartedCart } from '../../__tests__/start-cart';
import { orderModel } from '../../data/order-model';
import { orderReturnModel, returnUnitModel } from '../../data/return-model';

const DAY_MINUTES = 24 * 60;

describe('returns of delivered orders', () => {
  let cart: StartedCart;
  const clock = movableClock();

  beforeAll(async () => {
    cart = await startCart({}, { clock });
  });
  afterAll(async () => {
    await cart.stop();
  });
  afterEach(() => {
    clock.reset();
  });

  const { staff, orderOf, ask, itemOf } = returnHelpers(() => cart);

  it('when a delivered customer returns equipment, then staff approve, receive and refund it, every step on both timelines and mailed, and the resellable units are restocked', async () => {
    const { owner, order, products } = await orderOf([
      { quantity: 2, category: 'coffee-makers', price: '50.00' },
      { quantity: 1 },
    ]);
    const res = await ask(owner, order.id, {
      lines: [{ itemId: itemOf(order), quantity: 1 }],
      reason: 'defective',
      comment: 'The switch is loose',
    }).expect(201);
    const asked = orderReturnSchema.parse(res.body);
    expect(asked).toMatchObject({ status: 'requested', needsReceipt: true, resolution: 'refund' });
    // $50.00 and its share of the 7% tax on $110.00 ($7.70): $3.50.
    expect(asked.suggestedRefund).toBe('53.50');

    const manager = staff('manager');
    const queue = staffReturnListSchema.parse(
      (await manager.get('/api/employee/returns').expect(200)).body,
    );
    expect(queue.items.map((r) => r.id)).toContain(asked.id);

    await manager.step(asked.id, { step: 'approve' }).expect(200);
    // Not yet received: no refund before the parcel is back.
    const early = await manager.step(asked.id, { step: 'refund' }).expect(409);
    expect(early.body.message).toBe(RETURN_STEP_REFUSED_MESSAGE);

    const stock = () => cart.catalog.products.get(products[0]?.id ?? '')?.inventory ?? 0;
    const before = stock();
    const received = staffReturnSchema.parse(
      (
        await manager
          .step(asked.id, { step: 'receive', lines: [{ itemId: itemOf(order), resellable: 1 }] })
          .expect(200)
      ).body,
    );
    expect(received.status).toBe('received');
    expect(received.lines[0]?.resellable).toBe(1);
    // The resellable unit is back on the shelf, once however often it is asked.
    expect(stock()).toBe(before + 1);

    // Part of it: the box came back scuffed.
    const refunded = staffReturnSchema.parse(
      (await manager.step(asked.id, { step: 'refund', amount: '40.00' }).expect(200)).body,
    );
    expect(refunded).toMatchObject({ status: 'refunded', refundedAmount: '40.00' });
    expect(await refundsOf(cart, order.id)).toBe(1);

    const after = orderSchema.parse((await cart.as(owner).get(`/api/orders/${order.id}`)).body);
    expect(after.payment).toMatchObject({ status: 'paid', refundedAmount: '40.00' });
    expect(after.timeline.filter((e) => e.returnStatus).map((e) => [e.returnStatus, e.by])).toEqual(
      [
        ['requested', 'customer'],
        ['approved', 'staff'],
        ['received', 'staff'],
        ['refunded', 'staff'],
      ],
    );
    expect(JSON.stringify(after.timeline)).not.toContain('staff-manager');
    const staffView = staffOrderSchema.parse(
      (await cart.internal.get(`/internal/staff/orders/${order.id}`).expect(200)).body,
    );
    expect(staffView.timeline.at(-1)).toMatchObject({
      returnStatus: 'refunded',
      actorId: 'staff-manager',
    });
    const keys = (await outboxOf(cart, order.id)).map((m) => m.key.split(':')[0]);
    expect(keys).toEqual(
      expect.arrayContaining(['return-requested', 'return-approved', 'return-refunded']),
    );

    // Asked again (a retry): the same single refund, nothing counted twice.
    await manager.step(asked.id, { step: 'refund', amount: '40.00' }).expect(200);
    expect(await refundsOf(cart, order.id)).toBe(1);
    const again = orderSchema.parse((await cart.as(owner).get(`/api/orders/${order.id}`)).body);
    expect(again.payment.refundedAmount).toBe('40.00');
    expect(again.timeline.filter((e) => e.returnStatus === 'refunded')).toHaveLength(1);

    // The other unit of the same line can still be returned; the returned one cannot.
    const left = orderReturnsSchema.parse(
      (await cart.as(owner).get(`/api/orders/${order.id}/returns`).expect(200)).body,
    );
    expect(left.lines.find((l) => l.itemId === itemOf(order))?.returnable).toBe(1);
    expect(left.returns).toHaveLength(1);
  });

  it('when coffee is returned under the taste guarantee, then nothing is received and staff refund in full or send a replacement', async () => {
    const { owner, order } = await orderOf([{ quantity: 2 }]);
    const refund = orderReturnSchema.parse(
      (
        await ask(owner, order.id, {
          lines: [{ itemId: itemOf(order), quantity: 1 }],
          reason: 'taste',
        }).expect(201)
      ).body,
    );
    expect(refund).toMatchObject({ needsReceipt: false, suggestedRefund: '10.70' });
    const manager = staff('manager');
    await manager.step(refund.id, { step: 'approve' }).expect(200);
    const receive = await manager.step(refund.id, { step: 'receive' }).expect(409);
    expect(receive.body.message).toBe(RETURN_STEP_REFUSED_MESSAGE);
    await manager.step(refund.id, { step: 'refund' }).expect(200);
    const paid = orderSchema.parse((await cart.as(owner).get(`/api/orders/${order.id}`)).body);
    expect(paid.payment.refundedAmount).toBe('10.70');

    const swap = orderReturnSchema.parse(
      (
        await ask(owner, order.id, {
          lines: [{ itemId: itemOf(order), quantity: 1 }],
          reason: 'taste',
          resolution: 'replacement',
        }).expect(201)
      ).body,
    );
    await manager.step(swap.id, { step: 'approve' }).expect(200);
    const replaced = staffReturnSchema.parse(
      (await manager.step(swap.id, { step: 'replace' }).expect(200)).body,
    );
    expect(replaced.status).toBe('replaced');
    expect(await refundsOf(cart, order.id)).toBe(1);
  });

  it("when the provider's refund event arrives after a return's refund, then it is not counted twice nor mailed as an order refund; a larger one is recorded as partial", async () => {
    const { owner, order } = await orderOf([{ quantity: 2 }]);
    const made = orderReturnSchema.parse(
      (
        await ask(owner, order.id, {
          lines: [{ itemId: itemOf(order), quantity: 1 }],
          reason: 'taste',
        }).expect(201)
      ).body,
    );
    const manager = staff('manager');
    await manager.step(made.id, { step: 'approve' }).expect(200);
    await manager.step(made.id, { step: 'refund' }).expect(200);
    const stored = await orderModel(cart.db).findById(order.id).lean();
    const event = (amountCents: number) =>
      intentEvent('charge.refunded', {
        orderId: order.id,
        userId: owner,
        amountCents,
        paymentRef: stored?.payment?.ref ?? '',
      });
    await deliver(cart, event(1070)).expect(200);
    const same = orderSchema.parse((await cart.as(owner).get(`/api/orders/${order.id}`)).body);
    expect(same.payment).toMatchObject({ status: 'paid', refundedAmount: '10.70' });
    await deliver(cart, event(1500)).expect(200);
    const more = orderSchema.parse((await cart.as(owner).get(`/api/orders/${order.id}`)).body);
    expect(more.payment).toMatchObject({ status: 'paid', refundedAmount: '15.00' });
    const keys = (await outboxOf(cart, order.id)).map((m) => m.key.split(':')[0]);
    expect(keys).not.toContain('order-refunded');
    expect(keys.filter((k) => k === 'return-refunded')).toHaveLength(1);
  });

  it('when two returns of one order are refunded, then each refunds its own part once and the order is refunded in full only when all of it went back', async () => {
    const { owner, order } = await orderOf([{ quantity: 1 }, { quantity: 1 }]);
    const manager = staff('manager');
    for (const i of [0, 1]) {
      const made = orderReturnSchema.parse(
        (
          await ask(owner, order.id, {
            lines: [{ itemId: itemOf(order, i), quantity: 1 }],
            reason: 'taste',
          }).expect(201)
        ).body,
      );
      await manager.step(made.id, { step: 'approve' }).expect(200);
      // The second one also gives back the shipping (what is left of the payment).
      const amount = i === 1 ? order.total : undefined;
      const res = await manager.step(made.id, { step: 'refund', ...(amount ? { amount } : {}) });
      if (i === 0) expect(res.status).toBe(200);
      else {
        // More than is left: the first refund's part is gone.
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(RETURN_REFUND_TOO_HIGH_MESSAGE);
        const rest = (Number(order.total) * 100 - 1070) / 100;
        await manager.step(made.id, { step: 'refund', amount: rest.toFixed(2) }).expect(200);
      }
    }
    expect(await refundsOf(cart, order.id)).toBe(2);
    const after = orderSchema.parse((await cart.as(owner).get(`/api/orders/${order.id}`)).body);
    expect(after.payment).toMatchObject({ status: 'refunded', refundedAmount: order.total });
  });

  it('when staff refuse, then the reason is on the timeline and in the mail, and the same items cannot be asked for again', async () => {
    const { owner, order } = await orderOf([{ quantity: 1, category: 'accessories' }]);
    const made = orderReturnSchema.parse(
      (
        await ask(owner, order.id, {
          lines: [{ itemId: itemOf(order), quantity: 1 }],
          reason: 'changed-mind',
        }).expect(201)
      ).body,
    );
    const employee = staff('employee');
    const bare = await employee.step(made.id, { step: 'refuse', reason: '' }).expect(400);
    expect(bare.body.message).toBe(RETURN_REFUSE_REASON_REQUIRED_MESSAGE);
    await employee
      .step(made.id, { step: 'refuse', reason: 'The grinder has been used' })
      .expect(200);
    // An employee approves and refuses, but money goes back only with a manager's right.
    const again = await ask(owner, order.id, {
      lines: [{ itemId: itemOf(order), quantity: 1 }],
      reason: 'changed-mind',
    }).expect(409);
    expect(again.body.message).toBe(RETURN_ALREADY_REQUESTED_MESSAGE);
    const after = orderSchema.parse((await cart.as(owner).get(`/api/orders/${order.id}`)).body);
    expect(after.timeline.at(-1)).toMatchObject({
      returnStatus: 'refused',
      note: 'The grinder has been used',
    });
    const refusedMail = (await outboxOf(cart, order.id)).find((m) =>
      m.key.startsWith('return-refused:'),
    );
    expect(refusedMail?.text).toContain('The grinder has been used');
  });

  it('when an employee tries to refund, then it is forbidden; a customer cannot reach the staff routes', async () => {
    const { owner, order } = await orderOf([{ quantity: 1 }]);
    const made = orderReturnSchema.parse(
      (
        await ask(owner, order.id, {
          lines: [{ itemId: itemOf(order), quantity: 1 }],
          reason: 'taste',
        }).expect(201)
      ).body,
    );
    await staff('employee').step(made.id, { step: 'approve' }).expect(200);
    await staff('employee').step(made.id, { step: 'refund' }).expect(403);
    await staff('customer').get('/api/employee/returns').expect(403);
    const unknown = await staff('manager').step('0123456789abcdef01234567', { step: 'approve' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(RETURN_NOT_FOUND_MESSAGE);
    expect(await refundsOf(cart, order.id)).toBe(0);
  });

  describe('bad input gets the contract message and changes nothing', () => {
    it.each([
      ['no lines', { lines: [], reason: 'taste' }, RETURN_NOTHING_SELECTED_MESSAGE],
      ['no reason', { lines: 'ITEM1' }, RETURN_REASON_REQUIRED_MESSAGE],
      ['a zero quantity', { lines: 'ITEM0', reason: 'taste' }, RETURN_NOTHING_SELECTED_MESSAGE],
      [
        'more than was bought',
        { lines: 'ITEM3', reason: 'taste' },
        RETURN_QUANTITY_TOO_HIGH_MESSAGE,
      ],
      [
        'an item of another order',
        { lines: 'OTHER', reason: 'taste' },
        RETURN_ITEM_NOT_IN_ORDER_MESSAGE,
      ],
      [
        'a replacement of equipment',
        { lines: 'GEAR', reason: 'defective', resolution: 'replacement' },
        RETURN_REPLACEMENT_COFFEE_ONLY_MESSAGE,
      ],
    ])('when the request has %s, then 400', async (_name, body, message) => {
      const { owner, order } = await orderOf([
        { quantity: 2 },
        { quantity: 1, category: 'accessories' },
      ]);
      const lines =
        body.lines === 'ITEM1'
          ? [{ itemId: itemOf(order), quantity: 1 }]
          : body.lines === 'ITEM0'
            ? [{ itemId: itemOf(order), quantity: 0 }]
            : body.lines === 'ITEM3'
              ? [{ itemId: itemOf(order), quantity: 3 }]
              : body.lines === 'OTHER'
                ? [{ itemId: '0123456789abcdef01234567', quantity: 1 }]
                : body.lines === 'GEAR'
                  ? [{ itemId: itemOf(order, 1), quantity: 1 }]
                  : body.lines;
      const res = await ask(owner, order.id, { ...body, lines }).expect(400);
      expect(res.body.message).toBe(message);
      expect(await orderReturnModel(cart.db).countDocuments({ orderId: order.id })).toBe(0);
      expect(await returnUnitModel(cart.db).countDocuments({ orderId: order.id })).toBe(0);
    });

    it.each(['paid', 'shipped'] as const)(
      'when the order is %s (not delivered), then 409 and nothing is made',
      async (status) => {
        const { owner, order } = await orderOf([{ quantity: 1 }], { status });
        const res = await ask(owner, order.id, {
          lines: [{ itemId: itemOf(order), quantity: 1 }],
          reason: 'taste',
        }).expect(409);
        expect(res.body.message).toBe(RETURN_NOT_DELIVERED_MESSAGE);
        expect(await orderReturnModel(cart.db).countDocuments({ orderId: order.id })).toBe(0);
      },
    );

    it("when another customer's order id is used, then 404 as for the order itself", async () => {
      const { order } = await orderOf([{ quantity: 1 }]);
      const stranger = newUserId();
      const res = await ask(stranger, order.id, {
        lines: [{ itemId: itemOf(order), quantity: 1 }],
        reason: 'taste',
      }).expect(404);
      expect(res.body.message).toBe('Order not found');
      await cart.as(stranger).get(`/api/orders/${order.id}/returns`).expect(404);
      expect(await orderReturnModel(cart.db).countDocuments({ orderId: order.id })).toBe(0);
    });
  });

  describe('the window: 30 days from delivery, 60 for a member at delivery', () => {
    const askAfter = async (member: boolean, days: number) => {
      const { owner, order } = await orderOf([{ quantity: 1 }], { member });
      // Membership now no longer counts: what it was at delivery does.
      cart.account.addUser({ id: owner, isDirectPlus: !member });
      clock.advanceMinutes(days * DAY_MINUTES);
      const window = orderReturnsSchema.parse(
        (await cart.as(owner).get(`/api/orders/${order.id}/returns`).expect(200)).body,
      ).window;
      const res = await ask(owner, order.id, {
        lines: [{ itemId: itemOf(order), quantity: 1 }],
        reason: 'taste',
      });
      return { window, res };
    };

    it('when a standard customer asks on day 29, then it is made; on day 31, then 409 with the window message', async () => {
      const inside = await askAfter(false, 29);
      expect(inside.res.status).toBe(201);
      expect(inside.window).toMatchObject({ days: 30, member: false, open: true });
      const outside = await askAfter(false, 31);
      expect(outside.res.status).toBe(409);
      expect(outside.res.body.message).toBe(RETURN_WINDOW_CLOSED_MESSAGE);
      expect(outside.window.open).toBe(false);
    });

    it('when the customer was Direct+ at delivery, then day 59 is inside and day 61 outside', async () => {
      const inside = await askAfter(true, 59);
      expect(inside.res.status).toBe(201);
      expect(inside.window).toMatchObject({ days: 60, member: true });
      const outside = await askAfter(true, 61);
      expect(outside.res.status).toBe(409);
      expect(outside.res.body.message).toBe(RETURN_WINDOW_CLOSED_MESSAGE);
    });
  });

  describe.each([
    ['one instance', 1],
    ['two instances', 2],
  ] as const)('on %s', (_name, count) => {
    it('when the same return is asked for twice at once, then one is made and the other refused', async () => {
      const over = await cart.spread(count);
      const { owner, order } = await orderOf([{ quantity: 2 }]);
      const body = { lines: [{ itemId: itemOf(order), quantity: 2 }], reason: 'taste' };
      const answers = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          over(i).as(owner).post(`/api/orders/${order.id}/returns`).send(body),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.status === 409))
        expect(refused.body.message).toBe(RETURN_ALREADY_REQUESTED_MESSAGE);
      expect(await orderReturnModel(cart.db).countDocuments({ orderId: order.id })).toBe(1);
      expect(await returnUnitModel(cart.db).countDocuments({ orderId: order.id })).toBe(2);
    });
  });
});
