import request from 'supertest';
import { startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';
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
});
