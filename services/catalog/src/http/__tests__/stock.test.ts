import { randomUUID } from 'node:crypto';
import {
  RETIRED_VARIANT_MESSAGE,
  stockShortageSchema,
  UNKNOWN_VARIANT_MESSAGE,
} from '@coffee/contracts';
import { Types } from 'mongoose';
import request from 'supertest';
import {
  INSTANCES,
  startCatalog,
  type CatalogInstance,
  type StartedCatalog,
} from '../../__tests__/start-catalog';
import { seedProducts } from '../../data/seed-products';

describe('internal stock reservations', () => {
  let catalog: StartedCatalog;
  let sku = 0;

  /** A fresh product with this stock; returns its id. */
  async function product(inventory: number, extra: { name?: string; inStock?: boolean } = {}) {
    sku += 1;
    const name = extra.name ?? `Stock Test ${sku}`;
    await seedProducts(catalog.db, [
      {
        sku: `STOCK-${sku}`,
        name,
        price: '10.00',
        category: 'beans',
        inventory,
        inStock: extra.inStock ?? inventory > 0,
      },
    ]);
    const doc = await catalog.db.collection('products').findOne({ sku: `STOCK-${sku}` });
    return doc!._id.toHexString();
  }

  /** A fresh bean in 12 oz and 2 lb, whole bean and drip; returns its id. */
  async function bean(stock: { small: number; large: number }, name = 'Kenya Nyeri') {
    sku += 1;
    const variant = (size: '12 oz' | '2 lb', grind: 'whole-bean' | 'drip', inventory: number) => ({
      size,
      grind,
      price: size === '12 oz' ? '18.99' : '44.99',
      sku: `STOCK-${sku}-${size === '12 oz' ? '12OZ' : '2LB'}-${grind === 'drip' ? 'DR' : 'WB'}`,
      inventory,
    });
    await seedProducts(catalog.db, [
      {
        sku: `STOCK-${sku}`,
        name,
        price: '18.99',
        category: 'beans',
        variants: [
          variant('12 oz', 'whole-bean', stock.small),
          variant('12 oz', 'drip', stock.small),
          variant('2 lb', 'whole-bean', stock.large),
          variant('2 lb', 'drip', stock.large),
        ],
      },
    ]);
    const doc = await catalog.db.collection('products').findOne({ sku: `STOCK-${sku}` });
    return doc!._id.toHexString();
  }

  /** Each variant's stock as the detail answer shows it, and the product's totals. */
  async function variantsOf(id: string, url = catalog.url) {
    const { body } = await request(url).get(`/api/products/${id}`).expect(200);
    return {
      inventory: body.inventory as number,
      inStock: body.inStock as boolean,
      variants: Object.fromEntries(
        (body.variants as { id: string; inventory: number }[]).map((v) => [v.id, v.inventory]),
      ),
    };
  }

  /** Stock as the public API shows it (this instance's view) and as stored. */
  async function stockOf(id: string) {
    const { body } = await request(catalog.url).get(`/api/products/${id}`).expect(200);
    const stored = await catalog.db.collection('products').findOne({ _id: new Types.ObjectId(id) });
    expect({ inventory: stored!.inventory, inStock: stored!.inStock }).toEqual({
      inventory: body.inventory,
      inStock: body.inStock,
    });
    return { inventory: body.inventory as number, inStock: body.inStock as boolean };
  }

  const reserve = (body: unknown) =>
    request(catalog.url)
      .post('/internal/stock/reservations')
      .set(catalog.internal)
      .send(body as object);
  const release = (id: string) =>
    request(catalog.url)
      .delete(`/internal/stock/reservations/${encodeURIComponent(id)}`)
      .set(catalog.internal);
  const line = (productId: string, quantity: number, variantId?: string) => ({
    productId,
    ...(variantId ? { variantId } : {}),
    quantity,
  });

  beforeAll(async () => {
    catalog = await startCatalog({ STOCK_LOCK_WAIT_MS: '20000' });
  });

  afterAll(async () => {
    await catalog.stop();
  });

  describe('guard and input', () => {
    let id: string;

    beforeAll(async () => {
      id = await product(10);
    });

    it('when the internal token is missing or wrong, then 401 / 403 and nothing is taken', async () => {
      const body = { reservationId: 'r-guard', lines: [line(id, 1)] };
      const missing = await request(catalog.url)
        .post('/internal/stock/reservations')
        .send(body)
        .expect(401);
      expect(missing.body).toMatchObject({ message: 'Missing internal token' });
      await request(catalog.url)
        .post('/internal/stock/reservations')
        .set('x-internal-token', 'wrong')
        .send(body)
        .expect(403);
      await request(catalog.url).delete('/internal/stock/reservations/r-guard').expect(401);
      expect(await stockOf(id)).toEqual({ inventory: 10, inStock: true });
    });

    it.each([
      ['no body', undefined, 'Reservation id is required'],
      ['no lines', { reservationId: 'r1' }, 'Lines is required'],
      ['empty lines', { reservationId: 'r1', lines: [] }, 'A reservation needs at least one line'],
      ['an empty reservation id', { reservationId: '', lines: [] }, ''],
      ['a reservation id over 100 characters', { reservationId: 'r'.repeat(101), lines: [] }, ''],
      ['a zero quantity', { reservationId: 'r1', lines: [{ quantity: 0 }] }, ''],
      ['a negative quantity', { reservationId: 'r1', lines: [{ quantity: -1 }] }, ''],
      ['a fractional quantity', { reservationId: 'r1', lines: [{ quantity: 1.5 }] }, ''],
      ['a quantity as text', { reservationId: 'r1', lines: [{ quantity: '1' }] }, ''],
      [
        'a malformed product id',
        { reservationId: 'r1', lines: [{ productId: 'abc', quantity: 1 }] },
        'productId must be a product id',
      ],
      [
        'an operator as product id',
        { reservationId: 'r1', lines: [{ productId: { $gt: '' }, quantity: 1 }] },
        'productId must be a product id',
      ],
      [
        'an unknown field',
        { reservationId: 'r1', lines: [{ quantity: 1 }], userId: 'x' },
        'Unknown field: userId',
      ],
      [
        'a line with an unknown field',
        { reservationId: 'r1', lines: [{ quantity: 1, price: '0.01' }] },
        '',
      ],
    ])(
      'when the body has %s, then 400 with a readable message and nothing is taken',
      async (_case, body, message) => {
        const withProduct =
          body && 'lines' in body && Array.isArray(body.lines)
            ? {
                ...body,
                lines: body.lines.map((l: object) => ({ productId: id, ...l })),
              }
            : body;
        const res = await reserve(withProduct).expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.message).toEqual(expect.any(String));
        if (message) expect(res.body.message).toBe(message);
        expect(await stockOf(id)).toEqual({ inventory: 10, inStock: true });
      },
    );

    it('when the body is not JSON, then 415 and nothing is taken', async () => {
      await request(catalog.url)
        .post('/internal/stock/reservations')
        .set(catalog.internal)
        .set('content-type', 'text/plain')
        .send('reserve everything')
        .expect(415);
      expect(await stockOf(id)).toEqual({ inventory: 10, inStock: true });
    });

    it('when a product does not exist, then 404 naming the problem and no other line is taken', async () => {
      const res = await reserve({
        reservationId: `r-${randomUUID()}`,
        lines: [line(id, 2), line('ffffffffffffffffffffffff', 1)],
      }).expect(404);
      expect(res.body).toMatchObject({
        message: 'A product in this order is no longer available',
        code: 'PRODUCT_NOT_FOUND',
      });
      expect(await stockOf(id)).toEqual({ inventory: 10, inStock: true });
    });
  });

  it('when the stock is there, then it is taken (201), and the same id again answers 200 taking nothing more', async () => {
    const id = await product(10);
    const body = { reservationId: 'order-1', lines: [line(id, 3)] };
    const first = await reserve(body).expect(201);
    expect(first.body).toEqual({
      reservationId: 'order-1',
      status: 'held',
      // The variant taken from: a product without sizes is its one 'default' variant.
      lines: [{ productId: id, variantId: 'default', quantity: 3 }],
    });
    expect(await stockOf(id)).toEqual({ inventory: 7, inStock: true });

    const again = await reserve(body).expect(200);
    expect(again.body).toEqual(first.body);
    expect(await stockOf(id)).toEqual({ inventory: 7, inStock: true });
  });

  it('when the same id comes with other lines, then 409 and nothing is taken', async () => {
    const id = await product(10);
    await reserve({ reservationId: 'order-2', lines: [line(id, 1)] }).expect(201);
    const res = await reserve({ reservationId: 'order-2', lines: [line(id, 2)] }).expect(409);
    expect(res.body).toMatchObject({ code: 'RESERVATION_MISMATCH' });
    expect(await stockOf(id)).toEqual({ inventory: 9, inStock: true });
  });

  it('when one product is named on two lines, then both quantities are taken once', async () => {
    const id = await product(10);
    const res = await reserve({
      reservationId: 'order-3',
      lines: [line(id, 2), line(id.toUpperCase(), 3)],
    }).expect(201);
    expect(res.body.lines).toEqual([{ productId: id, variantId: 'default', quantity: 5 }]);
    expect(await stockOf(id)).toEqual({ inventory: 5, inStock: true });
  });

  it('when the last units are taken, then inventory is 0 and the product is out of stock', async () => {
    const id = await product(2);
    await reserve({ reservationId: 'order-4', lines: [line(id, 2)] }).expect(201);
    expect(await stockOf(id)).toEqual({ inventory: 0, inStock: false });
  });

  it.each([
    ['fewer left than asked', 3, true, 4, 'Only 3 left of Ethiopia Yirgacheffe', 3],
    ['none left', 0, false, 1, 'Ethiopia Yirgacheffe is out of stock', 0],
    ['units left but switched off', 5, false, 1, 'Ethiopia Yirgacheffe is out of stock', 0],
  ])(
    'when there are %s, then 409 with the shortage and nothing is taken',
    async (_case, inventory, inStock, quantity, message, available) => {
      const id = await product(inventory, { name: 'Ethiopia Yirgacheffe', inStock });
      const res = await reserve({
        reservationId: `r-${randomUUID()}`,
        lines: [line(id, quantity)],
      }).expect(409);
      expect(stockShortageSchema.parse(res.body)).toEqual({
        message,
        code: 'OUT_OF_STOCK',
        productId: id,
        variantId: 'default',
        productName: 'Ethiopia Yirgacheffe',
        available,
      });
      expect(await stockOf(id)).toEqual({ inventory, inStock });
    },
  );

  it('when one line of several cannot be filled, then nothing of any line is taken', async () => {
    const plenty = await product(50);
    const short = await product(1, { name: 'Rare Gesha' });
    const res = await reserve({
      reservationId: 'order-5',
      lines: [line(plenty, 5), line(short, 2)],
    }).expect(409);
    expect(res.body).toMatchObject({ message: 'Only 1 left of Rare Gesha', productId: short });
    expect(await stockOf(plenty)).toEqual({ inventory: 50, inStock: true });
    expect(await stockOf(short)).toEqual({ inventory: 1, inStock: true });
    // Nothing was recorded either: the same id may try again once the stock is there.
    await reserve({ reservationId: 'order-5', lines: [line(plenty, 5)] }).expect(201);
  });

  describe('variants', () => {
    it('when a variant is named, then its stock is taken and released, the others untouched', async () => {
      const id = await bean({ small: 5, large: 2 });
      const res = await reserve({
        reservationId: `v-${id}`,
        lines: [line(id, 2, '2lb-drip'), line(id, 1)],
      }).expect(201);
      // No variant named: the default (the first in picker order, 12 oz whole bean).
      expect(res.body.lines).toEqual([
        { productId: id, variantId: '2lb-drip', quantity: 2 },
        { productId: id, variantId: '12oz-whole-bean', quantity: 1 },
      ]);
      expect(await variantsOf(id)).toEqual({
        inventory: 11,
        inStock: true,
        variants: { '12oz-whole-bean': 4, '12oz-drip': 5, '2lb-whole-bean': 2, '2lb-drip': 0 },
      });
      const detail = await request(catalog.url).get(`/api/products/${id}`).expect(200);
      expect(detail.body.variants.find((v: { id: string }) => v.id === '2lb-drip')).toMatchObject({
        inStock: false,
        inventory: 0,
        label: '2 lb, drip',
      });
      // The same again (the default still unnamed) is the same reservation.
      await reserve({
        reservationId: `v-${id}`,
        lines: [line(id, 1), line(id, 2, '2lb-drip')],
      }).expect(200);
      await release(`v-${id}`).expect(200);
      expect((await variantsOf(id)).variants).toEqual({
        '12oz-whole-bean': 5,
        '12oz-drip': 5,
        '2lb-whole-bean': 2,
        '2lb-drip': 2,
      });
    });

    it('when a variant runs short, then 409 names it and nothing of any line is taken', async () => {
      const id = await bean({ small: 5, large: 1 }, 'Ethiopia Yirgacheffe');
      const res = await reserve({
        reservationId: `vs-${id}`,
        lines: [line(id, 3, '12oz-drip'), line(id, 2, '2lb-drip')],
      }).expect(409);
      expect(stockShortageSchema.parse(res.body)).toEqual({
        message: 'Only 1 left of Ethiopia Yirgacheffe, 2 lb, drip',
        code: 'OUT_OF_STOCK',
        productId: id,
        variantId: '2lb-drip',
        productName: 'Ethiopia Yirgacheffe, 2 lb, drip',
        available: 1,
      });
      expect((await variantsOf(id)).variants).toMatchObject({ '12oz-drip': 5, '2lb-drip': 1 });
    });

    it('when a variant is unknown or retired, then 400 with the contract message and nothing is taken', async () => {
      const id = await bean({ small: 5, large: 5 });
      const unknown = await reserve({
        reservationId: `vu-${id}`,
        lines: [line(id, 1, '12oz-whole-bean'), line(id, 1, '5lb-espresso')],
      }).expect(400);
      expect(unknown.body).toMatchObject({
        message: UNKNOWN_VARIANT_MESSAGE,
        code: 'UNKNOWN_VARIANT',
      });
      await catalog.db
        .collection('products')
        .updateOne({ sku: `STOCK-${sku}` }, { $set: { 'variants.1.retired': true } });
      await catalog.service.reloadProducts();
      const retired = await reserve({
        reservationId: `vr-${id}`,
        lines: [line(id, 1, '12oz-drip')],
      }).expect(400);
      expect(retired.body).toMatchObject({
        message: RETIRED_VARIANT_MESSAGE,
        code: 'RETIRED_VARIANT',
      });
      const malformed = await reserve({
        reservationId: `vm-${id}`,
        lines: [line(id, 1, 'NOT A VARIANT')],
      }).expect(400);
      expect(malformed.body.message).toBe('variantId must be a variant id');
      expect((await variantsOf(id)).variants).toEqual({
        '12oz-whole-bean': 5,
        '2lb-whole-bean': 5,
        '2lb-drip': 5,
      });
    });
  });

  describe('release', () => {
    it('when a held reservation is released, then its stock comes back once, and again answers the same', async () => {
      const a = await product(3);
      const b = await product(10);
      await reserve({ reservationId: 'order-r1', lines: [line(a, 3), line(b, 4)] }).expect(201);
      expect(await stockOf(a)).toEqual({ inventory: 0, inStock: false });

      const res = await release('order-r1').expect(200);
      expect(res.body).toMatchObject({ reservationId: 'order-r1', status: 'released' });
      expect(await stockOf(a)).toEqual({ inventory: 3, inStock: true });
      expect(await stockOf(b)).toEqual({ inventory: 10, inStock: true });

      const again = await release('order-r1').expect(200);
      expect(again.body).toEqual(res.body);
      expect(await stockOf(a)).toEqual({ inventory: 3, inStock: true });
    });

    it('when a released id is reserved again, then 409 and nothing is taken', async () => {
      const id = await product(5);
      await reserve({ reservationId: 'order-r2', lines: [line(id, 1)] }).expect(201);
      await release('order-r2').expect(200);
      const res = await reserve({ reservationId: 'order-r2', lines: [line(id, 1)] }).expect(409);
      expect(res.body).toMatchObject({ code: 'RESERVATION_RELEASED' });
      expect(await stockOf(id)).toEqual({ inventory: 5, inStock: true });
    });

    it('when an unknown id is released, then 404, and a late reservation under that id takes nothing', async () => {
      const id = await product(5);
      const res = await release('order-never').expect(404);
      expect(res.body).toMatchObject({
        message: 'Reservation not found',
        code: 'RESERVATION_NOT_FOUND',
      });
      await release('order-never').expect(404);
      await reserve({ reservationId: 'order-never', lines: [line(id, 1)] }).expect(409);
      expect(await stockOf(id)).toEqual({ inventory: 5, inStock: true });
    });

    it('when the product was switched off by hand, then giving units back leaves it off', async () => {
      const id = await product(5);
      await reserve({ reservationId: 'order-r4', lines: [line(id, 2)] }).expect(201);
      await catalog.db
        .collection('products')
        .updateOne(
          { sku: `STOCK-${sku}` },
          { $set: { inStock: false, 'variants.0.inStock': false } },
        );
      await catalog.service.reloadProducts();
      await release('order-r4').expect(200);
      expect(await stockOf(id)).toEqual({ inventory: 5, inStock: false });
    });

    it('when the id is too long, then 400', async () => {
      const res = await release('r'.repeat(101)).expect(400);
      expect(res.body.message).toBe('reservationId must be at most 100 characters');
    });
  });

  // Stock exact and never negative: the races on one instance, and spread over two instances
  // sharing the database (each with its own in-process queues and product view).
  describe.each(INSTANCES)('racing for one product on %s', (_name, count) => {
    let over: (i: number) => CatalogInstance;

    beforeAll(async () => {
      over = await catalog.spread(count);
    });

    const reserveAt = (i: number, body: object) =>
      request(over(i).url).post('/internal/stock/reservations').set(catalog.internal).send(body);
    const releaseAt = (i: number, id: string) =>
      request(over(i).url)
        .delete(`/internal/stock/reservations/${encodeURIComponent(id)}`)
        .set(catalog.internal);

    /** The stored stock, once every instance in use shows it (the others catch up soon). */
    async function settled(id: string) {
      const stored = await catalog.db
        .collection('products')
        .findOne({ _id: new Types.ObjectId(id) });
      const level = { inventory: stored!.inventory as number, inStock: stored!.inStock as boolean };
      const deadline = Date.now() + 5000;
      for (let i = 0; i < count; i += 1) {
        for (;;) {
          const { body } = await request(over(i).url).get(`/api/products/${id}`).expect(200);
          if (body.inventory === level.inventory && body.inStock === level.inStock) break;
          if (Date.now() > deadline) throw new Error(`instance ${i} still shows ${body.inventory}`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }
      return level;
    }

    it('when 50 reservations of 1 race for 10 units, then exactly 10 succeed and the stock ends at 0', async () => {
      const id = await product(10);
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          reserveAt(i, { reservationId: `race-${id}-${i}`, lines: [line(id, 1)] }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(40);
      for (const res of results.filter((r) => r.status === 409)) {
        expect(res.body).toMatchObject({ code: 'OUT_OF_STOCK', available: 0 });
      }
      expect(await settled(id)).toEqual({ inventory: 0, inStock: false });
      const held = await catalog.db
        .collection('stock_reservations')
        .countDocuments({ _id: new RegExp(`^race-${id}-`) as never });
      expect(held).toBe(10);
      expect(await catalog.db.collection('stock_locks').countDocuments()).toBe(0);
    });

    it('when orders of different sizes race for 12 units, then the stock taken is exactly what the 201s hold and never below zero', async () => {
      const id = await product(12);
      const sizes = Array.from({ length: 24 }, (_, i) => (i % 3) + 1);
      const results = await Promise.all(
        sizes.map((quantity, i) =>
          reserveAt(i, { reservationId: `sizes-${id}-${i}`, lines: [line(id, quantity)] }),
        ),
      );
      expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
      const taken = sizes.filter((_, i) => results[i]!.status === 201).reduce((a, b) => a + b, 0);
      expect(taken).toBeLessThanOrEqual(12);
      // Every refusal was right when made: fewer were left than asked, never a phantom shortage.
      for (const [i, res] of results.entries()) {
        if (res.status === 409) expect(res.body.available).toBeLessThan(sizes[i]!);
      }
      const level = await settled(id);
      expect(level.inventory).toBe(12 - taken);
      // Stock only went down, so what is left is less than any refused order asked for.
      const refused = sizes.filter((_, i) => results[i]!.status === 409);
      for (const size of refused) expect(level.inventory).toBeLessThan(size);
    });

    it('when orders of two products (named in either order) race, then each takes both or neither', async () => {
      const [a, b] = [await product(5), await product(7)];
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          reserveAt(i, {
            reservationId: `pair-${a}-${i}`,
            lines: i % 2 === 0 ? [line(a, 1), line(b, 1)] : [line(b, 1), line(a, 1)],
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([
        ...Array(5).fill(201),
        ...Array(11).fill(409),
      ]);
      expect(await settled(a)).toEqual({ inventory: 0, inStock: false });
      expect(await settled(b)).toEqual({ inventory: 2, inStock: true });
    });

    it('when one reservation id is sent 10 times at once, then the stock is taken once', async () => {
      const id = await product(20);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          reserveAt(i, { reservationId: `dup-${id}`, lines: [line(id, 3)] }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(await settled(id)).toEqual({ inventory: 17, inStock: true });
    });

    it('when sixty shoppers reserve two variants of one product at once, then neither is oversold', async () => {
      const id = await bean({ small: 6, large: 4 });
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          reserveAt(i, {
            reservationId: `twov-${id}-${i}`,
            lines: [line(id, 1, i % 2 === 0 ? '12oz-drip' : '2lb-drip')],
          }),
        ),
      );
      const won = (variant: string) =>
        results.filter(
          (r, i) => r.status === 201 && (i % 2 === 0 ? '12oz-drip' : '2lb-drip') === variant,
        ).length;
      expect(won('12oz-drip')).toBe(6);
      expect(won('2lb-drip')).toBe(4);
      for (const res of results.filter((r) => r.status === 409)) {
        expect(res.body).toMatchObject({ code: 'OUT_OF_STOCK', available: 0 });
      }
      expect(await settled(id)).toEqual({ inventory: 10, inStock: true });
      expect((await variantsOf(id, over(1).url)).variants).toEqual({
        '12oz-whole-bean': 6,
        '12oz-drip': 0,
        '2lb-whole-bean': 4,
        '2lb-drip': 0,
      });
    });

    it('when a release races with itself, then the stock comes back once', async () => {
      const id = await product(8);
      await reserveAt(0, { reservationId: `back-${id}`, lines: [line(id, 8)] }).expect(201);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => releaseAt(i, `back-${id}`)),
      );
      expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
      expect(await settled(id)).toEqual({ inventory: 8, inStock: true });
    });
  });
});
