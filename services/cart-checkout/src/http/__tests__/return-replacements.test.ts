import { Types } from 'mongoose';
import {
  orderReturnSchema,
  orderReturnsSchema,
  orderSchema,
  RETURN_REPLACEMENT_FINAL_MESSAGE,
  returnReplacementShortMessage,
  shortageMessage,
  staffOrderPageSchema,
  staffOrderSchema,
  staffReturnSchema,
} from '@coffee/contracts';
import { outboxOf } from '../../__tests__/mail-helpers';
import { returnHelpers } from '../../__tests__/return-helpers';
import { startCart, type StartedCart } from '../../__tests__/start-cart';
import { orderModel } from '../../data/order-model';
import { orderReturnModel } from '../../data/return-model';

/** Managers sending one replacement at once (CROWD=60 by hand; 2 in npm test). */
const CROWD = Number(process.env.CROWD ?? 2);

describe('replacements of coffee under the taste guarantee', () => {
  let cart: StartedCart;

  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(async () => {
    await cart.stop();
  });

  const { staff, orderOf, ask, itemOf, move } = returnHelpers(() => cart);
  const manager = () => staff('manager');

  /** A delivered order of 3 bags of one coffee, 2 of them returned for a fresh bag and approved. */
  async function approvedReturn() {
    const made = await orderOf([{ quantity: 3 }]);
    const asked = orderReturnSchema.parse(
      (
        await ask(made.owner, made.order.id, {
          lines: [{ itemId: itemOf(made.order), quantity: 2 }],
          reason: 'taste',
          resolution: 'replacement',
        }).expect(201)
      ).body,
    );
    await manager().step(asked.id, { step: 'approve' }).expect(200);
    const productId = made.products[0]?.id ?? '';
    const stock = () => cart.catalog.products.get(productId)?.inventory ?? 0;
    const ordersOf = () => orderModel(cart.db).countDocuments({ userId: made.owner });
    return { ...made, returnId: asked.id, productId, stock, ordersOf };
  }

  it('when staff send a replacement, then a paid $0 order of the returned lines goes to the original address, its stock reserved, in the packing queue and named on the return, timeline and mail', async () => {
    const { owner, order, returnId, productId, stock, ordersOf } = await approvedReturn();
    // A member now: still nothing off, no sample, no savings (the order is free anyway).
    cart.account.addUser({ id: owner, isDirectPlus: true });
    const before = stock();

    const replaced = staffReturnSchema.parse(
      (await manager().step(returnId, { step: 'replace' }).expect(200)).body,
    );
    expect(replaced.status).toBe('replaced');
    const sent = replaced.replacementOrder;
    expect(sent).not.toBeNull();
    expect(sent?.id).not.toBe(order.id);
    expect(stock()).toBe(before - 2);
    expect(cart.catalog.reservations.get(sent?.id ?? '')).toEqual([
      expect.objectContaining({ productId, quantity: 2 }),
    ]);

    // The customer's own order: free, paid, the returned coffee, the original address.
    const fresh = orderSchema.parse(
      (await cart.as(owner).get(`/api/orders/${sent?.id}`).expect(200)).body,
    );
    expect(fresh).toMatchObject({
      orderNumber: sent?.orderNumber,
      status: 'paid',
      subtotal: '0.00',
      shippingCost: '0.00',
      tax: '0.00',
      total: '0.00',
      discount: '0.00',
      memberSavings: '0.00',
      promotion: null,
      sample: null,
      shippingAddress: order.shippingAddress,
    });
    expect(fresh.payment.status).toBe('paid');
    expect(fresh.items).toEqual([
      expect.objectContaining({
        productId,
        variantId: order.items[0]?.variantId,
        quantity: 2,
        price: '0.00',
        listPrice: null,
      }),
    ]);
    expect(fresh.timeline.at(-1)).toMatchObject({
      status: 'paid',
      note: `Replacement for return of order ${order.orderNumber}`,
    });

    // Staff see it among the paid orders to pack, mailed to the original order's address.
    const queue = staffOrderPageSchema.parse(
      (await cart.internal.get(`/internal/staff/orders?status=new&userId=${owner}`).expect(200))
        .body,
    );
    expect(queue.items.map((o) => [o.id, o.status])).toEqual([[sent?.id, 'paid']]);
    const original = staffOrderSchema.parse(
      (await cart.internal.get(`/internal/staff/orders/${order.id}`).expect(200)).body,
    );
    expect(queue.items[0]?.contactEmail).toBe(original.contactEmail);

    // The return, the original order's timeline and the mail name the new order.
    expect(original.timeline.at(-1)).toMatchObject({ returnStatus: 'replaced' });
    expect(original.timeline.at(-1)?.note).toContain(`Replacement order ${sent?.orderNumber}`);
    const mail = (await outboxOf(cart, order.id)).find((m) => m.key.startsWith('return-replaced:'));
    expect(mail?.text).toContain(`order ${sent?.orderNumber}`);
    expect(mail?.text).toContain(`/orders/${sent?.id}`);
    const customer = orderReturnsSchema.parse(
      (await cart.as(owner).get(`/api/orders/${order.id}/returns`).expect(200)).body,
    );
    expect(customer.returns[0]?.replacementOrder).toEqual(sent);
    expect(customer.returns[0]?.events.at(-1)?.note).toContain(sent?.orderNumber);

    // Asked again (a double click, a stale page): the same order, nothing more taken.
    const again = staffReturnSchema.parse(
      (await manager().step(returnId, { step: 'replace' }).expect(200)).body,
    );
    expect(again.replacementOrder).toEqual(sent);
    expect(stock()).toBe(before - 2);
    expect(await ordersOf()).toBe(2);
  });

  it('when the replacement is delivered, then it is not returned again: its coffee was the taste guarantee itself', async () => {
    const { owner, returnId } = await approvedReturn();
    const replaced = staffReturnSchema.parse(
      (await manager().step(returnId, { step: 'replace' }).expect(200)).body,
    );
    const freshId = replaced.replacementOrder?.id ?? '';
    for (const to of ['processing', 'shipped', 'completed'] as const)
      await move(freshId, to).expect(200);

    const offered = orderReturnsSchema.parse(
      (await cart.as(owner).get(`/api/orders/${freshId}/returns`).expect(200)).body,
    );
    expect(offered.lines.map((line) => line.returnable)).toEqual([0]);
    const fresh = orderSchema.parse(
      (await cart.as(owner).get(`/api/orders/${freshId}`).expect(200)).body,
    );
    const refused = await ask(owner, freshId, {
      lines: [{ itemId: itemOf(fresh), quantity: 1 }],
      reason: 'taste',
      resolution: 'replacement',
    }).expect(409);
    expect(refused.body.message).toBe(RETURN_REPLACEMENT_FINAL_MESSAGE);
    expect(await orderReturnModel(cart.db).countDocuments({ orderId: freshId })).toBe(0);
  });

  it('when the step is retried after a crash that placed the order but never updated the return, then it finds that order and places no second one', async () => {
    const { owner, order, returnId, stock, ordersOf } = await approvedReturn();
    const before = stock();
    const first = staffReturnSchema.parse(
      (await manager().step(returnId, { step: 'replace' }).expect(200)).body,
    );
    // The crash: the order stands (placed, reserved, paid), the return and timeline never moved.
    await orderReturnModel(cart.db).updateOne(
      { _id: new Types.ObjectId(returnId) },
      { $set: { status: 'approved' }, $unset: { replacement: 1 }, $pop: { events: 1 } },
    );
    await cart.db
      .collection('orders')
      .updateOne({ _id: new Types.ObjectId(order.id) }, { $pop: { timeline: 1, outbox: 1 } });

    const retried = staffReturnSchema.parse(
      (await manager().step(returnId, { step: 'replace' }).expect(200)).body,
    );
    expect(retried.status).toBe('replaced');
    expect(retried.replacementOrder).toEqual(first.replacementOrder);
    expect(stock()).toBe(before - 2);
    expect(await ordersOf()).toBe(2);
    const after = orderSchema.parse((await cart.as(owner).get(`/api/orders/${order.id}`)).body);
    expect(after.timeline.filter((e) => e.returnStatus === 'replaced')).toHaveLength(1);
  });

  it.each([
    ['one instance', 1],
    ['two instances', 2],
  ] as const)(
    'when managers send the replacement at once on %s, then one order is placed and each sees it',
    async (_name, count) => {
      const over = await cart.spread(count);
      const { returnId, stock, ordersOf } = await approvedReturn();
      const before = stock();
      const answers = await Promise.all(
        Array.from({ length: CROWD }, (_, i) =>
          manager().step(returnId, { step: 'replace' }, over(i).url),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      const [a, ...others] = answers.map((res) => staffReturnSchema.parse(res.body));
      expect(a?.replacementOrder).not.toBeNull();
      for (const other of others) expect(other.replacementOrder).toEqual(a?.replacementOrder);
      expect(stock()).toBe(before - 2);
      expect(await ordersOf()).toBe(2);
    },
  );

  it('when the coffee is short, then 409 with the catalog words, the return stays approved and no order is left; once restocked it is sent', async () => {
    const { owner, returnId, productId, stock, ordersOf } = await approvedReturn();
    const setStock = (inventory: number) => {
      const product = cart.catalog.products.get(productId);
      if (product) cart.catalog.products.set(productId, { ...product, inventory, inStock: true });
    };
    const name = cart.catalog.products.get(productId)?.name ?? '';
    const returnNow = async () =>
      staffReturnSchema.parse(
        (await manager().get(`/api/employee/returns/${returnId}`).expect(200)).body,
      );
    const reservations = cart.catalog.reservations.size;

    // One bag left where two are needed: the catalog's listing says so before anything is taken.
    setStock(1);
    const listed = await manager().step(returnId, { step: 'replace' }).expect(409);
    expect(listed.body.message).toBe(returnReplacementShortMessage(shortageMessage(name, 1)));
    expect(listed.body.message).toBe(
      `Not enough stock to send a replacement: Only 1 left of ${name}. Refund the return instead.`,
    );

    // In stock when priced, sold out when reserved (a lost race): the claim goes too.
    setStock(5);
    cart.catalog.setBeforeReserve(() => setStock(0));
    try {
      const raced = await manager().step(returnId, { step: 'replace' }).expect(409);
      expect(raced.body.message).toBe(returnReplacementShortMessage(shortageMessage(name, 0)));
    } finally {
      cart.catalog.setBeforeReserve(undefined);
    }
    const still = await returnNow();
    expect(still).toMatchObject({ status: 'approved', replacementOrder: null });
    expect(still.events.map((e) => e.status)).toEqual(['requested', 'approved']);
    expect(await ordersOf()).toBe(1);
    expect(await orderModel(cart.db).countDocuments({ userId: owner, status: 'placing' })).toBe(0);
    expect(cart.catalog.reservations.size).toBe(reservations);
    expect(stock()).toBe(0);

    setStock(5);
    const sent = staffReturnSchema.parse(
      (await manager().step(returnId, { step: 'replace' }).expect(200)).body,
    );
    expect(sent.replacementOrder).not.toBeNull();
    expect(stock()).toBe(3);
    expect(await ordersOf()).toBe(2);
  });
});
