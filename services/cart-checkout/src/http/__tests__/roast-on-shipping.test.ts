import {
  orderSchema,
  orderTrackingSchema,
  ROAST_BATCH_NEEDED_CODE,
  roastedOnText,
  type Role,
} from '@coffee/contracts';
import request from 'supertest';
import { FAKE_ROAST_DAY } from '../../__tests__/fake-catalog';
import { mailOf } from '../../__tests__/mail-helpers';
import { placeOrderOf } from '../../__tests__/order-helpers';
import { payOrder, startCart, type StartedCart } from '../../__tests__/start-cart';

const actorOf = (role: Role) => ({ userId: `staff-${role}`, role, name: `${role}-jo` });
const TRACKING = '1Z999AA10123456784';
const REFUSAL = 'Record a roast batch of Test Roast (0.9 kg) before shipping this order';

describe('roast dates on shipping', () => {
  let cart: StartedCart;

  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(async () => {
    await cart.stop();
  });
  afterEach(() => {
    cart.catalog.setRoastRefusal(undefined);
  });

  const transition = (orderId: string, body: object) =>
    cart.internal
      .post(`/internal/staff/orders/${orderId}/transitions`)
      .send({ transition: body, actor: actorOf('employee') });

  /** A paid coffee order of a new customer, moved to processing. */
  async function processingOrder() {
    // A known customer: their email is the order's contact, so the shipped mail is written.
    const owner = cart.account.addUser().id;
    const placed = await placeOrderOf(cart, owner, { quantity: 2 });
    await payOrder(cart, owner, placed.order.id);
    await transition(placed.order.id, { to: 'processing' }).expect(200);
    return { ...placed, owner };
  }

  const customerView = async (owner: string, id: string) =>
    orderSchema.parse((await cart.as(owner).get(`/api/orders/${id}`).expect(200)).body);

  it('when a coffee order ships, then each line is taken from a batch and shows its roast day, in the shipped mail too', async () => {
    const { order, owner, product } = await processingOrder();
    await transition(order.id, { to: 'shipped', trackingNumber: TRACKING }).expect(200);
    const allocation = cart.catalog.allocations.get(order.id);
    expect(allocation?.lines).toHaveLength(1);
    const view = await customerView(owner, order.id);
    expect(view.status).toBe('shipped');
    expect(view.items).toEqual([
      expect.objectContaining({ productId: product.id, roastedOn: FAKE_ROAST_DAY }),
    ]);
    const mail = await mailOf(cart, order.id, 'order-shipped');
    expect(mail.text).toContain(roastedOnText(FAKE_ROAST_DAY));
    // Tracking tells the roast day too (nothing personal: a day).
    const tracked = await request(cart.url)
      .post('/api/orders/track')
      .send({ orderNumber: order.orderNumber, contact: '02101' })
      .expect(200);
    expect(orderTrackingSchema.parse(tracked.body).roastedOn).toEqual([FAKE_ROAST_DAY]);
  });

  it('when no batch has enough of a coffee, then shipping is refused with the words to roast it, and the order stays as it was', async () => {
    const { order, owner } = await processingOrder();
    cart.catalog.setRoastRefusal(REFUSAL);
    const res = await transition(order.id, { to: 'shipped', trackingNumber: TRACKING }).expect(409);
    expect(res.body).toMatchObject({ message: REFUSAL, code: ROAST_BATCH_NEEDED_CODE });
    const view = await customerView(owner, order.id);
    expect(view.status).toBe('processing');
    expect(view.trackingNumber).toBeNull();
    expect(view.items.every((item) => item.roastedOn === null)).toBe(true);

    // Once a batch is recorded, the same order ships.
    cart.catalog.setRoastRefusal(undefined);
    await transition(order.id, { to: 'shipped', trackingNumber: TRACKING }).expect(200);
    expect((await customerView(owner, order.id)).items[0]?.roastedOn).toBe(FAKE_ROAST_DAY);
  });
});
