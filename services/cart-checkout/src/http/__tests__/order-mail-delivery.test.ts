import { startMailpit, type Mailpit, type MailpitSummary } from '@coffee/mailer/testing';
import { cents, deliver, intentEvent } from '../../__tests__/order-helpers';
import { startCart, type StartedCart } from '../../__tests__/start-cart';

/**
 * The service's own mailer against a real Mailpit: what order-mails.test.ts finds recorded
 * leaves by SMTP from the service process, once, with safe headers; and an SMTP server that is
 * down never stops an order from being placed and paid.
 */
describe('order mails through SMTP (Mailpit)', () => {
  let mailpit: Mailpit;
  let cart: StartedCart;

  beforeAll(async () => {
    mailpit = await startMailpit();
    cart = await startCart(
      { SMTP_URL: mailpit.smtpUrl, PUBLIC_URL: 'https://shop.example' },
      { mailer: true, mailTiming: { pollMs: 200, backoffMs: 300 } },
    );
  });
  afterAll(async () => {
    await cart?.stop();
    await mailpit?.close();
  });

  const to = (email: string) => (m: MailpitSummary) => m.To.some((r) => r.Address === email);

  async function placeAndPay(firstName: string) {
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
          firstName,
          lastName: 'Lovelace',
          address: '1 Main St',
          city: 'Boston',
          state: 'MA',
          zipCode: '02101',
        },
        shippingMethod: 'standard',
        paymentMethod: 'credit-card',
      })
      .expect(201);
    const order = res.body as { id: string; orderNumber: string; total: string };
    await deliver(
      cart,
      intentEvent('payment_intent.succeeded', {
        orderId: order.id,
        userId: user.id,
        amountCents: cents(order.total),
      }),
    ).expect(200);
    return { user, order };
  }

  it('when an order is paid with CR/LF in the name, then the receipt arrives once, with no added header', async () => {
    const { user, order } = await placeAndPay('Eve\r\nBcc: victim@example.com');
    const [summary] = await mailpit.waitForMessages(1, to(user.email), 15_000);
    expect(summary?.Subject).toBe(`Your Brew Haven receipt for order ${order.orderNumber}`);
    const headers = await mailpit.headers(summary!.ID);
    expect(headers.Bcc).toBeUndefined();
    expect(headers.To?.join(' ')).not.toMatch(/[\r\n]/);
    expect((await mailpit.messages()).filter(to('victim@example.com'))).toHaveLength(0);
    const message = await mailpit.message(summary!.ID);
    expect(message.Text).toContain(`https://shop.example/orders/${order.id}`);
    expect(message.HTML).toContain(order.orderNumber);
    await cart.service.drainMail();
    expect((await mailpit.messages()).filter(to(user.email))).toHaveLength(1);
  });

  it('when SMTP is down, then the order is still placed and paid, and the receipt goes out once SMTP is back', async () => {
    await mailpit.stop();
    let paid: Awaited<ReturnType<typeof placeAndPay>>;
    try {
      paid = await placeAndPay('Grace');
      const res = await cart.as(paid.user.id).get(`/api/orders/${paid.order.id}`).expect(200);
      expect(res.body).toMatchObject({ status: 'paid' });
      // The mailer tries and fails meanwhile; the mail waits in the outbox.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      await mailpit.start();
    }
    const [summary] = await mailpit.waitForMessages(1, to(paid.user.email), 20_000);
    expect(summary?.Subject).toBe(`Your Brew Haven receipt for order ${paid.order.orderNumber}`);
  });
});
