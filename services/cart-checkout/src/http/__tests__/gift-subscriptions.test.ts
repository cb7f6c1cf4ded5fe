import {
  GIFT_CARD_CHANGE_MESSAGE,
  GIFT_DELIVERIES_MESSAGE,
  GIFT_MESSAGE_TOO_LONG_MESSAGE,
  GIFT_RECIPIENT_EMAIL_MESSAGE,
  SUBSCRIPTION_CARD_NOT_FOUND_MESSAGE,
  subscriptionListSchema,
  subscriptionSchema,
  type Subscription,
} from '@coffee/contracts';
import { Types } from 'mongoose';
import type { StoredMail } from '../../__tests__/mail-helpers';
import { orderModel } from '../../data/order-model';
import { subscriptionModel } from '../../data/subscription-model';
import { newIdempotencyKey, newUserId, type StartedCart } from '../../__tests__/start-cart';
import { subscriptionCart } from '../../__tests__/subscription-cart';

const recipientAddress = {
  firstName: 'Grace',
  lastName: 'Hopper',
  address: '2 Navy Yard',
  city: 'Arlington',
  state: 'VA',
  zipCode: '22202',
};

describe('Gift subscriptions', () => {
  let cart: StartedCart;
  const { clock } = subscriptionCart((started) => {
    cart = started;
  });

  const coffee = () =>
    cart.catalog.addCoffee([
      { size: '12 oz', grind: 'whole-bean', price: '18.00', inventory: 100 },
    ]);

  async function giveGift(
    userId: string,
    body: Record<string, unknown> = {},
    key = newIdempotencyKey(),
    card = cart.others.addCard(userId),
  ) {
    const product = coffee();
    const res = await cart
      .as(userId)
      .post('/api/subscriptions/gifts')
      .set('Idempotency-Key', key)
      .send({
        productId: product.id,
        variantId: '12oz-whole-bean',
        quantity: 2,
        frequencyWeeks: 1,
        deliveries: 3,
        firstDeliveryOn: '2026-12-08',
        recipient: { name: 'Grace Hopper', email: 'grace@example.com' },
        shippingAddress: recipientAddress,
        message: 'Happy birthday <3',
        paymentMethodId: card,
        ...body,
      });
    return { res, product, card, key, sub: res.body as Subscription };
  }

  const subscriptionMails = async (id: string): Promise<StoredMail[]> => {
    const doc = await cart.db.collection('subscriptions').findOne({ _id: new Types.ObjectId(id) });
    return (doc?.outbox as StoredMail[] | undefined) ?? [];
  };
  const ordersOf = async (userId: string) =>
    (await orderModel(cart.db).find({ userId }).sort({ createdAt: 1 }).lean()).filter(
      (o) => o.status !== 'placing',
    );
  const providerPayments = async () =>
    cart.db.collection('offline_order_payments').countDocuments();

  it('when a gift is bought, then the card is charged once for every delivery and the recipient is told once', async () => {
    const userId = newUserId();
    cart.account.addUser({ id: userId, email: 'giver@example.com' });
    const key = newIdempotencyKey();
    const card = cart.others.addCard(userId);
    const { res, product } = await giveGift(userId, {}, key, card);
    expect(res.status).toBe(201);
    const sub = subscriptionSchema.parse(res.body);
    expect(sub).toMatchObject({
      status: 'active',
      item: { productId: product.id, quantity: 2, frequencyWeeks: 1 },
      shippingAddress: recipientAddress,
      next: { cycle: 1, on: '2026-12-08' },
      gift: {
        recipientName: 'Grace Hopper',
        recipientEmail: 'grace@example.com',
        message: 'Happy birthday <3',
        deliveries: 3,
        remaining: 3,
      },
    });
    // One order of the giver: 3 x (2 x $18.00) coffee, 3 x $5.99 shipping, 7% tax on the coffee.
    const [purchase, ...others] = await ordersOf(userId);
    expect(others).toHaveLength(0);
    expect(purchase).toMatchObject({
      idempotencyKey: `gift-${sub.id}`,
      status: 'completed',
      subtotalCents: 10800,
      shippingCents: 1797,
      taxCents: 756,
      totalCents: 13353,
      payment: { status: 'paid', paidCents: 13353 },
    });
    // Nothing reserved at purchase: each delivery reserves its own bags.
    expect(cart.catalog.variantStock(product.id, '12oz-whole-bean')).toBe(100);

    // The same key again: the same gift, nothing charged again.
    const payments = await providerPayments();
    const again = await giveGift(userId, {}, key, card);
    expect(again.res.status).toBe(200);
    expect(again.sub.id).toBe(sub.id);
    expect(await ordersOf(userId)).toHaveLength(1);
    expect(await providerPayments()).toBe(payments);
    expect(await subscriptionModel(cart.db).countDocuments({ userId })).toBe(1);

    const mails = await subscriptionMails(sub.id);
    expect(mails.map((m) => [m.key, m.to])).toEqual([
      [`subscription-started:${sub.id}`, 'giver@example.com'],
      [`subscription-gift-recipient:${sub.id}`, 'grace@example.com'],
    ]);
    const told = mails[1];
    expect(told?.subject).toBe('A friend sent you a coffee subscription');
    expect(told?.text).toContain('3 deliveries of 2 x');
    expect(told?.text).toContain('The first ships on Tue, Dec 8');
    expect(told?.html).toContain('Happy birthday &lt;3');
    expect(told?.html).not.toContain('Happy birthday <3');
  });

  it('when each delivery comes, then it is an order paid with nothing charged, and after the last the gift ends', async () => {
    const userId = newUserId();
    const { sub, product } = await giveGift(userId);
    const payments = await providerPayments();
    const [purchase] = await ordersOf(userId);
    for (const day of ['2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28', '2027-01-04']) {
      clock.set(`${day}T15:00:00Z`);
      await cart.service.runSubscriptions();
    }
    const orders = await ordersOf(userId);
    const deliveries = orders.filter((o) => o.idempotencyKey.startsWith('sub-'));
    expect(deliveries).toHaveLength(3);
    for (const order of deliveries) {
      expect(order).toMatchObject({
        status: 'paid',
        subtotalCents: 0,
        shippingCents: 0,
        taxCents: 0,
        totalCents: 0,
        contactEmail: 'grace@example.com',
        shippingAddress: recipientAddress,
        payment: { status: 'paid', paidCents: 0, ref: purchase?.payment?.ref },
      });
      expect(order.timeline?.at(-1)?.note).toMatch(/^Prepaid gift delivery \d of 3$/);
    }
    // No provider payment for any delivery, and the card is never asked again.
    expect(await providerPayments()).toBe(payments);
    expect(cart.catalog.variantStock(product.id, '12oz-whole-bean')).toBe(94);
    const [ended] = subscriptionListSchema.parse(
      (await cart.as(userId).get('/api/subscriptions')).body,
    );
    expect(ended).toMatchObject({
      id: sub.id,
      status: 'cancelled',
      next: null,
      gift: { deliveries: 3, remaining: 0, endedReason: 'All 3 prepaid deliveries were sent' },
    });
    expect(ended?.deliveries.map((d) => [d.outcome, d.total])).toEqual([
      ['ordered', '0.00'],
      ['ordered', '0.00'],
      ['ordered', '0.00'],
    ]);
  });

  it('when a prepaid delivery is cancelled, then nothing is refunded at the provider', async () => {
    const userId = newUserId();
    await giveGift(userId);
    clock.set('2026-12-07T15:00:00Z');
    await cart.service.runSubscriptions();
    const delivery = (await ordersOf(userId)).find((o) => o.idempotencyKey.startsWith('sub-'));
    const refundsBefore = await cart.db.collection('offline_order_payment_once').countDocuments();
    const res = await cart
      .as(userId)
      .post(`/api/orders/${String(delivery?._id)}/cancel`)
      .send({});
    expect(res.status).toBe(200);
    const after = await orderModel(cart.db).findById(delivery?._id).lean();
    expect(after?.payment).toMatchObject({ status: 'refunded', refundedCents: 0 });
    expect(await cart.db.collection('offline_order_payment_once').countDocuments()).toBe(
      refundsBefore,
    );
    const [purchase] = await ordersOf(userId);
    expect(purchase?.payment).toMatchObject({ status: 'paid' });
  });

  it.each([
    ['4 deliveries', { deliveries: 4 }, GIFT_DELIVERIES_MESSAGE],
    [
      'no recipient email',
      { recipient: { name: 'Grace', email: '' } },
      GIFT_RECIPIENT_EMAIL_MESSAGE,
    ],
    ['a message of 301 characters', { message: 'x'.repeat(301) }, GIFT_MESSAGE_TOO_LONG_MESSAGE],
    [
      "another customer's card",
      { paymentMethodId: 'offpm_someone' },
      SUBSCRIPTION_CARD_NOT_FOUND_MESSAGE,
    ],
  ])('when the gift has %s, then a clear 400 and nothing is made', async (_name, body, message) => {
    const userId = newUserId();
    const { res } = await giveGift(userId, body);
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toBe(message);
    expect(await subscriptionModel(cart.db).countDocuments({ userId })).toBe(0);
    expect(await ordersOf(userId)).toHaveLength(0);
  });

  it('when the card is declined, then 402 with the provider message and no gift', async () => {
    const userId = newUserId();
    const declining = cart.others.addCard(userId, { declines: true });
    const { res } = await giveGift(userId, {}, newIdempotencyKey(), declining);
    expect(res.status).toBe(402);
    expect((res.body as { message: string }).message).toBe('Your card was declined.');
    expect(await subscriptionModel(cart.db).countDocuments({ userId })).toBe(0);
    const orders = await ordersOf(userId);
    expect(orders.map((o) => o.status)).toEqual(['cancelled']);
  });

  it('when the giver changes the card or the quantity, then 409 and nothing changes; the address may change', async () => {
    const userId = newUserId();
    const { sub } = await giveGift(userId);
    const card = await cart
      .as(userId)
      .post(`/api/subscriptions/${sub.id}/change`)
      .send({ paymentMethodId: cart.others.addCard(userId) });
    expect([card.status, (card.body as { message: string }).message]).toEqual([
      409,
      GIFT_CARD_CHANGE_MESSAGE,
    ]);
    const quantity = await cart
      .as(userId)
      .post(`/api/subscriptions/${sub.id}/change`)
      .send({ quantity: 5 });
    expect(quantity.status).toBe(409);
    const address = await cart
      .as(userId)
      .post(`/api/subscriptions/${sub.id}/change`)
      .send({ shippingAddress: { ...recipientAddress, address: '3 Navy Yard' } });
    expect(address.status).toBe(200);
    const cancel = await cart.as(userId).post(`/api/subscriptions/${sub.id}/cancel`).send({});
    expect((cancel.body as { message: string }).message).toContain('not refunded automatically');
    const [after] = subscriptionListSchema.parse(
      (await cart.as(userId).get('/api/subscriptions')).body,
    );
    expect(after).toMatchObject({ item: { quantity: 2 }, card: { id: sub.card.id } });
  });
});
