import {
  cents,
  deliver,
  intentEvent,
  movableClock,
  placeOrderOf,
} from '../../__tests__/order-helpers';
import { mailOf, outboxOf } from '../../__tests__/mail-helpers';
import { newUserId, startCart, type StartedCart } from '../../__tests__/start-cart';

const TRACKING = '1Z999AA10123456784';
const PUBLIC_URL = 'https://shop.example';
const staff = { userId: 'staff-admin', role: 'admin', name: 'admin-jo' };

describe('the order mails (recorded in the order update that causes them)', () => {
  let cart: StartedCart;
  const clock = movableClock();

  beforeAll(async () => {
    cart = await startCart({ PUBLIC_URL }, { clock });
  });
  afterAll(async () => {
    await cart.stop();
  });
  afterEach(() => clock.reset());

  const move = (orderId: string, transition: object) =>
    cart.internal
      .post(`/internal/staff/orders/${orderId}/transitions`)
      .send({ transition, actor: staff });

  /** A known customer (their email is the order's contact) with a placed order. */
  async function placed(options: { quantity?: number } = {}) {
    const user = cart.account.addUser();
    const { order, product } = await placeOrderOf(cart, user.id, options);
    return { user, order, product };
  }

  async function paid() {
    const p = await placed({ quantity: 2 });
    await cart.as(p.user.id).post(`/api/orders/${p.order.id}/payment`).send().expect(200);
    await deliver(
      cart,
      intentEvent('payment_intent.succeeded', {
        orderId: p.order.id,
        userId: p.user.id,
        amountCents: cents(p.order.total),
      }),
    ).expect(200);
    return p;
  }

  it('when an order is placed, then no mail yet (the receipt waits for the money)', async () => {
    const { order } = await placed();
    expect(await outboxOf(cart, order.id)).toEqual([]);
  });

  it('when an order is paid, then one receipt with its number, lines, totals, address and link', async () => {
    const { user, order, product } = await paid();
    const mail = await mailOf(cart, order.id, 'order-paid');
    expect(mail).toMatchObject({
      key: `order-paid:${order.id}`,
      to: user.email,
      toName: 'Ada Lovelace',
      category: 'transactional',
    });
    expect(mail.subject).toBe(`Your Brew Haven receipt for order ${order.orderNumber}`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(order.orderNumber);
      expect(part).toContain(`$${order.total}`);
      expect(part).toContain(product.name);
      expect(part).toContain('1 Main St');
      expect(part).toContain(`${PUBLIC_URL}/orders/${order.id}`);
    }
    expect(mail.text).toMatch(/Subtotal: \$\d+\.\d\d/);
    expect(mail.text).toContain('Standard Shipping: $5.99');
  });

  it('when the paid event is replayed, then still one receipt', async () => {
    const { user, order } = await placed();
    const event = intentEvent('payment_intent.succeeded', {
      orderId: order.id,
      userId: user.id,
      amountCents: cents(order.total),
    });
    await deliver(cart, event).expect(200);
    await deliver(cart, event).expect(200);
    // A second, different success for the paid order is refunded, never a second receipt.
    await deliver(
      cart,
      intentEvent('payment_intent.succeeded', {
        orderId: order.id,
        userId: user.id,
        amountCents: cents(order.total),
      }),
    ).expect(200);
    expect((await outboxOf(cart, order.id)).map((m) => m.key)).toEqual([`order-paid:${order.id}`]);
  });

  it('when a payment fails, then a mail with the reason and the link to pay again', async () => {
    const { user, order } = await placed();
    const event = intentEvent('payment_intent.payment_failed', {
      orderId: order.id,
      userId: user.id,
      amountCents: cents(order.total),
    });
    await deliver(cart, event).expect(200);
    await deliver(cart, event).expect(200);
    const mail = await mailOf(cart, order.id, 'order-payment-failed');
    expect(mail.subject).toBe(`Payment for order ${order.orderNumber} did not go through`);
    expect(mail.text).toContain('Your card was declined.');
    expect(mail.text).toContain(`${PUBLIC_URL}/checkout?orderId=${order.id}`);
    expect(mail.html).toContain(`${PUBLIC_URL}/checkout?orderId=${order.id}`);
  });

  it('when an unpaid order runs out of time, then one "expired" mail (not a cancel mail)', async () => {
    const { order } = await placed();
    clock.advanceMinutes(60);
    await cart.service.sweepOrders();
    await cart.service.sweepOrders();
    const keys = (await outboxOf(cart, order.id)).map((m) => m.key);
    expect(keys).toEqual([`order-expired:${order.id}`]);
    const mail = await mailOf(cart, order.id, 'order-expired');
    expect(mail.text).toContain('You have not been charged.');
  });

  it('when staff ship a paid order, then one mail with the tracking number and the /track-order link; completing it sends one more', async () => {
    const { order } = await paid();
    await move(order.id, { to: 'processing' }).expect(200);
    await move(order.id, { to: 'shipped', trackingNumber: TRACKING }).expect(200);
    // A retried move is refused by the lifecycle and records nothing.
    await move(order.id, { to: 'shipped', trackingNumber: TRACKING }).expect(409);
    const shipped = await mailOf(cart, order.id, 'order-shipped');
    expect(shipped.subject).toBe(`Order ${order.orderNumber} has shipped`);
    expect(shipped.text).toContain(`Tracking number: ${TRACKING}`);
    expect(shipped.html).toContain(TRACKING);
    expect(shipped.text).toContain(`${PUBLIC_URL}/track-order`);
    await move(order.id, { to: 'completed' }).expect(200);
    const completed = await mailOf(cart, order.id, 'order-completed');
    expect(completed.subject).toBe(`Order ${order.orderNumber} is complete`);
    expect((await outboxOf(cart, order.id)).map((m) => m.key.split(':')[0])).toEqual([
      'order-paid',
      'order-shipped',
      'order-completed',
    ]);
  });

  it('when a paid order is cancelled, then one mail that names the refunded amount', async () => {
    const { user, order } = await paid();
    await cart.as(user.id).post(`/api/orders/${order.id}/cancel`).send({}).expect(200);
    await cart.as(user.id).post(`/api/orders/${order.id}/cancel`).send({}).expect(409);
    const mail = await mailOf(cart, order.id, 'order-cancelled');
    expect(mail.subject).toBe(`Order ${order.orderNumber} has been cancelled`);
    expect(mail.text).toContain(`We have refunded $${order.total}`);
  });

  it('when an unpaid order is cancelled, then the mail says nothing was charged', async () => {
    const { user, order } = await placed();
    await cart.as(user.id).post(`/api/orders/${order.id}/cancel`).send({}).expect(200);
    expect((await mailOf(cart, order.id, 'order-cancelled')).text).toContain(
      'You have not been charged.',
    );
  });

  it('when the provider reports a refund, then one mail with the amount', async () => {
    const { user, order } = await placed();
    const ref = `offpi_test_refund${Date.now()}`;
    const amountCents = cents(order.total);
    await deliver(
      cart,
      intentEvent('payment_intent.succeeded', {
        orderId: order.id,
        userId: user.id,
        amountCents,
        paymentRef: ref,
      }),
    ).expect(200);
    const refund = intentEvent('charge.refunded', {
      orderId: order.id,
      userId: user.id,
      amountCents,
      paymentRef: ref,
    });
    await deliver(cart, refund).expect(200);
    await deliver(cart, refund).expect(200);
    const mail = await mailOf(cart, order.id, 'order-refunded');
    expect(mail.subject).toBe(`Refund of $${order.total} for order ${order.orderNumber}`);
    expect(mail.text).toContain(`We have refunded $${order.total}`);
  });

  it('when the name and address hold markup and CR/LF, then the HTML is escaped and no header gets a line break', async () => {
    const user = cart.account.addUser();
    const product = cart.catalog.addProduct({ inventory: 10 });
    await cart
      .as(user.id)
      .post('/api/cart')
      .send({ productId: product.id, quantity: 1 })
      .expect(201);
    const res = await cart
      .as(user.id)
      .placeOrder({
        shippingAddress: {
          firstName: 'Eve\r\nBcc: victim@example.com',
          lastName: '<script>alert(1)</script>',
          address: '1 <b>Main</b> St & "Co"',
          city: 'Boston',
          state: 'MA',
          zipCode: '02101',
        },
        shippingMethod: 'standard',
        paymentMethod: 'credit-card',
      })
      .expect(201);
    const order = res.body as { id: string; total: string };
    await deliver(
      cart,
      intentEvent('payment_intent.succeeded', {
        orderId: order.id,
        userId: user.id,
        amountCents: cents(order.total),
      }),
    ).expect(200);
    const mail = await mailOf(cart, order.id, 'order-paid');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('1 &lt;b&gt;Main&lt;/b&gt; St &amp; &quot;Co&quot;');
    expect(mail.toName).not.toMatch(/[\r\n]/);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('when the account could not say the email at placing, then the order is still paid, with no mail', async () => {
    // Not known to the (fake) account service: the placement records no contact email.
    const owner = newUserId();
    const { order } = await placeOrderOf(cart, owner);
    await deliver(
      cart,
      intentEvent('payment_intent.succeeded', {
        orderId: order.id,
        userId: owner,
        amountCents: cents(order.total),
      }),
    ).expect(200);
    const res = await cart.as(owner).get(`/api/orders/${order.id}`).expect(200);
    expect(res.body).toMatchObject({ status: 'paid' });
    expect(await outboxOf(cart, order.id)).toEqual([]);
  });
});
