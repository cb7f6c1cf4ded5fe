import { seedProducts } from '@coffee/catalog-service';
import {
  cartSchema,
  COFFEE_MEMBER_DISCOUNT_PERCENT,
  MEMBER_SAVINGS_PATH,
  memberSavingsSchema,
  memberSubtotal,
  orderSchema,
  orderTotals,
  parseCents,
  productSchema,
  type CartItem,
  type Product,
  type PublicUser,
  type ShippingMethod,
} from '@coffee/contracts';
import request from 'supertest';
import {
  checkOutTogether,
  INSTANCES,
  newUserId,
  payOrder,
  startCartWithCatalog,
  type StartedCartWithCatalog,
} from '../../__tests__/start-cart';
import { offlineOrderPaymentModel } from '../../data/payments/offline/offline-order-payment-model';

/** A small deterministic generator (mulberry32): the same carts on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)]! };
}

const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * Issue 30, item 1: member prices, computed by the server only, against the REAL catalog (which
 * decides each product's member discount) and the offline payment provider. What a page
 * computes from GET /api/cart with the contracts' functions (member price per unit, then
 * shipping, then tax on what is left) is what the order charges, what the provider takes and
 * what a cancel refunds, to the cent, over random carts.
 */
describe('member prices at checkout (real catalog)', () => {
  let cart: StartedCartWithCatalog;
  let products: Product[];

  beforeAll(async () => {
    cart = await startCartWithCatalog();
    const r = random(30);
    const categories = [
      'beans',
      'ground-coffee',
      'espresso',
      'coffee-makers',
      'accessories',
      'gift-sets',
      'cold-brew',
    ] as const;
    await seedProducts(
      cart.catalog.ctx.db,
      Array.from({ length: 24 }, (_, i) => ({
        sku: `MEMBER-PRICE-${i}`,
        name: `Member Price Test ${i}`,
        // Prices that round both ways at 10% and 15% (odd cents), from $0.99 to $899.99.
        price: money(r.int(99, 89_999)),
        category: categories[i % categories.length]!,
        inventory: 100_000,
        // The admin's figure (coffee ignores it: always 10%); every fifth product not eligible.
        memberDiscountPercent: r.int(0, 15),
        isDirectPlusEligible: i % 5 !== 4,
      })),
    );
    await cart.catalog.reloadProducts();
    const list = await request(cart.catalogUrl).get('/api/products?limit=100').expect(200);
    products = (list.body as { sku: string | null }[])
      .filter((p) => p.sku?.startsWith('MEMBER-PRICE-'))
      .map((p) => productSchema.parse(p));
    expect(products).toHaveLength(24);
  }, 60_000);

  afterAll(async () => {
    await cart.stop();
  });

  const shopper = (isDirectPlus: boolean): string => {
    const id = newUserId();
    cart.account.addUser({ id, isDirectPlus });
    return id;
  };
  const fill = async (owner: string, lines: [Product, number][]) => {
    for (const [product, quantity] of lines)
      await cart.as(owner).post('/api/cart').send({ productId: product.id, quantity }).expect(201);
    return cartSchema.parse((await cart.as(owner).get('/api/cart').expect(200)).body);
  };
  /** What the cart and checkout pages compute, from the cart's answer alone. */
  const pageTotals = (lines: CartItem[], isMember: boolean, method: ShippingMethod) => {
    const { subtotalCents, memberSavingsCents } = memberSubtotal(
      lines.map((line) => ({
        listUnitCents: parseCents(line.variant?.price ?? line.product!.price)!,
        memberDiscountPercent: line.product!.memberDiscountPercent,
        quantity: line.quantity,
      })),
      isMember,
    );
    return { ...orderTotals(subtotalCents, method), memberSavingsCents };
  };
  const place = (owner: string, shippingMethod: ShippingMethod) =>
    cart.as(owner).placeOrder({
      shippingAddress: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: '1 Main St',
        city: 'Boston',
        state: 'MA',
        zipCode: '02101',
      },
      shippingMethod,
      paymentMethod: 'credit-card',
    });

  it('when the catalog answers, then coffee is 10% off for members, equipment what the admin set, and nothing when not Direct+ eligible', () => {
    for (const product of products) {
      const n = Number(product.sku!.split('-').at(-1));
      const coffee = ['beans', 'ground-coffee', 'espresso'].includes(product.category);
      if (n % 5 === 4) expect(product.memberDiscountPercent).toBe(0);
      else if (coffee) expect(product.memberDiscountPercent).toBe(COFFEE_MEMBER_DISCOUNT_PERCENT);
      else expect(product.memberDiscountPercent).toBeGreaterThanOrEqual(0);
      expect(product.memberDiscountPercent).toBeLessThanOrEqual(15);
    }
  });

  it('when a member buys a coffee, then the order charges the member price, keeps the regular one beside it and says what was saved; tax is on the discounted subtotal', async () => {
    const coffee = products.find((p) => p.category === 'beans' && p.memberDiscountPercent === 10)!;
    const listCents = parseCents(coffee.price)!;
    const owner = shopper(true);
    await fill(owner, [[coffee, 3]]);
    const order = orderSchema.parse((await place(owner, 'standard').expect(201)).body);
    const unit = listCents - Math.round(listCents * 0.1);
    const totals = orderTotals(unit * 3, 'standard');
    expect(order).toMatchObject({
      items: [
        expect.objectContaining({ price: money(unit), listPrice: money(listCents), quantity: 3 }),
      ],
      subtotal: money(unit * 3),
      memberSavings: money((listCents - unit) * 3),
      tax: money(totals.taxCents),
      total: money(totals.totalCents),
    });
  });

  it('when a member lapses, then the next order is at full price; a Standard customer never gets the member price', async () => {
    const coffee = products.find((p) => p.category === 'espresso' && p.memberDiscountPercent)!;
    const owner = shopper(true);
    await fill(owner, [[coffee, 1]]);
    const first = orderSchema.parse((await place(owner, 'standard').expect(201)).body);
    expect(first.items[0]!.listPrice).toBe(coffee.price);
    const user = cart.account.users.get(owner) as PublicUser;
    cart.account.users.set(owner, { ...user, isDirectPlus: false, directPlusExpiry: null });
    await fill(owner, [[coffee, 1]]);
    const second = orderSchema.parse((await place(owner, 'standard').expect(201)).body);
    expect(second.items[0]).toMatchObject({ price: coffee.price, listPrice: null });
    expect(second.memberSavings).toBe('0.00');

    const standard = shopper(false);
    await fill(standard, [[coffee, 2]]);
    const theirs = orderSchema.parse((await place(standard, 'express').expect(201)).body);
    expect(theirs.items[0]).toMatchObject({ price: coffee.price, listPrice: null });
  });

  it('when a member has paid orders this year, then the savings summary adds their member prices and free shipping; unpaid, cancelled and other shoppers’ orders count for nothing', async () => {
    const coffee = products.find((p) => p.category === 'beans' && p.memberDiscountPercent === 10)!;
    const listCents = parseCents(coffee.price)!;
    const saving = Math.round(listCents * 0.1);
    const owner = shopper(true);
    const savings = async (who: string) =>
      memberSavingsSchema.parse((await cart.as(who).get(MEMBER_SAVINGS_PATH).expect(200)).body);
    expect(await savings(owner)).toMatchObject({ orders: 0, total: '0.00' });

    const paidOne = async (method: ShippingMethod, quantity: number) => {
      await fill(owner, [[coffee, quantity]]);
      const order = orderSchema.parse((await place(owner, method).expect(201)).body);
      await payOrder(cart, owner, order.id);
      return order;
    };
    await paidOne('free', 2);
    await paidOne('standard', 1);
    const cancelled = await paidOne('free', 5);
    await cart.as(owner).post(`/api/orders/${cancelled.id}/cancel`).send({}).expect(200);
    await fill(owner, [[coffee, 7]]);
    await place(owner, 'free').expect(201); // placed, never paid

    const year = Number(
      new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'America/New_York' }).format(
        new Date(),
      ),
    );
    expect(await savings(owner)).toEqual({
      year,
      orders: 2,
      memberPrices: money(3 * saving),
      freeShipping: '5.99',
      freeShippingOrders: 1,
      total: money(3 * saving + 599),
      // No sample pool in this catalog: free samples are counted in free-samples.test.ts.
      samples: '0.00',
      sampleCount: 0,
    });
    // Someone else's orders are not in anyone's summary; signed out is 401.
    expect(await savings(shopper(true))).toMatchObject({ orders: 0, total: '0.00' });
    await request(cart.url).get(MEMBER_SAVINGS_PATH).expect(401);
    await cart.as(owner).get(`${MEMBER_SAVINGS_PATH}?year=2020`).expect(400);
  });

  it.each(INSTANCES)(
    'when 60 shoppers, half of them members, check out one coffee at the same instant on %s, then each is charged their own price, members the member price',
    async (_name, count) => {
      const coffee = products.find(
        (p) => p.category === 'ground-coffee' && p.memberDiscountPercent,
      )!;
      const listCents = parseCents(coffee.price)!;
      const over = await cart.spread(count);
      const members = Array.from({ length: 60 }, (_, i) => i % 2 === 0);
      const users = members.map((isMember) => shopper(isMember));
      const answers = await checkOutTogether(cart, coffee, users, over);
      expect(answers.map((a) => a.status)).toEqual(Array(60).fill(201));
      answers.forEach((answer, i) => {
        const unit = members[i] ? listCents - Math.round(listCents * 0.1) : listCents;
        const totals = orderTotals(unit, 'standard');
        expect(orderSchema.parse(answer.body)).toMatchObject({
          subtotal: money(unit),
          memberSavings: money(listCents - unit),
          total: money(totals.totalCents),
        });
      });
    },
    60_000,
  );

  it('when 60 random carts are checked out by members and others, then the page’s totals, the order, the provider’s charge and the refund agree to the cent', async () => {
    const r = random(3001);
    const payments = offlineOrderPaymentModel(cart.db);
    let savedSomething = 0;
    for (let n = 0; n < 60; n += 1) {
      const isMember = r.next() < 0.5;
      const owner = shopper(isMember);
      const chosen = new Map<string, [Product, number]>();
      for (let k = r.int(1, 6); k > 0; k -= 1) {
        const product = r.pick(products);
        chosen.set(product.id, [product, r.int(1, 5)]);
      }
      const lines = await fill(owner, [...chosen.values()]);
      const methods: ShippingMethod[] = isMember
        ? ['free', 'standard', 'express']
        : ['standard', 'express'];
      const method = r.pick(methods);
      const page = pageTotals(lines, isMember, method);
      const order = orderSchema.parse((await place(owner, method).expect(201)).body);

      const context = { n, isMember, method };
      expect({ ...context, subtotal: order.subtotal }).toEqual({
        ...context,
        subtotal: money(page.subtotalCents),
      });
      expect(order.memberSavings).toBe(money(page.memberSavingsCents));
      expect(order.shippingCost).toBe(money(page.shippingCents));
      expect(order.tax).toBe(money(page.taxCents));
      expect(order.total).toBe(money(page.totalCents));
      // The receipt's lines add up to its subtotal, and each member line shows its regular price.
      const lineSum = order.items.reduce((sum, i) => sum + parseCents(i.price)! * i.quantity, 0);
      expect(lineSum).toBe(page.subtotalCents);
      for (const item of order.items) {
        if (item.listPrice !== null) {
          expect(isMember).toBe(true);
          expect(parseCents(item.listPrice)!).toBeGreaterThan(parseCents(item.price)!);
        }
      }
      if (page.memberSavingsCents > 0) savedSomething += 1;

      // Every fourth order: the provider takes exactly the total, and a cancel refunds it all.
      if (n % 4 === 0) {
        const { result } = await payOrder(cart, owner, order.id);
        expect(result.status).toBe(200);
        const paid = await payments.findOne({ orderId: order.id, status: 'succeeded' }).lean();
        expect(paid?.amountCents).toBe(page.totalCents);
        const cancelled = orderSchema.parse(
          (await cart.as(owner).post(`/api/orders/${order.id}/cancel`).send({}).expect(200)).body,
        );
        expect(cancelled.payment).toMatchObject({
          status: 'refunded',
          refundedAmount: money(page.totalCents),
        });
      }
    }
    // The run exercised member prices, not only regular ones.
    expect(savedSomething).toBeGreaterThan(10);
  }, 180_000);
});
