import {
  SUBSCRIPTION_CARD_NOT_FOUND_MESSAGE,
  SUBSCRIPTION_FREQUENCY_MESSAGE,
  SUBSCRIPTION_NOT_COFFEE_MESSAGE,
  SUBSCRIPTION_NOT_FOUND_MESSAGE,
  UNKNOWN_VARIANT_MESSAGE,
  RETIRED_VARIANT_MESSAGE,
  subscriptionListSchema,
  subscriptionSchema,
  type Subscription,
} from '@coffee/contracts';
import request from 'supertest';
import { Types } from 'mongoose';
import { outboxOf, type StoredMail } from '../../__tests__/mail-helpers';
import { orderModel } from '../../data/order-model';
import { subscriptionModel } from '../../data/subscription-model';
import {
  newIdempotencyKey,
  newUserId,
  shippingAddress,
  type StartedCart,
} from '../../__tests__/start-cart';
import { subscriptionCart } from '../../__tests__/subscription-cart';

describe('Subscribe & Save', () => {
  let cart: StartedCart;
  const { clock } = subscriptionCart((started) => {
    cart = started;
  });

  function coffee(inventory = 100) {
    return cart.catalog.addCoffee([
      { size: '12 oz', grind: 'whole-bean', price: '18.00', inventory },
      { size: '12 oz', grind: 'pour-over', price: '18.00', inventory },
      { size: '2 lb', grind: 'whole-bean', price: '40.00', inventory, retired: true },
    ]);
  }

  async function subscribe(
    userId: string,
    body: Record<string, unknown> = {},
    key = newIdempotencyKey(),
  ) {
    const product = coffee();
    const card = cart.others.addCard(userId);
    const res = await cart
      .as(userId)
      .post('/api/subscriptions')
      .set('Idempotency-Key', key)
      .send({
        productId: product.id,
        variantId: '12oz-whole-bean',
        quantity: 2,
        frequencyWeeks: 2,
        firstDeliveryOn: '2026-12-08',
        shippingAddress,
        paymentMethodId: card,
        ...body,
      });
    return { res, product, card, sub: res.body as Subscription };
  }

  /** The mails recorded on the subscription's document (no mailer runs here). */
  const subscriptionMails = async (id: string): Promise<StoredMail[]> => {
    const doc = await cart.db.collection('subscriptions').findOne({ _id: new Types.ObjectId(id) });
    return (doc?.outbox as StoredMail[] | undefined) ?? [];
  };

  const ordersOf = async (userId: string) =>
    (await orderModel(cart.db).find({ userId }).lean()).filter((o) => o.status !== 'placing');

  it('answers 401 signed out, and an empty list at first', async () => {
    expect((await request(cart.url).get('/api/subscriptions')).status).toBe(401);
    const userId = newUserId();
    const res = await cart.as(userId).get('/api/subscriptions');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('offers the days and the member discount the form needs', async () => {
    const userId = newUserId();
    cart.account.addUser({ id: userId, isDirectPlus: true });
    const res = await cart.as(userId).get('/api/subscriptions/options');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      frequencies: [1, 2, 3, 4, 6],
      earliestDeliveryOn: '2026-12-08',
      memberDiscountPercent: 15,
      isMember: true,
    });
  });

  it('starts a subscription once per key, with its next delivery, charge day and lock', async () => {
    const userId = newUserId();
    cart.account.addUser({ id: userId, email: 'ada@example.com' });
    const key = newIdempotencyKey();
    const { res, product, card } = await subscribe(userId, {}, key);
    expect(res.status).toBe(201);
    const sub = subscriptionSchema.parse(res.body);
    expect(sub).toMatchObject({
      status: 'active',
      item: {
        productId: product.id,
        variantId: '12oz-whole-bean',
        quantity: 2,
        frequencyWeeks: 2,
      },
      price: '36.00',
      memberPrice: '30.60',
      next: {
        cycle: 1,
        on: '2026-12-08',
        chargeOn: '2026-12-07',
        lockOn: '2026-12-02',
        lockStartsAt: '2026-12-02T05:00:00.000Z',
        locked: false,
        skipped: false,
      },
      card: { id: card, brand: 'visa', last4: '4242' },
    });
    const again = await cart
      .as(userId)
      .post('/api/subscriptions')
      .set('Idempotency-Key', key)
      .send({
        productId: product.id,
        variantId: '12oz-whole-bean',
        quantity: 2,
        frequencyWeeks: 2,
        firstDeliveryOn: '2026-12-08',
        shippingAddress,
        paymentMethodId: card,
      });
    expect(again.status).toBe(200);
    expect((again.body as Subscription).id).toBe(sub.id);
    const list = subscriptionListSchema.parse(
      (await cart.as(userId).get('/api/subscriptions')).body,
    );
    expect(list.map((s) => s.id)).toEqual([sub.id]);
    // One confirmation, however often the start was asked.
    const mails = await subscriptionMails(sub.id);
    expect(mails.map((m) => [m.key, m.to])).toEqual([
      [`subscription-started:${sub.id}`, 'ada@example.com'],
    ]);
    expect(mails[0]?.text).toContain('Your first delivery ships on Tue, Dec 8');
  });

  it.each([
    ['an unknown variant', { variantId: '5lb-espresso' }, UNKNOWN_VARIANT_MESSAGE],
    ['a retired variant', { variantId: '2lb-whole-bean' }, RETIRED_VARIANT_MESSAGE],
    ['a frequency outside the list', { frequencyWeeks: 5 }, SUBSCRIPTION_FREQUENCY_MESSAGE],
    [
      'a date in the past',
      { firstDeliveryOn: '2026-11-20' },
      'The first delivery can be on Tue, Dec 8 at the earliest',
    ],
    [
      'a locked date',
      { firstDeliveryOn: '2026-12-07' },
      'The first delivery can be on Tue, Dec 8 at the earliest',
    ],
    [
      'a Saturday',
      { firstDeliveryOn: '2026-12-12' },
      'Deliveries ship on business days: choose a weekday that is not a holiday',
    ],
    ['no such date', { firstDeliveryOn: '2026-02-30' }, 'Dates must be written YYYY-MM-DD'],
    [
      "another customer's card",
      { paymentMethodId: 'offpm_someone' },
      SUBSCRIPTION_CARD_NOT_FOUND_MESSAGE,
    ],
    ['a quantity of 0', { quantity: 0 }, 'Quantity must be a whole number from 1 to 10'],
  ])('refuses %s with a clear 400 and starts nothing', async (_name, body, message) => {
    const userId = newUserId();
    const { res } = await subscribe(userId, body);
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toBe(message);
    expect(await subscriptionModel(cart.db).countDocuments({ userId })).toBe(0);
  });

  it('refuses a product that is not coffee', async () => {
    const userId = newUserId();
    const mug = cart.catalog.addProduct({ category: 'accessories' });
    const res = await cart
      .as(userId)
      .post('/api/subscriptions')
      .set('Idempotency-Key', newIdempotencyKey())
      .send({
        productId: mug.id,
        variantId: 'default',
        quantity: 1,
        frequencyWeeks: 4,
        firstDeliveryOn: '2026-12-08',
        shippingAddress,
        paymentMethodId: cart.others.addCard(userId),
      });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toBe(SUBSCRIPTION_NOT_COFFEE_MESSAGE);
  });

  it("answers 404 for another customer's subscription and changes nothing", async () => {
    const owner = newUserId();
    const { sub } = await subscribe(owner);
    const stranger = newUserId();
    for (const action of ['skip', 'pause', 'resume', 'ship-now', 'cancel']) {
      const res = await cart.as(stranger).post(`/api/subscriptions/${sub.id}/${action}`).send({});
      expect([res.status, (res.body as { message: string }).message]).toEqual([
        404,
        SUBSCRIPTION_NOT_FOUND_MESSAGE,
      ]);
    }
    const change = await cart
      .as(stranger)
      .post(`/api/subscriptions/${sub.id}/change`)
      .send({ quantity: 3 });
    expect(change.status).toBe(404);
    expect(
      (await cart.as(stranger).post('/api/subscriptions/not-an-id/skip').send({})).status,
    ).toBe(404);
    const [mine] = subscriptionListSchema.parse(
      (await cart.as(owner).get('/api/subscriptions')).body,
    );
    expect(mine).toMatchObject({ status: 'active', item: { quantity: 2 }, skippedCycles: [] });
  });

  it('charges each delivery once, as an order, the business day before it ships', async () => {
    const userId = newUserId();
    const { sub, product } = await subscribe(userId);
    // Sunday Dec 6: not yet due.
    clock.set('2026-12-06T15:00:00Z');
    await cart.service.runSubscriptions();
    expect(await ordersOf(userId)).toHaveLength(0);
    // Monday Dec 7 in New York: due. Two runs at once (as two instances would) make one order.
    clock.set('2026-12-07T06:00:00Z');
    await Promise.all([cart.service.runSubscriptions(), cart.service.runSubscriptions()]);
    await cart.service.runSubscriptions();
    const orders = await ordersOf(userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: 'paid',
      shippingMethod: 'standard',
      subtotalCents: 3600,
      shippingCents: 599,
      idempotencyKey: `sub-${sub.id}-1-0`,
    });
    const [after] = subscriptionListSchema.parse(
      (await cart.as(userId).get('/api/subscriptions')).body,
    );
    expect(after?.next).toMatchObject({ cycle: 2, on: '2026-12-22', chargeOn: '2026-12-21' });
    expect(after?.deliveries[0]).toMatchObject({ cycle: 1, outcome: 'ordered', total: '44.51' });
    expect(cart.catalog.variantStock(product.id, '12oz-whole-bean')).toBe(98);
  });

  it('takes 15% off and ships free for a member at charge time; full price once lapsed', async () => {
    const userId = newUserId();
    cart.account.addUser({ id: userId, isDirectPlus: true, email: 'member@example.com' });
    const { sub } = await subscribe(userId, { frequencyWeeks: 1 });
    clock.set('2026-12-07T06:00:00Z');
    await cart.service.runSubscriptions();
    let orders = await ordersOf(userId);
    expect(orders[0]).toMatchObject({
      status: 'paid',
      shippingMethod: 'free',
      subtotalCents: 3060,
    });
    cart.account.addUser({ id: userId, isDirectPlus: false, email: 'member@example.com' });
    clock.set('2026-12-14T06:00:00Z');
    await cart.service.runSubscriptions();
    orders = await ordersOf(userId);
    expect(orders.map((o) => o.subtotalCents).sort()).toEqual([3060, 3600]);
    const lapse = (await subscriptionMails(sub.id)).filter((m) =>
      m.key.startsWith('subscription-member-price-ended:'),
    );
    expect(lapse).toHaveLength(1);
    expect(lapse[0]?.subject).toBe('Your Direct+ subscription discount has ended');
  });

  it('when a delivery cannot be had, then nothing is charged, the customer is told, and the next comes on schedule', async () => {
    const userId = newUserId();
    cart.account.addUser({ id: userId, email: 'short@example.com' });
    const short = coffee(1);
    const { sub } = await subscribe(userId, { productId: short.id });
    clock.set('2026-12-07T06:00:00Z');
    await cart.service.runSubscriptions();
    expect(await ordersOf(userId)).toHaveLength(0);
    expect(await cart.db.collection('offline_order_payments').countDocuments({ userId })).toBe(0);
    const [after] = subscriptionListSchema.parse(
      (await cart.as(userId).get('/api/subscriptions')).body,
    );
    expect(after?.deliveries[0]).toMatchObject({ cycle: 1, outcome: 'out-of-stock', total: null });
    expect(after?.next).toMatchObject({ cycle: 2, on: '2026-12-22' });
    const told = (await subscriptionMails(sub.id)).filter((m) =>
      m.key.startsWith('subscription-delivery-unavailable:'),
    );
    expect(told.map((m) => [m.key, m.to])).toEqual([
      [`subscription-delivery-unavailable:${sub.id}:1`, 'short@example.com'],
    ]);
    expect(told[0]?.text).toContain('You were not charged for it.');
    expect(told[0]?.text).toContain('the next delivery is on Tue, Dec 22');
    // The stock is as it was: nothing was taken.
    expect(cart.catalog.variantStock(short.id, '12oz-whole-bean')).toBe(1);
  });

  it('skips a delivery without an order, and the next one comes on schedule', async () => {
    const userId = newUserId();
    const { sub } = await subscribe(userId);
    const skip = await cart.as(userId).post(`/api/subscriptions/${sub.id}/skip`).send({});
    expect(skip.status).toBe(200);
    expect((skip.body as { message: string }).message).toBe(
      'Your delivery on Tue, Dec 8 is skipped',
    );
    clock.set('2026-12-07T06:00:00Z');
    await cart.service.runSubscriptions();
    expect(await ordersOf(userId)).toHaveLength(0);
    const [after] = subscriptionListSchema.parse(
      (await cart.as(userId).get('/api/subscriptions')).body,
    );
    expect(after?.deliveries[0]).toMatchObject({ cycle: 1, outcome: 'skipped' });
    expect(after?.next).toMatchObject({ cycle: 2, on: '2026-12-22' });
  });

  it('retries a failed charge, pauses after the last, and a new card charges at once', async () => {
    const userId = newUserId();
    cart.account.addUser({ id: userId, email: 'dunning@example.com' });
    const product = coffee();
    const declining = cart.others.addCard(userId, { declines: true });
    const created = await cart
      .as(userId)
      .post('/api/subscriptions')
      .set('Idempotency-Key', newIdempotencyKey())
      .send({
        productId: product.id,
        variantId: '12oz-pour-over',
        quantity: 1,
        frequencyWeeks: 4,
        firstDeliveryOn: '2026-12-08',
        shippingAddress,
        paymentMethodId: declining,
      });
    const sub = created.body as Subscription;
    clock.set('2026-12-07T06:00:00Z');
    for (const days of [0, 1, 3, 5]) {
      clock.set(new Date(clock.now().getTime() + days * 86_400_000 + 1000));
      await cart.service.runSubscriptions();
    }
    const [paused] = subscriptionListSchema.parse(
      (await cart.as(userId).get('/api/subscriptions')).body,
    );
    expect(paused).toMatchObject({
      status: 'paused',
      pauseReason: 'payment-failed',
      next: { cycle: 1 },
    });
    expect(paused?.deliveries.map((d) => d.outcome)).toEqual(Array(4).fill('payment-failed'));
    expect(paused?.paymentProblem).toEqual({
      failures: 4,
      message: 'Your card was declined.',
      retryOn: null,
    });
    // Each failed try's order is cancelled at once (its stock back) and sends no order mail.
    const failedOrders = await ordersOf(userId);
    expect(failedOrders.map((o) => o.status)).toEqual(Array(4).fill('cancelled'));
    for (const order of failedOrders) expect(await outboxOf(cart, String(order._id))).toEqual([]);
    // The subscription's mails: one per failure, the last saying it is paused.
    const dunning = (await subscriptionMails(sub.id)).filter((m) =>
      m.key.startsWith('subscription-payment-failed:'),
    );
    expect(dunning.map((m) => m.subject)).toEqual([
      ...Array(3).fill(`We could not charge your card for ${product.name}`),
      `Your ${product.name} subscription is paused: payment failed`,
    ]);
    expect(dunning[0]?.text).toContain('We will try again on Tue, Dec 8');
    expect(dunning[0]?.text).toContain('/account-page?tab=subscriptions');

    const good = cart.others.addCard(userId);
    const change = await cart
      .as(userId)
      .post(`/api/subscriptions/${sub.id}/change`)
      .send({ paymentMethodId: good });
    expect(change.status).toBe(200);
    expect((change.body as { message: string }).message).toBe(
      'Card updated. We are trying the payment again now',
    );
    // The change asks for the charge at once; a run meanwhile finds it busy or already done.
    await cart.service.runSubscriptions();
    // Done when the subscription has moved on to its next delivery.
    let resumed: Subscription | undefined;
    for (let i = 0; i < 50 && resumed?.next?.cycle !== 2; i += 1) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      [resumed] = subscriptionListSchema.parse(
        (await cart.as(userId).get('/api/subscriptions')).body,
      );
    }
    const paid = (await ordersOf(userId)).filter((o) => o.status === 'paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]?.idempotencyKey).toBe(`sub-${sub.id}-1-4`);
    expect(resumed).toMatchObject({ status: 'active', next: { cycle: 2 } });
  });

  it('when a new card comes weeks after the dunning paused it, then one late delivery is charged and the next is on a day to come', async () => {
    const userId = newUserId();
    cart.account.addUser({ id: userId, email: 'late-card@example.com' });
    const product = coffee();
    const created = await cart
      .as(userId)
      .post('/api/subscriptions')
      .set('Idempotency-Key', newIdempotencyKey())
      .send({
        productId: product.id,
        variantId: '12oz-pour-over',
        quantity: 1,
        frequencyWeeks: 1,
        firstDeliveryOn: '2026-12-08',
        shippingAddress,
        paymentMethodId: cart.others.addCard(userId, { declines: true }),
      });
    const sub = created.body as Subscription;
    clock.set('2026-12-07T06:00:00Z');
    for (const days of [0, 1, 3, 5]) {
      clock.set(new Date(clock.now().getTime() + days * 86_400_000 + 1000));
      await cart.service.runSubscriptions();
    }
    // Three weeks after the first try: the deliveries of Dec 15, 22 and 29 have passed.
    clock.set('2026-12-28T15:00:00Z');
    const change = await cart
      .as(userId)
      .post(`/api/subscriptions/${sub.id}/change`)
      .send({ paymentMethodId: cart.others.addCard(userId) });
    expect(change.status).toBe(200);
    let resumed: Subscription | undefined;
    for (let i = 0; i < 50 && resumed?.next?.cycle !== 2; i += 1) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      [resumed] = subscriptionListSchema.parse(
        (await cart.as(userId).get('/api/subscriptions')).body,
      );
    }
    // Runs after it find nothing more to charge today.
    await cart.service.runSubscriptions();
    await cart.service.runSubscriptions();
    const paid = (await ordersOf(userId)).filter((o) => o.status === 'paid');
    expect(paid.map((o) => o.idempotencyKey)).toEqual([`sub-${sub.id}-1-4`]);
    // Jan 5 is the first delivery on the weekly schedule whose charge (Jan 4) is still to come.
    expect(resumed).toMatchObject({ status: 'active', next: { cycle: 2, on: '2027-01-05' } });
  });

  it('tells the roast plan the deliveries to be charged soon (internal only)', async () => {
    const userId = newUserId();
    const { sub, product } = await subscribe(userId);
    const until = encodeURIComponent('2026-12-10T00:00:00Z');
    const path = `/internal/roast/subscription-deliveries?until=${until}`;
    expect((await request(cart.url).get(path)).status).toBe(401);
    const res = await cart.internal.get(path);
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({
      subscriptionId: sub.id,
      cycle: 1,
      productId: product.id,
      variantId: '12oz-whole-bean',
      quantity: 2,
      chargeAt: '2026-12-07T05:00:00.000Z',
    });
    expect((await cart.internal.get('/internal/roast/subscription-deliveries')).status).toBe(400);
  });

  it("forgets a deleted account's subscriptions: nothing is charged for them again", async () => {
    const userId = newUserId();
    await subscribe(userId);
    const forget = await cart.internal.post(`/internal/users/${userId}/forget`).send({});
    expect(forget.status).toBe(200);
    expect(await subscriptionModel(cart.db).countDocuments({ userId })).toBe(0);
    clock.set('2026-12-07T06:00:00Z');
    await cart.service.runSubscriptions();
    expect(await ordersOf(userId)).toHaveLength(0);
  });
});
