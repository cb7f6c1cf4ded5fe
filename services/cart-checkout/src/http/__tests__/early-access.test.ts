import { EARLY_ACCESS_HOURS, releaseText } from '@coffee/contracts';
import { newUserId, startCart, type StartedCart } from '../../__tests__/start-cart';
import { orderModel } from '../../data/order-model';

const HOUR_MS = 3600_000;
/** The shop's zone while the staff service's settings cannot be read (the stand-in has none). */
const SHOP_ZONE = 'America/New_York';

/**
 * Issue 30, item 2: a product with a public release time can be bought by active Direct+ members
 * EARLY_ACCESS_HOURS before it, and by nobody earlier: the cart and the checkout refuse it with
 * the page's own words, not only the page hiding the button.
 */
describe('early access in the cart and at checkout', () => {
  let cart: StartedCart;
  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(async () => {
    await cart.stop();
  });

  const shopper = (isDirectPlus: boolean) => cart.account.addUser({ isDirectPlus }).id;
  const releasedIn = (hours: number) =>
    cart.catalog.addProduct({ releaseAt: new Date(Date.now() + hours * HOUR_MS).toISOString() });
  const add = (owner: string, productId: string) =>
    cart.as(owner).post('/api/cart').send({ productId, quantity: 1 });

  it('when a product is inside its members’ early window, then a member adds it and a Standard customer is refused with the page’s words', async () => {
    const product = releasedIn(EARLY_ACCESS_HOURS / 2);
    await add(shopper(true), product.id).expect(201);
    const refused = await add(shopper(false), product.id).expect(403);
    expect(refused.body).toMatchObject({
      message: `Coming ${releaseText(product.releaseAt!, SHOP_ZONE)} - Direct+ members have early access`,
      code: 'EARLY_ACCESS',
    });
  });

  it('when it is further from release than the early window, then nobody can add it, members included', async () => {
    const product = releasedIn(EARLY_ACCESS_HOURS + 2);
    for (const member of [true, false]) {
      const res = await add(shopper(member), product.id).expect(409);
      expect(res.body.code).toBe('NOT_RELEASED');
      expect(res.body.message).toMatch(/^Coming .* - Direct\+ members can buy it from /);
    }
  });

  it('when its release time has passed, then anyone adds it and orders it', async () => {
    const product = releasedIn(-1);
    const owner = shopper(false);
    await add(owner, product.id).expect(201);
    await cart.as(owner).placeOrder().expect(201);
  });

  it('when a member’s membership lapses with an early-access product in the cart, then the checkout refuses it and nothing is taken', async () => {
    const product = releasedIn(3);
    const owner = shopper(true);
    await add(owner, product.id).expect(201);
    const user = cart.account.users.get(owner) as { isDirectPlus: boolean };
    cart.account.users.set(owner, { ...user, isDirectPlus: false });
    const res = await cart.as(owner).placeOrder().expect(403);
    expect(res.body.code).toBe('EARLY_ACCESS');
    expect(await orderModel(cart.db).countDocuments({ userId: owner })).toBe(0);
    expect(cart.catalog.products.get(product.id)?.inventory).toBe(product.inventory);
    // A member again: the same cart is ordered.
    cart.account.users.set(owner, { ...user, isDirectPlus: true });
    await cart.as(owner).placeOrder().expect(201);
  });

  it('when the account service cannot say who adds an early-access product, then it is not added', async () => {
    const product = releasedIn(3);
    const owner = newUserId();
    cart.account.users.set(owner, { nonsense: true });
    const res = await add(owner, product.id);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await cart.as(owner).get('/api/cart').expect(200)).toMatchObject({ body: [] });
  });
});
