import { deliver, intentEvent, placeOrderOf, cents } from '../../__tests__/order-helpers';
import { newUserId, startCart, type StartedCart } from '../../__tests__/start-cart';

/**
 * A process that dies while it applies a provider event leaves the event recorded and the order
 * unchanged. The provider's next delivery of that event must apply it, not be taken for a
 * duplicate: otherwise a payment taken never marks its order paid (found by the subscription
 * simulation, with an instance SIGKILLed during charge runs).
 */
describe('a provider event whose applier died', () => {
  let cart: StartedCart;
  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(async () => {
    await cart.stop();
  });

  it('is applied by its next delivery; a finished one stays a duplicate', async () => {
    const owner = newUserId();
    const { order } = await placeOrderOf(cart, owner);
    const event = intentEvent('payment_intent.succeeded', {
      orderId: order.id,
      userId: owner,
      amountCents: cents(order.total),
    });
    // What the dead process left: the event recorded as being applied, the order untouched.
    await cart.db.collection('order_payment_events').insertOne({
      _id: event.id as never,
      type: 'payment-succeeded',
      orderId: order.id,
      at: new Date(),
      applied: false,
    });
    const again = await deliver(cart, event);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ received: true, outcome: 'paid' });
    const paid = await cart.as(owner).get(`/api/orders/${order.id}`);
    expect(paid.body).toMatchObject({ status: 'paid', payment: { status: 'paid' } });
    // Now finished: a further delivery is the duplicate it is.
    expect((await deliver(cart, event)).body).toMatchObject({ outcome: 'duplicate' });
  });
});
