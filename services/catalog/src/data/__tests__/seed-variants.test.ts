import request from 'supertest';
import { startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';
import { seedGeneratedProducts } from '../generated-products';
import { seedDemoProducts } from '../seed-products';

describe('seeding: a shop seeded before variants gets them (issue 28)', () => {
  let catalog: StartedCatalog;

  beforeAll(async () => {
    catalog = await startCatalog();
  });
  afterAll(async () => {
    await catalog.stop();
  });

  it('when demo products are stored without variants, then the next seeding adds them by sku, keeping price and stock', async () => {
    const now = new Date();
    // As the seeding stored them before issue 28 (stock since changed by orders).
    await catalog.db.collection('products').insertMany([
      {
        sku: 'BEA-ETH-YRG-12',
        name: 'Ethiopia Yirgacheffe Whole Bean',
        priceCents: 1899,
        category: 'beans',
        inStock: true,
        reviewCount: 0,
        isDirectPlusEligible: true,
        isBestseller: true,
        isNewArrival: false,
        isSale: false,
        unitSize: '12 oz',
        inventory: 57,
        createdAt: now,
        updatedAt: now,
      },
      {
        sku: 'MKR-FRP-CLS-34',
        name: 'Classic Glass French Press',
        priceCents: 3499,
        category: 'coffee-makers',
        inStock: true,
        reviewCount: 0,
        isDirectPlusEligible: true,
        isBestseller: true,
        isNewArrival: false,
        isSale: false,
        inventory: 85,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    await catalog.service.reloadProducts();
    const yirga = await catalog.db.collection('products').findOne({ sku: 'BEA-ETH-YRG-12' });
    const id = yirga!._id.toHexString();
    // Before: one 'default' variant of its own fields.
    const before = await request(catalog.url).get(`/api/products/${id}`).expect(200);
    expect(before.body.variants).toMatchObject([{ id: 'default', inventory: 57, price: '18.99' }]);

    expect(await seedDemoProducts(catalog.db)).toBe(1);
    await catalog.service.reloadProducts();
    const after = await request(catalog.url).get(`/api/products/${id}`).expect(200);
    expect(after.body.variants).toHaveLength(18);
    expect(after.body).toMatchObject({
      defaultVariantId: '12oz-whole-bean',
      price: '18.99',
      origin: { country: 'Ethiopia' },
      roastLevel: 'light',
    });
    expect(after.body.variants[0]).toMatchObject({ id: '12oz-whole-bean', inventory: 57 });
    expect(await seedDemoProducts(catalog.db)).toBe(0);
    // Equipment has no demo variants: it stays one 'default' variant of its fields.
    const press = await catalog.db.collection('products').findOne({ sku: 'MKR-FRP-CLS-34' });
    expect(press!.variants).toBeUndefined();
  });

  it('when the benchmark catalog is generated, then its coffees have variants and coffee data, the rest one variant', async () => {
    expect(await seedGeneratedProducts(catalog.db, 18)).toBe(18);
    const bean = await catalog.db.collection('products').findOne({ sku: 'GEN-000001' });
    const ground = await catalog.db.collection('products').findOne({ sku: 'GEN-000002' });
    const maker = await catalog.db.collection('products').findOne({ sku: 'GEN-000004' });
    const shown = async (id: string) =>
      (await request(catalog.url).get(`/api/products/${id}`).expect(200)).body;
    const beanShown = await shown(bean!._id.toHexString());
    expect(beanShown.category).toBe('beans');
    expect(beanShown.variants).toHaveLength(18);
    expect(beanShown.variants[0].sku).toBe('GEN-000001-12OZ-WB');
    expect(beanShown.defaultVariantId).toBe('12oz-whole-bean');
    expect(beanShown.price).toBe(beanShown.variants[0].price);
    expect(beanShown.origin.country).toEqual(expect.any(String));
    expect(beanShown.flavorNotes.length).toBeGreaterThanOrEqual(2);
    expect(beanShown.inventory).toBe(
      beanShown.variants.reduce((sum: number, v: { inventory: number }) => sum + v.inventory, 0),
    );
    expect(
      (await shown(ground!._id.toHexString())).variants.map((v: { id: string }) => v.id),
    ).toEqual(['12oz', '2lb', '5lb']);
    const makerShown = await shown(maker!._id.toHexString());
    expect(makerShown.variants).toMatchObject([{ id: 'default' }]);
    expect(makerShown.origin).toBeNull();
  });
});
