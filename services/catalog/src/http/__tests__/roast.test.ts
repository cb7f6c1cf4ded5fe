import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  dayIn,
  productSchema,
  ROAST_BATCH_NEEDED_CODE,
  ROAST_COFFEE_MESSAGE,
  ROAST_WEIGHT_MESSAGE,
  roastBatchListSchema,
  roastPlanSchema,
  staffOrderPageSchema,
  type Role,
} from '@coffee/contracts';
import { requireInternal } from '@coffee/service-defaults';
import {
  generateKeyPair,
  signToken,
  startFakeAccount,
  type FakeAccount,
} from '@coffee/service-defaults/testing';
import express from 'express';
import request from 'supertest';
import { startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';
import { seedProducts } from '../../data/seed-products';
import { isRoastDay } from '../../domain/roast-calendar';

/** services/cart-checkout's back-office order list, with the open orders a test puts in. */
async function startFakeOrders(internalToken: string) {
  const open: { status: string; order: Record<string, unknown> }[] = [];
  const upcoming: Record<string, unknown>[] = [];
  const app = express();
  app.get(
    '/internal/roast/subscription-deliveries',
    requireInternal(internalToken),
    (_req, res) => {
      res.json(upcoming);
    },
  );
  app.get('/internal/staff/orders', requireInternal(internalToken), (req, res) => {
    const items = open.filter((o) => o.status === req.query.status).map((o) => o.order);
    res.json({ items, total: items.length, page: 1, pageSize: 100 });
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    open,
    /** The subscription deliveries to be charged soon (GET /internal/roast/subscription-deliveries). */
    upcoming,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function paidOrder(id: string, productId: string, variantId: string, quantity: number) {
  const at = new Date(Date.now() - 3 * 86_400_000).toISOString();
  return {
    id,
    orderNumber: `ORD-${id}`,
    status: 'paid',
    items: [
      {
        id: `${id}-1`,
        productId,
        name: 'Coffee',
        imageUrl: null,
        unitSize: null,
        quantity,
        price: '18.99',
        variantId,
        variantLabel: '',
        sku: null,
        roastedOn: null,
      },
    ],
    subtotal: '18.99',
    shippingCost: '0.00',
    tax: '0.00',
    total: '18.99',
    shippingMethod: 'standard',
    paymentMethod: 'credit-card',
    shippingAddress: {
      firstName: 'Ada',
      lastName: 'L',
      address: '1 Main St',
      city: 'Boston',
      state: 'MA',
      zipCode: '02101',
    },
    trackingNumber: null,
    payment: {
      status: 'paid',
      provider: 'offline',
      paidAt: at,
      refundedAt: null,
      failureMessage: null,
      refundedAmount: null,
      card: null,
    },
    expiresAt: null,
    timeline: [],
    createdAt: at,
    updatedAt: at,
    userId: 'u-1',
    contactEmail: null,
    customerName: 'Ada L',
  };
}

describe('the roastery over HTTP', () => {
  const keys = generateKeyPair();
  const internalToken = randomBytes(24).toString('hex');
  let account: FakeAccount;
  let orders: Awaited<ReturnType<typeof startFakeOrders>>;
  let catalog: StartedCatalog;
  let coffeeId: string;
  let kettleId: string;

  const as = (role: Role) =>
    `Bearer ${signToken(keys.privateKey, { sub: `u-${role}`, username: `${role}1`, role })}`;
  const api = () => request(catalog.url);

  beforeAll(async () => {
    account = await startFakeAccount(internalToken);
    orders = await startFakeOrders(internalToken);
    catalog = await startCatalog(
      { INTERNAL_TOKEN: internalToken, ACCOUNT_URL: account.url, CART_CHECKOUT_URL: orders.url },
      keys,
    );
    await seedProducts(catalog.db, [
      { sku: 'R-YIRGA', name: 'Roast Yirgacheffe', price: '18.99', category: 'beans' },
      { sku: 'R-KETTLE', name: 'Roast Kettle', price: '42.00', category: 'coffee-makers' },
    ]);
    await catalog.service.reloadProducts();
    const ids = async (sku: string) =>
      (await catalog.db.collection('products').findOne({ sku }))!._id.toHexString();
    coffeeId = await ids('R-YIRGA');
    kettleId = await ids('R-KETTLE');
  });

  afterAll(async () => {
    await catalog.stop();
    await orders.stop();
    await account.stop();
  });

  beforeEach(async () => {
    await catalog.db.collection('roast_batches').deleteMany({});
    await catalog.db.collection('roast_allocations').deleteMany({});
    orders.open.length = 0;
    orders.upcoming.length = 0;
  });

  it('the fake order fits the contract', () => {
    const parsed = staffOrderPageSchema.safeParse({
      items: [paidOrder('x', 'p', '12oz', 1)],
      total: 1,
      page: 1,
      pageSize: 100,
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('when signed out or a customer, then the batches and the plan are refused', async () => {
    await api().get('/api/employee/roast-batches').expect(401);
    await api().get('/api/employee/roast-plan').set('authorization', as('customer')).expect(403);
    await api()
      .post('/api/employee/roast-batches')
      .set('authorization', as('customer'))
      .send({ productId: coffeeId, weightKg: 2 })
      .expect(403);
    expect(await catalog.db.collection('roast_batches').countDocuments()).toBe(0);
  });

  it('when an employee records a batch, then it is listed with the coffees to choose from', async () => {
    const made = await api()
      .post('/api/employee/roast-batches')
      .set('authorization', as('employee'))
      .send({ productId: coffeeId, weightKg: 2.5 })
      .expect(201);
    expect(made.body).toMatchObject({
      productId: coffeeId,
      weightGrams: 2500,
      remainingGrams: 2500,
      recordedBy: { userId: 'u-employee', name: 'employee1' },
    });
    const listed = roastBatchListSchema.parse(
      (
        await api()
          .get('/api/employee/roast-batches')
          .set('authorization', as('manager'))
          .expect(200)
      ).body,
    );
    expect(listed.batches.map((b) => b.id)).toEqual([made.body.id]);
    expect(listed.coffees).toEqual([{ id: coffeeId, name: 'Roast Yirgacheffe' }]);
  });

  it('when a batch is bad, then a 400 says why and nothing is kept', async () => {
    const post = (body: object) =>
      api().post('/api/employee/roast-batches').set('authorization', as('employee')).send(body);
    expect((await post({ productId: coffeeId, weightKg: 0 }).expect(400)).body.message).toContain(
      ROAST_WEIGHT_MESSAGE,
    );
    expect((await post({ productId: kettleId, weightKg: 1 }).expect(400)).body.message).toBe(
      ROAST_COFFEE_MESSAGE,
    );
    await post({ productId: coffeeId, weightKg: 1, roastedOn: '2026-02-30' }).expect(400);
    await post({ productId: coffeeId, weightKg: 1, extra: true }).expect(400);
    await post({ productId: coffeeId, weightKg: '1' }).expect(400);
    expect(await catalog.db.collection('roast_batches').countDocuments()).toBe(0);
  });

  it('when cart-checkout allocates a shipping order, then it needs the internal token, and is refused with the words when nothing is roasted', async () => {
    const body = {
      orderId: 'o-1',
      lines: [
        // An order line from before variants: the 12 oz bag; 3 of them, 1020 g.
        { itemId: 'i-1', productId: coffeeId, variantId: null, quantity: 3 },
        { itemId: 'i-2', productId: kettleId, variantId: 'default', quantity: 1 },
      ],
    };
    await api().post('/internal/roast/allocations').send(body).expect(401);
    const refused = await api()
      .post('/internal/roast/allocations')
      .set(catalog.internal)
      .send(body)
      .expect(409);
    expect(refused.body).toMatchObject({
      message: 'Record a roast batch of Roast Yirgacheffe (1 kg) before shipping this order',
      code: ROAST_BATCH_NEEDED_CODE,
    });
    await api()
      .post('/api/employee/roast-batches')
      .set('authorization', as('employee'))
      .send({ productId: coffeeId, weightKg: 1.1 })
      .expect(201);
    const done = await api()
      .post('/internal/roast/allocations')
      .set(catalog.internal)
      .send(body)
      .expect(200);
    expect(done.body.lines).toEqual([expect.objectContaining({ itemId: 'i-1', grams: 1020 })]);
  });

  it('when staff read the plan, then open orders of coffee are on today with what the batches cover', async () => {
    orders.open.push({ status: 'paid', order: paidOrder('o-p', coffeeId, '12oz', 3) });
    await api()
      .post('/api/employee/roast-batches')
      .set('authorization', as('employee'))
      .send({ productId: coffeeId, weightKg: 0.5 })
      .expect(201);
    const plan = roastPlanSchema.parse(
      (await api().get('/api/employee/roast-plan').set('authorization', as('employee')).expect(200))
        .body,
    );
    expect(plan.days).toHaveLength(7);
    expect(plan.days[0]?.lines).toEqual([
      expect.objectContaining({
        productId: coffeeId,
        sizes: [{ size: '12 oz', bags: 3, grams: 1020 }],
        neededGrams: 1020,
        coveredGrams: 500,
        toRoastGrams: 520,
      }),
    ]);
  });

  it('when subscription deliveries are to be charged this week, then their coffee is in the plan from the roast day after their charge', async () => {
    // Charged the day after tomorrow: roasted on the next roast day after that.
    const chargeAt = new Date(Date.now() + 2 * 86_400_000);
    orders.upcoming.push({
      subscriptionId: 'a'.repeat(24),
      cycle: 3,
      productId: coffeeId,
      variantId: '12oz',
      quantity: 2,
      chargeAt: chargeAt.toISOString(),
    });
    const plan = roastPlanSchema.parse(
      (await api().get('/api/employee/roast-plan').set('authorization', as('employee')).expect(200))
        .body,
    );
    const planned = plan.days.filter((d) => d.lines.some((l) => l.productId === coffeeId));
    expect(planned).toHaveLength(1);
    // The roast day after the charge's day on the shop's clocks.
    expect(planned[0]!.date > dayIn(chargeAt, plan.timezone)).toBe(true);
    expect(planned[0]!.lines[0]).toMatchObject({
      sizes: [{ size: '12 oz', bags: 2, grams: 680 }],
      toRoastGrams: 680,
    });
  });

  it('when a coffee is read, then it carries the next roast day (a business day after today); other products none', async () => {
    const coffee = productSchema.parse(
      (await api().get(`/api/products/${coffeeId}`).expect(200)).body,
    );
    expect(coffee.nextRoastDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(isRoastDay(coffee.nextRoastDate!)).toBe(true);
    expect(
      coffee.nextRoastDate! > new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    ).toBe(true);
    const kettle = productSchema.parse(
      (await api().get(`/api/products/${kettleId}`).expect(200)).body,
    );
    expect(kettle.nextRoastDate).toBeNull();
  });
});
