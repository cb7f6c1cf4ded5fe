import { STOCK_BELOW_ZERO_MESSAGE, roles, type Role } from '@coffee/contracts';
import { Types } from 'mongoose';
import request from 'supertest';
import { INSTANCES, startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';
import { seedProducts } from '../../data/seed-products';

const actor = (role: Role = 'manager') => ({ userId: `u-${role}`, role, name: `${role}1` });

describe('internal staff stock changes (catalog)', () => {
  let catalog: StartedCatalog;
  let sku = 0;
  const api = () => request(catalog.url);

  async function product(inventory: number, inStock = inventory > 0) {
    sku += 1;
    await seedProducts(catalog.db, [
      {
        sku: `STAFF-${sku}`,
        name: `Staff Stock ${sku}`,
        price: '10.00',
        category: 'beans',
        inventory,
        inStock,
      },
    ]);
    const doc = await catalog.db.collection('products').findOne({ sku: `STAFF-${sku}` });
    return doc!._id.toHexString();
  }

  const change = (
    mode: 'adjust' | 'set',
    lines: { productId: string; value: number }[],
    who = actor(),
    reason = 'Delivery counted',
    at: { url: string } = catalog,
  ) =>
    request(at.url)
      .post('/internal/staff/stock')
      .set(catalog.internal)
      .send({ change: { mode, lines, reason }, actor: who });

  const stored = async (id: string) => {
    const doc = await catalog.db.collection('products').findOne({ _id: new Types.ObjectId(id) });
    return { inventory: doc!.inventory as number, inStock: doc!.inStock as boolean };
  };
  const shown = async (id: string) => {
    const { body } = await api().get(`/api/products/${id}`).expect(200);
    return { inventory: body.inventory as number, inStock: body.inStock as boolean };
  };
  /** Waits until the instance at `url` shows `level` (another instance's write arrives soon). */
  async function eventuallyShown(url: string, id: string, level: object) {
    const deadline = Date.now() + 5000;
    for (;;) {
      const { body } = await request(url).get(`/api/products/${id}`).expect(200);
      const seen = { inventory: body.inventory as number, inStock: body.inStock as boolean };
      if (JSON.stringify(seen) === JSON.stringify(level) || Date.now() > deadline) {
        expect(seen).toEqual(level);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  const movementsOf = (id: string) =>
    catalog.db
      .collection('stock_movements')
      .find({ productId: id })
      .sort({ at: 1, _id: 1 })
      .toArray();

  beforeAll(async () => {
    catalog = await startCatalog({ STOCK_LOCK_WAIT_MS: '30000' });
  });
  afterAll(async () => {
    await catalog.stop();
  });

  it('when an employee adjusts stock, then it changes, the shop shows it at once and the movement is recorded', async () => {
    const id = await product(5);
    const page = await api().get(`/api/products/${id}`).expect(200);
    const res = await change('adjust', [{ productId: id, value: 12 }], actor('employee'));
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      expect.objectContaining({ id, inventory: 17, inStock: true, sku: `STAFF-${sku}` }),
    ]);
    const again = await api().get(`/api/products/${id}`).set('if-none-match', page.headers.etag!);
    expect(again.status).toBe(200);
    expect(again.body.inventory).toBe(17);
    expect(await stored(id)).toEqual({ inventory: 17, inStock: true });
    const [movement] = await movementsOf(id);
    expect(movement).toMatchObject({
      productId: id,
      before: 5,
      after: 17,
      delta: 12,
      reason: 'Delivery counted',
      actor: actor('employee'),
    });
    expect(movement!.at).toBeInstanceOf(Date);
  });

  it('when stock reaches zero, then out of stock; back above zero, then in stock again', async () => {
    const id = await product(3);
    expect((await change('adjust', [{ productId: id, value: -3 }])).body.items[0]).toMatchObject({
      inventory: 0,
      inStock: false,
    });
    expect(await shown(id)).toEqual({ inventory: 0, inStock: false });
    expect((await change('set', [{ productId: id, value: 8 }])).body.items[0]).toMatchObject({
      inventory: 8,
      inStock: true,
    });
    const listed = await api().get('/api/products?inStock=true').expect(200);
    expect(listed.body.map((p: { id: string }) => p.id)).toContain(id);
  });

  it('when a product held back by hand gets more stock, then it stays held back', async () => {
    const id = await product(4, false);
    const res = await change('adjust', [{ productId: id, value: 1 }]);
    expect(res.body.items[0]).toMatchObject({ inventory: 5, inStock: false });
  });

  it('when a manager sets many at once, then all change', async () => {
    const [a, b] = [await product(1), await product(2)];
    const res = await change('set', [
      { productId: a, value: 40 },
      { productId: b, value: 0 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.items.map((p: { inventory: number }) => p.inventory)).toEqual([40, 0]);
  });

  it('when one line would go below zero, then 409 naming it and nothing of any line changes', async () => {
    const [a, b] = [await product(10), await product(2)];
    const res = await change('adjust', [
      { productId: a, value: 5 },
      { productId: b, value: -3 },
    ]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(STOCK_BELOW_ZERO_MESSAGE);
    expect(res.body.issues[0].message).toContain(`Staff Stock ${sku}`);
    expect(await stored(a)).toEqual({ inventory: 10, inStock: true });
    expect(await stored(b)).toEqual({ inventory: 2, inStock: true });
    expect(await movementsOf(a)).toEqual([]);
  });

  it('when set below zero, then 409', async () => {
    const id = await product(2);
    const res = await change('set', [{ productId: id, value: -1 }]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(STOCK_BELOW_ZERO_MESSAGE);
  });

  it('when a product does not exist, then 404 and nothing changes', async () => {
    const id = await product(2);
    const res = await change('adjust', [
      { productId: id, value: 1 },
      { productId: 'a'.repeat(24), value: 1 },
    ]);
    expect(res.status).toBe(404);
    expect(await stored(id)).toEqual({ inventory: 2, inStock: true });
  });

  describe('who may', () => {
    const allowed: Record<'adjust' | 'set', Role[]> = {
      adjust: ['employee', 'manager', 'admin'],
      set: ['manager', 'admin'],
    };
    it.each(
      (['adjust', 'set'] as const).flatMap((mode) => roles.map((role) => [mode, role] as const)),
    )('when the mode is %s and the actor a %s, then as the policy says', async (mode, role) => {
      const id = await product(5);
      const res = await change(mode, [{ productId: id, value: 6 }], actor(role));
      if (allowed[mode].includes(role)) {
        expect(res.status).toBe(200);
      } else {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Forbidden');
        expect(await stored(id)).toEqual({ inventory: 5, inStock: true });
      }
    });
  });

  it.each([
    [
      'no reason',
      { change: { mode: 'adjust', lines: [{ productId: 'x', value: 1 }] }, actor: actor() },
      'Please give a reason',
    ],
    [
      'a bad mode',
      {
        change: { mode: 'add', lines: [{ productId: 'x', value: 1 }], reason: 'abc' },
        actor: actor(),
      },
      'Mode must be adjust or set',
    ],
    [
      'no lines',
      { change: { mode: 'adjust', lines: [], reason: 'abcd' }, actor: actor() },
      'Choose at least one product',
    ],
    [
      'a fraction',
      {
        change: { mode: 'adjust', lines: [{ productId: 'x', value: 1.5 }], reason: 'abcd' },
        actor: actor(),
      },
      'Quantity must be a whole number',
    ],
    [
      'no actor',
      { change: { mode: 'adjust', lines: [{ productId: 'x', value: 1 }], reason: 'abcd' } },
      '',
    ],
    [
      'a malformed id',
      {
        change: { mode: 'adjust', lines: [{ productId: 'zz', value: 1 }], reason: 'abcd' },
        actor: actor(),
      },
      '',
    ],
  ])('when the body has %s, then 4xx with a readable message', async (_case, body, message) => {
    const res = await api().post('/internal/staff/stock').set(catalog.internal).send(body);
    expect([400, 404]).toContain(res.status);
    expect(typeof res.body.message).toBe('string');
    if (message) expect(res.body.message).toBe(message);
  });

  it('when a product is named twice, then 400', async () => {
    const id = await product(2);
    const res = await change('adjust', [
      { productId: id, value: 1 },
      { productId: id.toUpperCase(), value: 1 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Each product may appear only once');
  });

  // Stock exact and never negative: on one instance, and spread over two sharing the database.
  it.each(INSTANCES)(
    'when 30 stock changes and 30 order reservations hit one product at once on %s, then the stock is exact and never negative',
    async (_name, count) => {
      const over = await catalog.spread(count);
      const id = await product(20);
      const deltas = Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0 ? -4 : i % 3 === 1 ? 3 : -1,
      );
      const staff = deltas.map((value, i) =>
        change('adjust', [{ productId: id, value }], actor('employee'), `Concurrent ${i}`, over(i)),
      );
      const orders = Array.from({ length: 30 }, (_, i) =>
        request(over(i + 1).url)
          .post('/internal/stock/reservations')
          .set(catalog.internal)
          .send({ reservationId: `race-${id}-${i}`, lines: [{ productId: id, quantity: 2 }] }),
      );
      const [staffAnswers, orderAnswers] = await Promise.all([
        Promise.all(staff),
        Promise.all(orders),
      ]);
      for (const res of staffAnswers) expect([200, 409]).toContain(res.status);
      for (const res of orderAnswers) expect([201, 409]).toContain(res.status);
      const applied = deltas.filter((_, i) => staffAnswers[i]!.status === 200);
      const reserved = orderAnswers.filter((r) => r.status === 201).length;
      const expected = 20 + applied.reduce((a, b) => a + b, 0) - 2 * reserved;
      expect(expected).toBeGreaterThanOrEqual(0);
      const finalLevel = await stored(id);
      expect(finalLevel.inventory).toBe(expected);
      expect(finalLevel.inStock).toBe(expected > 0);
      // Every instance shows it (the other one within its sync interval).
      for (let i = 0; i < count; i += 1) await eventuallyShown(over(i).url, id, finalLevel);
      // Each recorded movement starts where the one before it ended (orders in between move it
      // by their 2 units): never below zero, one per accepted change.
      const movements = await movementsOf(id);
      expect(movements).toHaveLength(applied.length);
      for (const m of movements) {
        expect(m.after).toBeGreaterThanOrEqual(0);
        expect(m.after - m.before).toBe(m.delta);
      }
      // Refusals happened only for lack of stock.
      for (const res of staffAnswers.filter((r) => r.status === 409)) {
        expect(res.body.message).toBe(STOCK_BELOW_ZERO_MESSAGE);
      }
      expect(await catalog.db.collection('stock_locks').countDocuments()).toBe(0);
    },
    120_000,
  );
});
