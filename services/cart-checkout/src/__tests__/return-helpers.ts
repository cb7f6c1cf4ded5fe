import { orderSchema, type OrderStatus, type Role } from '@coffee/contracts';
import request from 'supertest';
import { newUserId, payOrder, type StartedCart } from './start-cart';

const TRACKING = '1Z999AA10123456784';

/**
 * The returns tests' moves: delivered orders made through the API, and the staff's steps.
 * `cartOf`: the service the test file started (in its beforeAll).
 */
export function returnHelpers(cartOf: () => StartedCart) {
  const staff = (role: Role) => {
    const cart = cartOf();
    const auth = `Bearer ${cart.tokens.valid({ sub: `staff-${role}`, role })}`;
    return {
      get: (path: string) => request(cart.url).get(path).set('authorization', auth),
      step: (returnId: string, body: object, url = cart.url) =>
        request(url)
          .post(`/api/employee/returns/${returnId}/steps`)
          .set('authorization', auth)
          .send(body),
    };
  };
  const move = (orderId: string, to: OrderStatus) =>
    cartOf()
      .internal.post(`/internal/staff/orders/${orderId}/transitions`)
      .send({
        transition: { to, ...(to === 'shipped' ? { trackingNumber: TRACKING } : {}) },
        actor: { userId: 'staff-admin', role: 'admin', name: 'Admin Jo' },
      });

  /**
   * A new customer's paid order of `lines` (a new product each: coffee unless said), moved to
   * `status` (delivered = completed by default). `member`: Direct+ when it is delivered.
   */
  async function orderOf(
    lines: { quantity: number; category?: string; price?: string }[],
    options: { status?: OrderStatus; member?: boolean } = {},
  ) {
    const cart = cartOf();
    const owner = newUserId();
    cart.account.addUser({ id: owner, isDirectPlus: false });
    const products = lines.map((line) =>
      cart.catalog.addProduct({ category: line.category ?? 'beans', price: line.price ?? '10.00' }),
    );
    for (const [i, product] of products.entries())
      await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id, quantity: lines[i]?.quantity ?? 1 })
        .expect(201);
    const placed = await cart.as(owner).placeOrder();
    if (placed.status !== 201) throw new Error(`placing: ${placed.status} ${placed.text}`);
    const orderId = (placed.body as { id: string }).id;
    const status = options.status ?? 'completed';
    if (status !== 'pending') {
      await payOrder(cart, owner, orderId);
      const path: OrderStatus[] = ['processing', 'shipped', 'completed'];
      for (const to of path.slice(0, path.indexOf(status as 'processing') + 1)) {
        if (to === 'completed' && options.member)
          cart.account.addUser({ id: owner, isDirectPlus: true });
        await move(orderId, to).expect(200);
      }
    }
    const order = orderSchema.parse((await cart.as(owner).get(`/api/orders/${orderId}`)).body);
    return { owner, order, products };
  }
  const ask = (owner: string, orderId: string, body: object) =>
    cartOf().as(owner).post(`/api/orders/${orderId}/returns`).send(body);
  const itemOf = (order: { items: { id: string }[] }, i = 0) => order.items[i]?.id ?? '';

  return { staff, move, orderOf, ask, itemOf };
}
