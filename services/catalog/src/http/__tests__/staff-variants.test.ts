import {
  LOW_STOCK_THRESHOLD,
  PRODUCT_SKU_TAKEN_MESSAGE,
  RETIRED_VARIANT_MESSAGE,
  UNKNOWN_VARIANT_MESSAGE,
  VARIANTS_DUPLICATE_MESSAGE,
  VARIANTS_NONE_ON_SALE_MESSAGE,
  staffProductDetailSchema,
  staffProductPageSchema,
  type Role,
} from '@coffee/contracts';
import request from 'supertest';
import { startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';
import { seedProducts } from '../../data/seed-products';

const actor = (role: Role = 'admin') => ({ userId: `u-${role}`, role, name: `${role}1` });

type Size = '12 oz' | '2 lb' | '5 lb';
type Grind = 'whole-bean' | 'drip';

describe('staff: variants, coffee data and stock per variant (catalog)', () => {
  let catalog: StartedCatalog;
  let sku = 0;
  const api = () => request(catalog.url);

  /** A bean in 12 oz and 2 lb (whole bean, drip) with these stocks; returns its id and sku. */
  async function bean(stock: Partial<Record<string, number>> = {}, name = 'Kenya Nyeri') {
    sku += 1;
    const base = `SV-${sku}`;
    const v = (size: Size, grind: Grind) => ({
      size,
      grind,
      price: size === '12 oz' ? '18.99' : '45.99',
      sku: `${base}-${size.replace(' ', '').toUpperCase()}-${grind === 'drip' ? 'DR' : 'WB'}`,
      inventory: stock[`${size.replace(' ', '')}-${grind}`] ?? 30,
    });
    await seedProducts(catalog.db, [
      {
        sku: base,
        name,
        price: '18.99',
        category: 'beans',
        variants: [
          v('12 oz', 'whole-bean'),
          v('12 oz', 'drip'),
          v('2 lb', 'whole-bean'),
          v('2 lb', 'drip'),
        ],
      },
    ]);
    const doc = await catalog.db.collection('products').findOne({ sku: base });
    return { id: doc!._id.toHexString(), sku: base };
  }

  const detail = (id: string) =>
    api().get(`/internal/staff/products/${id}`).set(catalog.internal).expect(200);
  const putVariants = (id: string, variants: object[], who = actor()) =>
    api()
      .put(`/internal/staff/products/${id}/variants`)
      .set(catalog.internal)
      .send({ variants, actor: who });
  const putCoffee = (id: string, coffee: object, who = actor()) =>
    api()
      .put(`/internal/staff/products/${id}/coffee`)
      .set(catalog.internal)
      .send({ coffee, actor: who });
  const stock = (
    mode: 'adjust' | 'set',
    lines: { productId: string; variantId?: string; value: number }[],
    who = actor('manager'),
  ) =>
    api()
      .post('/internal/staff/stock')
      .set(catalog.internal)
      .send({ change: { mode, lines, reason: 'Delivery counted' }, actor: who });
  const reserve = (reservationId: string, lines: object[]) =>
    api().post('/internal/stock/reservations').set(catalog.internal).send({ reservationId, lines });

  /** The variants as an admin sends them back: every field of each, as the detail has them. */
  const asInput = (
    variants: {
      id: string;
      size: Size | null;
      grind: Grind | null;
      price: string;
      originalPrice: string | null;
      sku: string | null;
      inventory: number | null;
      retired: boolean;
    }[],
  ) =>
    variants.map(({ id, size, grind, price, originalPrice, sku: s, inventory, retired }) => ({
      id,
      size,
      grind,
      price,
      originalPrice,
      sku: s,
      inventory,
      retired,
    }));

  beforeAll(async () => {
    catalog = await startCatalog({ STOCK_LOCK_WAIT_MS: '20000' });
  });
  afterAll(async () => {
    await catalog.stop();
  });

  it('when staff read a product, then the detail has every variant with its stock and low mark', async () => {
    const { id } = await bean({ '2lb-drip': 3 });
    const { body } = await detail(id);
    const parsed = staffProductDetailSchema.parse(body);
    expect(parsed.variants.map((v) => [v.id, v.inventory, v.lowStock])).toEqual([
      ['12oz-whole-bean', 30, false],
      ['12oz-drip', 30, false],
      ['2lb-whole-bean', 30, false],
      ['2lb-drip', 3, true],
    ]);
    expect(parsed).toMatchObject({
      inventory: 93,
      price: '18.99',
      defaultVariantId: '12oz-whole-bean',
    });
  });

  it('when one size is low, then the product is low stock and the inventory names the size', async () => {
    const { id } = await bean({ '2lb-whole-bean': 2 }, 'Aaa Low In One Size');
    const low = await api()
      .get('/internal/staff/low-stock?limit=100')
      .set(catalog.internal)
      .expect(200);
    const row = low.body.items.find((p: { id: string }) => p.id === id);
    expect(row).toBeDefined();
    expect(
      row.variants
        .filter((v: { lowStock: boolean }) => v.lowStock)
        .map((v: { label: string }) => v.label),
    ).toEqual(['2 lb, whole bean']);
    // The sum is far above the threshold: low stock is per variant.
    expect(row.inventory).toBeGreaterThan(LOW_STOCK_THRESHOLD);
    const page = await api()
      .get('/internal/staff/products?sort=stock&pageSize=100')
      .set(catalog.internal)
      .expect(200);
    const items = staffProductPageSchema.parse(page.body).items;
    const at = items.findIndex((p) => p.id === id);
    const lowest = (p: (typeof items)[number]) =>
      Math.min(...(p.variants ?? []).filter((v) => !v.retired).map((v) => v.inventory ?? 0));
    for (const earlier of items.slice(0, at)) expect(lowest(earlier)).toBeLessThanOrEqual(2);
  });

  it('when staff change one variant, then only it changes, and the movement names it', async () => {
    const { id } = await bean();
    const res = await stock('adjust', [
      { productId: id, variantId: '2lb-drip', value: -5 },
      { productId: id, value: 4 },
    ]).expect(200);
    const row = res.body.items[0];
    expect(
      Object.fromEntries(
        row.variants.map((v: { id: string; inventory: number }) => [v.id, v.inventory]),
      ),
    ).toEqual({
      '12oz-whole-bean': 34,
      '12oz-drip': 30,
      '2lb-whole-bean': 30,
      '2lb-drip': 25,
    });
    expect(row.inventory).toBe(119);
    const movements = await catalog.db
      .collection('stock_movements')
      .find({ productId: id })
      .sort({ variantId: 1 })
      .toArray();
    expect(movements.map((m) => [m.variantId, m.before, m.after])).toEqual([
      ['12oz-whole-bean', 30, 34],
      ['2lb-drip', 30, 25],
    ]);
    const below = await stock('adjust', [
      { productId: id, variantId: '12oz-drip', value: -31 },
    ]).expect(409);
    expect(below.body.issues[0].message).toBe(
      'Kenya Nyeri, 12 oz, drip has 30: Stock cannot go below zero',
    );
    const unknown = await stock('set', [{ productId: id, variantId: '5lb-drip', value: 1 }]).expect(
      400,
    );
    expect(unknown.body.message).toBe(UNKNOWN_VARIANT_MESSAGE);
    const twice = await stock('set', [
      { productId: id, value: 1 },
      { productId: id, variantId: '12oz-whole-bean', value: 2 },
    ]).expect(400);
    expect(twice.body.message).toBe('Each product may appear only once');
    expect((await detail(id)).body.inventory).toBe(119);
  });

  it('when an admin adds, edits and drops variants, then never-ordered ones go and ordered ones retire', async () => {
    const { id, sku: base } = await bean();
    // 12 oz drip is ordered once: it can only be retired from now on.
    await reserve(`sv-order-${id}`, [
      { productId: id, variantId: '12oz-drip', quantity: 1 },
    ]).expect(201);
    const before = staffProductDetailSchema.parse((await detail(id)).body);
    const keep = asInput(before.variants as never).filter(
      (v) => v.id === '12oz-whole-bean' || v.id === '2lb-whole-bean',
    );
    keep[0]!.price = '19.49';
    // A form's older figure never overwrites the stock: that is what stock changes are for.
    keep[1]!.inventory = 999;
    const res = await putVariants(id, [
      ...keep,
      { size: '5 lb', grind: 'whole-bean', price: '99.99', sku: `${base}-5LB-WB`, inventory: 4 },
    ]).expect(200);
    const after = staffProductDetailSchema.parse(res.body);
    expect(after.variants.map((v) => [v.id, v.retired, v.inventory])).toEqual([
      ['12oz-whole-bean', false, 30],
      ['12oz-drip', true, 29],
      ['2lb-whole-bean', false, 30],
      ['5lb-whole-bean', false, 4],
    ]);
    expect(after).toMatchObject({ price: '19.49', inventory: 64 });
    // The shop sells only what is on sale.
    const shop = await api().get(`/api/products/${id}`).expect(200);
    expect(shop.body.variants.map((v: { id: string }) => v.id)).toEqual([
      '12oz-whole-bean',
      '2lb-whole-bean',
      '5lb-whole-bean',
    ]);
    expect(shop.body).toMatchObject({ minPrice: '19.49', maxPrice: '99.99' });
    const retired = await reserve(`sv-late-${id}`, [
      { productId: id, variantId: '12oz-drip', quantity: 1 },
    ]).expect(400);
    expect(retired.body.message).toBe(RETIRED_VARIANT_MESSAGE);
    // Releasing the old order gives the unit back to the retired variant.
    await api()
      .delete(`/internal/stock/reservations/sv-order-${id}`)
      .set(catalog.internal)
      .expect(200);
    const again = staffProductDetailSchema.parse((await detail(id)).body);
    expect(again.variants.find((v) => v.id === '12oz-drip')).toMatchObject({
      retired: true,
      inventory: 30,
    });
    const movements = await catalog.db
      .collection('stock_movements')
      .find({ productId: id, reason: 'Variants edited' })
      .toArray();
    expect(movements.map((m) => [m.variantId, m.before, m.after])).toEqual([
      ['5lb-whole-bean', 0, 4],
    ]);
  });

  it('when the variants are wrong, then 400 or 409 with the message and nothing changes', async () => {
    const { id } = await bean();
    const other = await bean();
    const before = (await detail(id)).body;
    const v = (over: object = {}) => ({
      size: '5 lb',
      grind: 'drip',
      price: '90.00',
      sku: null,
      inventory: 1,
      ...over,
    });
    const dup = await putVariants(id, [v(), v()]).expect(400);
    expect(dup.body.message).toBe(VARIANTS_DUPLICATE_MESSAGE);
    const none = await putVariants(id, [v({ retired: true })]).expect(400);
    expect(none.body.message).toBe(VARIANTS_NONE_ON_SALE_MESSAGE);
    const empty = await putVariants(id, []).expect(400);
    expect(empty.body.message).toBe(VARIANTS_NONE_ON_SALE_MESSAGE);
    const taken = await putVariants(id, [
      v({ grind: 'whole-bean' }),
      v({ sku: `${other.sku}-12OZ-WB` }),
    ]).expect(409);
    expect(taken.body.message).toBe(PRODUCT_SKU_TAKEN_MESSAGE);
    // The row it is in, so the form can show it there.
    expect(taken.body.issues).toEqual([
      { path: 'variants.1.sku', message: PRODUCT_SKU_TAKEN_MESSAGE },
    ]);
    const takenBase = await putVariants(id, [v({ sku: other.sku })]).expect(409);
    expect(takenBase.body.message).toBe(PRODUCT_SKU_TAKEN_MESSAGE);
    const twice = await putVariants(id, [
      v({ sku: 'SAME-1' }),
      v({ grind: 'whole-bean', sku: 'same-1' }),
    ]).expect(409);
    expect(twice.body.message).toBe(PRODUCT_SKU_TAKEN_MESSAGE);
    expect(twice.body.issues).toEqual([
      { path: 'variants.1.sku', message: PRODUCT_SKU_TAKEN_MESSAGE },
    ]);
    const unknownId = await putVariants(id, [v({ id: '8oz-drip', size: '8 oz' })]).expect(400);
    expect(unknownId.body.message).toBe(UNKNOWN_VARIANT_MESSAGE);
    const moved = await putVariants(id, [v({ id: '12oz-drip' })]).expect(400);
    expect(moved.body.message).toMatch(/cannot change/);
    const badGrind = await putVariants(id, [v({ grind: 'turkish' })]).expect(400);
    expect(badGrind.body.message).toMatch(/^Grind must be one of/);
    await putVariants(id, [v()], actor('employee')).expect(403);
    await putVariants('f'.repeat(24), [v()]).expect(404);
    expect((await detail(id)).body).toEqual(before);
  });

  it('when a product without sizes gets sizes, then its default variant goes (never ordered) and the first size is the default', async () => {
    const res = await api()
      .post('/internal/staff/products')
      .set(catalog.internal)
      .send({
        product: {
          name: 'Staff Made Decaf',
          price: '14.00',
          category: 'beans',
          inventory: 5,
          sku: 'SV-DECAF',
        },
        actor: actor(),
      })
      .expect(201);
    expect(res.body.variants).toMatchObject([
      { id: 'default', sku: 'SV-DECAF', inventory: 5, lowStock: true },
    ]);
    const sized = await putVariants(res.body.id, [
      { size: '2 lb', grind: null, price: '32.99', sku: 'SV-DECAF-2LB', inventory: 8 },
      { size: '12 oz', grind: null, price: '14.00', sku: 'SV-DECAF-12OZ', inventory: 12 },
    ]).expect(200);
    expect(sized.body).toMatchObject({
      defaultVariantId: '12oz',
      price: '14.00',
      inventory: 20,
      sku: 'SV-DECAF',
    });
    expect(sized.body.variants.map((v: { id: string }) => v.id)).toEqual(['12oz', '2lb']);
  });

  it('when an admin edits the coffee data, then the shop shows it; null and [] clear it', async () => {
    const { id } = await bean();
    const coffee = {
      origin: { country: 'Kenya', region: 'Nyeri' },
      roastLevel: 'light',
      process: 'washed',
      altitude: { min: 1700, max: 1900 },
      flavorNotes: ['blackcurrant', 'grapefruit', 'brown sugar'],
      brewSuggestions: ['Pour-over, 1:16, 94 °C'],
    };
    const res = await putCoffee(id, coffee).expect(200);
    expect(res.body).toMatchObject(coffee);
    const shop = await api().get(`/api/products/${id}`).expect(200);
    expect(shop.body).toMatchObject(coffee);
    const cleared = await putCoffee(id, {
      ...coffee,
      origin: null,
      altitude: null,
      flavorNotes: [],
    }).expect(200);
    expect(cleared.body).toMatchObject({
      origin: null,
      altitude: null,
      flavorNotes: [],
      roastLevel: 'light',
    });
    const bad = await putCoffee(id, { ...coffee, altitude: { min: 2000, max: 1000 } }).expect(400);
    expect(bad.body.message).toBe('The lowest altitude must not be above the highest');
    await putCoffee(id, coffee, actor('manager')).expect(403);
  });
});
