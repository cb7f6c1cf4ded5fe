import {
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_IMAGE_SIZE_MESSAGE,
  PRODUCT_IMAGE_TYPE_MESSAGE,
  PRODUCT_IMAGE_UNREADABLE_MESSAGE,
  PRODUCT_IMAGE_URL_MESSAGE,
  PRODUCT_SKU_TAKEN_MESSAGE,
  productSchema,
  roles,
  staffProductPageSchema,
  type Role,
} from '@coffee/contracts';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';
import { listFixtures } from '../../__tests__/fixtures';
import { seedProducts } from '../../data/seed-products';

const actor = (role: Role = 'admin') => ({ userId: `u-${role}`, role, name: `${role}1` });

const newProduct = (overrides: object = {}) => ({
  name: 'Staff Made Roast',
  description: 'Cocoa and toasted almond.',
  price: '15.50',
  category: 'beans',
  unitSize: '12 oz',
  inventory: 20,
  ...overrides,
});

// Small real pictures of each format (8 x 6 px, coffee brown), which decode.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPI9zPHihgGUgIAcxktwaH78X0AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIYAYVf/2Q==',
  'base64',
);
const WEBP = Buffer.from(
  'UklGRjIAAABXRUJQVlA4ICYAAACQAQCdASoIAAYAAUAmJQBOl0AAhgAA/vDXA9fAFPVH1ERBSRgAAA==',
  'base64',
);
// The first bytes of each format and nothing after: what a check of the signature alone took.
const FAKE_PNG = Buffer.concat([PNG.subarray(0, 8), Buffer.from('fake png body')]);
const FAKE_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('fake jpeg')]);
const FAKE_WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x10, 0, 0, 0]),
  Buffer.from('WEBPVP8 fake'),
]);

describe('internal staff products (catalog)', () => {
  let catalog: StartedCatalog;
  const api = () => request(catalog.url);
  const list = (query = '') =>
    api().get(`/internal/staff/products${query}`).set(catalog.internal).expect(200);
  const create = (product: object, who = actor()) =>
    api().post('/internal/staff/products').set(catalog.internal).send({ product, actor: who });
  const edit = (id: string, update: object, who = actor()) =>
    api().put(`/internal/staff/products/${id}`).set(catalog.internal).send({ update, actor: who });
  const upload = (id: string, body: Buffer, type: string, who = actor()) =>
    api()
      .put(`/internal/staff/products/${id}/image`)
      .query({ actorId: who.userId, actorRole: who.role, actorName: who.name })
      .set(catalog.internal)
      .set('content-type', type)
      .send(body);
  let ids: Record<string, string>;

  beforeAll(async () => {
    catalog = await startCatalog();
    await seedProducts(catalog.db, listFixtures);
    const docs = await catalog.db.collection('products').find({}).toArray();
    ids = Object.fromEntries(docs.map((d) => [d.sku as string, d._id.toHexString()]));
  });
  afterAll(async () => {
    await catalog.stop();
  });

  describe('the internal token', () => {
    it.each([
      ['get', '/internal/staff/products'],
      ['get', `/internal/staff/products/${'a'.repeat(24)}`],
      ['post', '/internal/staff/products'],
      ['put', `/internal/staff/products/${'a'.repeat(24)}`],
      ['put', `/internal/staff/products/${'a'.repeat(24)}/image`],
      ['post', '/internal/staff/stock'],
      ['get', '/internal/staff/low-stock'],
      ['get', '/internal/staff/reviews'],
      ['put', `/internal/staff/reviews/${'a'.repeat(24)}/visibility`],
    ] as const)('when %s %s has no token, then 401; a wrong one, 403', async (method, path) => {
      const missing = await api()[method](path).send({});
      expect(missing.status).toBe(401);
      expect(missing.body.message).toBe('Missing internal token');
      const wrong = await api()[method](path).set('x-internal-token', 'nope').send({});
      expect(wrong.status).toBe(403);
    });
  });

  describe('GET /internal/staff/products', () => {
    it('when asked without a query, then every product by name, paged with the total', async () => {
      const page = staffProductPageSchema.parse((await list()).body);
      expect(page.total).toBe(6);
      expect(page.page).toBe(1);
      expect(page.pageSize).toBe(20);
      expect(page.items.map((p) => p.name)).toEqual([
        'Ceramic Mug',
        'Classic French Press',
        'Dark Roast Espresso',
        'Ethiopia Yirgacheffe Whole Bean',
        'House Blend Ground',
        'Kenya AA Whole Bean',
      ]);
      expect(Object.keys(page.items[0]!).sort()).toEqual(
        [
          'category',
          'id',
          'imageUrl',
          'inStock',
          'inventory',
          'name',
          'price',
          'sku',
          'variants',
        ].sort(),
      );
    });

    it('when paged, then pages neither repeat nor skip', async () => {
      const first = staffProductPageSchema.parse((await list('?pageSize=4')).body);
      const second = staffProductPageSchema.parse((await list('?pageSize=4&page=2')).body);
      expect(first.items).toHaveLength(4);
      expect(second.items).toHaveLength(2);
      expect(new Set([...first.items, ...second.items].map((p) => p.id)).size).toBe(6);
      expect(second.total).toBe(6);
    });

    it('when q names words of a name in any case, then those products', async () => {
      const page = staffProductPageSchema.parse((await list('?q=CLASSIC%20fren')).body);
      expect(page.items.map((p) => p.name)).toEqual(['Classic French Press']);
      const words = staffProductPageSchema.parse((await list('?q=whole')).body);
      expect(words.items.map((p) => p.name)).toEqual([
        'Ethiopia Yirgacheffe Whole Bean',
        'Kenya AA Whole Bean',
      ]);
      // Description words do not count here: the staff search is by name or id.
      expect(staffProductPageSchema.parse((await list('?q=bergamot')).body).total).toBe(0);
    });

    it('when q is an id or its start, then that product', async () => {
      const id = ids['F-MUG']!;
      const whole = staffProductPageSchema.parse((await list(`?q=${id.toUpperCase()}`)).body);
      expect(whole.items.map((p) => p.id)).toEqual([id]);
      const start = staffProductPageSchema.parse((await list(`?q=${id.slice(0, 20)}`)).body);
      expect(start.items.map((p) => p.id)).toContain(id);
    });

    it('when sort=stock, then lowest stock first', async () => {
      const page = staffProductPageSchema.parse((await list('?sort=stock')).body);
      const stock = page.items.map((p) => p.inventory!);
      expect(stock).toEqual([...stock].sort((a, b) => a - b));
      expect(page.items[0]!.name).toBe('Kenya AA Whole Bean');
    });

    it.each([
      ['?sort=price', 'Sort must be name or stock'],
      ['?page=0', 'page must be at least 1'],
      ['?pageSize=101', 'pageSize must be at most 100'],
      ['?page=abc', 'page must be a whole number'],
      [`?q=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
      ['?status=all', 'Unknown field: status'],
    ])('when the query is %s, then 400 %s', async (query, message) => {
      const res = await api().get(`/internal/staff/products${query}`).set(catalog.internal);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('GET /internal/staff/products/:id', () => {
    it('when the product exists, then every field', async () => {
      const res = await api()
        .get(`/internal/staff/products/${ids['F-HOUSE']}`)
        .set(catalog.internal);
      expect(res.status).toBe(200);
      expect(productSchema.parse(res.body)).toMatchObject({
        name: 'House Blend Ground',
        price: '12.49',
        originalPrice: '14.99',
        isSale: true,
      });
    });

    it.each([['a'.repeat(24)], ['not-an-id']])('when the id is %s, then 404', async (id) => {
      const res = await api().get(`/internal/staff/products/${id}`).set(catalog.internal);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Product not found');
    });
  });

  describe('POST /internal/staff/products', () => {
    it('when an admin creates a product, then 201, stored with every field, and the shop shows it at once', async () => {
      const before = await api().get('/api/products').expect(200);
      const res = await create(
        newProduct({ sku: 'NEW-1', isSale: true, originalPrice: '19.00', isNew: true }),
      );
      expect(res.status).toBe(201);
      const product = productSchema.parse(res.body);
      expect(product).toMatchObject({
        name: 'Staff Made Roast',
        description: 'Cocoa and toasted almond.',
        price: '15.50',
        originalPrice: '19.00',
        category: 'beans',
        unitSize: '12 oz',
        sku: 'NEW-1',
        inventory: 20,
        inStock: true,
        isSale: true,
        isNew: true,
        isBestseller: false,
        isDirectPlusEligible: true,
        rating: null,
        reviewCount: 0,
      });
      const shown = await api().get(`/api/products/${product.id}`).expect(200);
      expect(shown.body.name).toBe('Staff Made Roast');
      const after = await api().get('/api/products').set('if-none-match', before.headers.etag!);
      expect(after.status).toBe(200);
      expect(after.body.map((p: { id: string }) => p.id)).toContain(product.id);
      const movements = await catalog.db
        .collection('stock_movements')
        .find({ productId: product.id })
        .toArray();
      expect(movements).toMatchObject([{ before: 0, after: 20, delta: 20, actor: actor() }]);
    });

    it('when created with no stock, then it is out of stock', async () => {
      const res = await create(newProduct({ name: 'Empty Shelf', inventory: 0 }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ inventory: 0, inStock: false });
    });

    it('when the sku is taken, then 409 with the message and nothing is stored', async () => {
      const res = await create(newProduct({ name: 'Copy', sku: 'F-MUG' }));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(PRODUCT_SKU_TAKEN_MESSAGE);
      expect(await catalog.db.collection('products').countDocuments({ name: 'Copy' })).toBe(0);
    });

    it('when two products with one new sku are created at once, then exactly one is', async () => {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          create(newProduct({ name: `Race ${i}`, sku: 'RACE-1' })),
        ),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      expect(await catalog.db.collection('products').countDocuments({ sku: 'RACE-1' })).toBe(1);
    });

    it.each(roles.filter((r) => r !== 'admin'))(
      'when the actor is a %s, then 403 and nothing is stored',
      async (role) => {
        const res = await create(newProduct({ name: `By ${role}` }), actor(role));
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Forbidden');
        expect(await catalog.db.collection('products').countDocuments({ name: `By ${role}` })).toBe(
          0,
        );
      },
    );

    it.each([
      [{ name: 'A' }, 'Name must be at least 2 characters'],
      [{ price: '0' }, 'Price must be greater than 0'],
      [{ price: 'abc' }, ''],
      [{ category: 'tea' }, ''],
      [{ isSale: true }, 'A sale needs an original price above the price'],
      [{ isSale: true, originalPrice: '10.00' }, 'A sale needs an original price above the price'],
      [{ sku: 'bad sku!' }, 'SKU may hold letters, digits and hyphens'],
      [{ inventory: -1 }, 'Inventory cannot be negative'],
      [{ inventory: 1.5 }, 'Inventory must be a whole number'],
      [{ imageUrl: 'javascript:alert(1)' }, PRODUCT_IMAGE_URL_MESSAGE],
      // Both start with '/', and a browser reads both as another site's address.
      [{ imageUrl: '//evil.example/x.png' }, PRODUCT_IMAGE_URL_MESSAGE],
      [{ imageUrl: '/\\evil.example/x.png' }, PRODUCT_IMAGE_URL_MESSAGE],
      [{ imageUrl: '/images/not-the-shops.png' }, PRODUCT_IMAGE_URL_MESSAGE],
      [{ rating: 5 }, 'Unknown field: rating'],
    ])('when the product has %j, then 400 %s', async (overrides, message) => {
      const res = await create(newProduct(overrides));
      expect(res.status).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    });

    it.each([
      ['no actor', { product: newProduct() }],
      ['no product', { actor: actor() }],
      ['a bad role', { product: newProduct(), actor: { ...actor(), role: 'owner' } }],
      ['an extra field', { product: newProduct(), actor: actor(), x: 1 }],
    ])('when the body has %s, then 400', async (_case, body) => {
      const res = await api().post('/internal/staff/products').set(catalog.internal).send(body);
      expect(res.status).toBe(400);
    });
  });

  describe('PUT /internal/staff/products/:id', () => {
    it('when an admin edits some fields, then only those change and the shop shows them at once', async () => {
      const id = ids['F-PRESS']!;
      const before = await api().get(`/api/products/${id}`).expect(200);
      const listed = await api().get('/api/products?sort=name-asc').expect(200);
      const res = await edit(id, { name: 'Classic French Press XL', price: '39.99' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: 'Classic French Press XL',
        price: '39.99',
        category: 'coffee-makers',
        isNew: true,
        sku: 'F-PRESS',
      });
      const after = await api()
        .get(`/api/products/${id}`)
        .set('if-none-match', before.headers.etag!);
      expect(after.status).toBe(200);
      expect(after.body).toMatchObject({ name: 'Classic French Press XL', price: '39.99' });
      const relisted = await api()
        .get('/api/products?sort=name-asc')
        .set('if-none-match', listed.headers.etag!);
      expect(relisted.status).toBe(200);
      expect(relisted.body.map((p: { name: string }) => p.name)).toContain(
        'Classic French Press XL',
      );
      const found = await api().get('/api/search?q=xl').expect(200);
      expect(found.body.map((p: { id: string }) => p.id)).toEqual([id]);
    });

    it('when an admin sets a member discount, then equipment shows it, coffee keeps its 10% and a product not Direct+ eligible none; above 15% is 400', async () => {
      const press = ids['F-PRESS']!;
      const shown = async (id: string) =>
        productSchema.parse((await api().get(`/api/products/${id}`).expect(200)).body)
          .memberDiscountPercent;
      const refused = await edit(press, { memberDiscountPercent: 16 });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Member discount must be a whole number from 0 to 15');
      const half = await edit(press, { memberDiscountPercent: 7.5 });
      expect(half.status).toBe(400);

      expect(
        (await edit(press, { memberDiscountPercent: 12, isDirectPlusEligible: true })).status,
      ).toBe(200);
      expect(await shown(press)).toBe(12);
      expect((await edit(press, { isDirectPlusEligible: false })).status).toBe(200);
      expect(await shown(press)).toBe(0);
      await edit(press, { isDirectPlusEligible: true, memberDiscountPercent: 0 });
      expect(await shown(press)).toBe(0);

      const coffee = ids['F-YIRGA']!;
      expect(
        (await edit(coffee, { memberDiscountPercent: 3, isDirectPlusEligible: true })).status,
      ).toBe(200);
      expect(await shown(coffee)).toBe(10);
      // Lists carry it too (the cards show member prices).
      const listed = await api().get('/api/products?limit=100').expect(200);
      expect(listed.body.find((p: { id: string }) => p.id === coffee).memberDiscountPercent).toBe(
        10,
      );
    });

    it('when an admin sets a release time, then every answer carries it, a bad one is 400 and null clears it', async () => {
      const id = ids['F-PRESS']!;
      const releaseAt = new Date(Date.now() + 12 * 3600_000);
      const res = await edit(id, { releaseAt: releaseAt.toISOString() });
      expect(res.status).toBe(200);
      const shown = await api().get(`/api/products/${id}`).expect(200);
      expect(shown.body.releaseAt).toBe(releaseAt.toISOString());
      const listed = await api().get('/api/products?limit=100').expect(200);
      expect(listed.body.find((p: { id: string }) => p.id === id).releaseAt).toBe(
        releaseAt.toISOString(),
      );
      // A zone must be said: a bare local time would mean different moments to different readers.
      for (const bad of ['tomorrow', '2026-12-03T09:00', 42]) {
        const refused = await edit(id, { releaseAt: bad });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe('Release time must be a date and time');
      }
      expect((await edit(id, { releaseAt: null })).status).toBe(200);
      expect((await api().get(`/api/products/${id}`).expect(200)).body.releaseAt).toBeNull();
    });

    it('when a sale is switched on without an original price above the stored price, then 400', async () => {
      const id = ids['F-YIRGA']!;
      const res = await edit(id, { isSale: true });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('A sale needs an original price above the price');
      const ok = await edit(id, { isSale: true, originalPrice: '25.00' });
      expect(ok.status).toBe(200);
      // The stored original price (25.00) now bounds a new price.
      const tooHigh = await edit(id, { price: '26.00' });
      expect(tooHigh.status).toBe(400);
      expect((await edit(id, { price: '20.00' })).status).toBe(200);
    });

    it('when the inventory is edited, then inStock follows it and a movement is recorded', async () => {
      const id = ids['F-KENYA']!;
      const res = await edit(id, { inventory: 7 });
      expect(res.body).toMatchObject({ inventory: 7, inStock: true });
      const zero = await edit(id, { inventory: 0 });
      expect(zero.body).toMatchObject({ inventory: 0, inStock: false });
      const movements = await catalog.db
        .collection('stock_movements')
        .find({ productId: id })
        .toArray();
      expect(movements.map((m) => [m.before, m.after])).toEqual([
        [0, 7],
        [7, 0],
      ]);
    });

    it('when a product is held back by hand, then it stays out of stock whatever its stock', async () => {
      const id = ids['F-ESPRESSO']!;
      expect((await edit(id, { inStock: false })).body).toMatchObject({ inStock: false });
      expect((await api().get(`/api/products/${id}`)).body.inStock).toBe(false);
      expect((await edit(id, { inventory: 50 })).body).toMatchObject({ inStock: false });
      expect((await edit(id, { inStock: true })).body).toMatchObject({ inStock: true });
    });

    it('when an optional field is cleared with null, then it is gone', async () => {
      const id = ids['F-MUG']!;
      const res = await edit(id, { unitSize: '12 oz' });
      expect(res.body.unitSize).toBe('12 oz');
      expect((await edit(id, { unitSize: null })).body.unitSize).toBeNull();
    });

    it('when the sku is another product’s, then 409', async () => {
      const res = await edit(ids['F-MUG']!, { sku: 'F-HOUSE' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(PRODUCT_SKU_TAKEN_MESSAGE);
      expect((await edit(ids['F-MUG']!, { sku: 'F-MUG' })).status).toBe(200);
    });

    it.each([
      [{}, 'No changes to save'],
      [{ price: '-1' }, ''],
      [{ name: 'x'.repeat(121) }, 'Name must be at most 120 characters'],
      [{ id: 'abc' }, 'Unknown field: id'],
    ])('when the update is %j, then 400', async (update, message) => {
      const res = await edit(ids['F-MUG']!, update);
      expect(res.status).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    });

    it('when the product does not exist, then 404', async () => {
      const res = await edit('a'.repeat(24), { name: 'Ghost' });
      expect(res.status).toBe(404);
    });

    it.each(roles.filter((r) => r !== 'admin'))(
      'when the actor is a %s, then 403',
      async (role) => {
        const res = await edit(ids['F-MUG']!, { name: 'Not Allowed' }, actor(role));
        expect(res.status).toBe(403);
      },
    );
  });

  describe('PUT /internal/staff/products/:id/image', () => {
    const fetchImage = (url: string) =>
      api()
        .get(url)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });

    it.each([
      ['image/png', PNG],
      ['image/jpeg', JPEG],
      ['image/webp', WEBP],
    ])(
      'when a %s is uploaded, then it is stored re-encoded as a WebP, the product shows it and the image route serves it',
      async (type, body) => {
        const id = ids['F-HOUSE']!;
        const res = await upload(id, body, type);
        expect(res.status).toBe(200);
        const url = res.body.imageUrl as string;
        expect(url).toMatch(new RegExp(`^/api/products/images/${id}-[0-9a-f]{16}\\.webp$`));
        expect((await api().get(`/api/products/${id}`)).body.imageUrl).toBe(url);
        const image = await fetchImage(url);
        expect(image.status).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        expect(image.headers['x-content-type-options']).toBe('nosniff');
        expect(await sharp(image.body as Buffer).metadata()).toMatchObject({
          format: 'webp',
          width: 8,
          height: 6,
        });
        const again = await api().get(url).set('if-none-match', image.headers.etag!);
        expect(again.status).toBe(304);
      },
    );

    describe('a polyglot (a picture that is also a page or a script)', () => {
      const PAYLOAD = '<script>alert(document.cookie)</script><html><body>polyglot</body></html>';

      /** A PNG chunk of `type` holding `data`, with its CRC. */
      const pngChunk = (type: string, data: Buffer) => {
        const length = Buffer.alloc(4);
        length.writeUInt32BE(data.length);
        const crc = Buffer.alloc(4);
        crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])) >>> 0);
        return Buffer.concat([length, Buffer.from(type), data, crc]);
      };
      const afterIhdr = 8 + 25;
      const polyglots: Array<[string, Buffer, string]> = [
        [
          'a PNG with a page after its end',
          Buffer.concat([PNG, Buffer.from(PAYLOAD)]),
          'image/png',
        ],
        [
          'a PNG with a script in a text chunk',
          Buffer.concat([
            PNG.subarray(0, afterIhdr),
            pngChunk('tEXt', Buffer.from(`Comment\0${PAYLOAD}`)),
            PNG.subarray(afterIhdr),
          ]),
          'image/png',
        ],
        [
          'a JPEG with a script in a comment',
          Buffer.concat([
            JPEG.subarray(0, 2),
            Buffer.from([0xff, 0xfe, (PAYLOAD.length + 2) >> 8, (PAYLOAD.length + 2) & 0xff]),
            Buffer.from(PAYLOAD),
            JPEG.subarray(2),
          ]),
          'image/jpeg',
        ],
        [
          'a JPEG with a page after its end',
          Buffer.concat([JPEG, Buffer.from(PAYLOAD)]),
          'image/jpeg',
        ],
      ];

      it.each(polyglots)(
        'when %s is uploaded, then the payload is gone from what is stored and what is served',
        async (_case, body, type) => {
          expect(body.includes(PAYLOAD)).toBe(true);
          const id = ids['F-MUG']!;
          const res = await upload(id, body, type);
          expect(res.status).toBe(200);
          const url = res.body.imageUrl as string;
          const stored = await catalog.db
            .collection('product_images')
            .findOne({ _id: url.split('/').pop() as never });
          const storedBytes = Buffer.from((stored!.body as { buffer: Uint8Array }).buffer);
          expect(stored!.contentType).toBe('image/webp');
          expect(storedBytes.includes('script')).toBe(false);
          expect(storedBytes.includes('<html')).toBe(false);
          const served = await fetchImage(url);
          expect(served.headers['content-type']).toBe('image/webp');
          expect((served.body as Buffer).includes('script')).toBe(false);
          expect((served.body as Buffer).equals(storedBytes)).toBe(true);
          // Still the picture.
          expect(await sharp(served.body as Buffer).metadata()).toMatchObject({
            width: 8,
            height: 6,
          });
        },
      );

      it('when a photo carries EXIF (a location, a camera), then none of it is stored', async () => {
        const photo = await sharp({
          create: { width: 40, height: 30, channels: 3, background: '#6f4e37' },
        })
          .jpeg()
          .withExif({ IFD0: { Copyright: 'secret-place-52.5200N', Artist: 'Ada' } })
          .toBuffer();
        expect(photo.includes('secret-place')).toBe(true);
        const res = await upload(ids['F-MUG']!, photo, 'image/jpeg');
        const served = await fetchImage(res.body.imageUrl as string);
        expect((served.body as Buffer).includes('secret-place')).toBe(false);
        expect((await sharp(served.body as Buffer).metadata()).exif).toBeUndefined();
      });
    });

    it('when a picture is larger than 2048 px a side, then it is kept at 2048 with its proportions', async () => {
      const wide = await sharp({
        create: { width: 3000, height: 1500, channels: 3, background: '#6f4e37' },
      })
        .png()
        .toBuffer();
      const res = await upload(ids['F-HOUSE']!, wide, 'image/png');
      const image = await fetchImage(res.body.imageUrl as string);
      expect(await sharp(image.body as Buffer).metadata()).toMatchObject({
        width: 2048,
        height: 1024,
      });
    });

    it.each([
      ['a PNG', FAKE_PNG, 'image/png'],
      ['a JPEG', FAKE_JPEG, 'image/jpeg'],
      ['a WebP', FAKE_WEBP, 'image/webp'],
      ['a PNG cut short', PNG.subarray(0, PNG.length - 20), 'image/png'],
    ])(
      'when the bytes start like %s but do not decode, then 400 says the picture could not be read and nothing changes',
      async (_case, body, type) => {
        const before = (await api().get(`/api/products/${ids['F-KENYA']}`)).body.imageUrl;
        const images = await catalog.db.collection('product_images').countDocuments();
        const res = await upload(ids['F-KENYA']!, body, type);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(PRODUCT_IMAGE_UNREADABLE_MESSAGE);
        expect((await api().get(`/api/products/${ids['F-KENYA']}`)).body.imageUrl).toBe(before);
        expect(await catalog.db.collection('product_images').countDocuments()).toBe(images);
      },
    );

    describe('an uploaded picture at a width (?w=)', () => {
      const fetchBinary = (url: string) =>
        api()
          .get(url)
          .buffer(true)
          .parse((r, done) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => done(null, Buffer.concat(chunks)));
          });
      const photo = (width: number, height: number) =>
        sharp({ create: { width, height, channels: 3, background: '#6f4e37' } })
          .png()
          .toBuffer();

      it('when a large photo is asked for narrower, then a WebP of that width with its proportions comes', async () => {
        const res = await upload(ids['F-HOUSE']!, await photo(1200, 800), 'image/png');
        const url = res.body.imageUrl as string;
        for (const width of [320, 960]) {
          const image = await fetchBinary(`${url}?w=${width}`);
          expect(image.status).toBe(200);
          expect(image.headers['content-type']).toBe('image/webp');
          const meta = await sharp(image.body as Buffer).metadata();
          expect(meta).toMatchObject({
            format: 'webp',
            width,
            height: Math.round((width * 2) / 3),
          });
        }
      });

      it('when a small photo is asked for wider than it is, then it is not enlarged', async () => {
        const res = await upload(ids['F-HOUSE']!, await photo(100, 100), 'image/png');
        const image = await fetchBinary(`${res.body.imageUrl}?w=480`);
        expect(await sharp(image.body as Buffer).metadata()).toMatchObject({ width: 100 });
      });

      it('when an upload stored before re-encoding cannot be rendered, then it is served as it is rather than failing', async () => {
        const name = `${ids['F-HOUSE']}-${'0'.repeat(16)}.png`;
        await catalog.db.collection('product_images').insertOne({
          _id: name as never,
          productId: ids['F-HOUSE'],
          contentType: 'image/png',
          body: FAKE_PNG,
        });
        const image = await fetchBinary(`/api/products/images/${name}?w=320`);
        expect(image.status).toBe(200);
        expect(image.headers['content-type']).toBe('image/png');
        expect(Buffer.compare(image.body as Buffer, FAKE_PNG)).toBe(0);
      });
    });

    it('when the actor comes as an x-staff-actor header, then it is taken too', async () => {
      const res = await api()
        .put(`/internal/staff/products/${ids['F-MUG']}/image`)
        .set(catalog.internal)
        .set('x-staff-actor', JSON.stringify(actor()))
        .set('content-type', 'image/png')
        .send(PNG);
      expect(res.status).toBe(200);
    });

    it('when the type is not a picture type, then 415 with the message', async () => {
      const res = await upload(ids['F-MUG']!, Buffer.from('<svg/>'), 'image/svg+xml');
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(PRODUCT_IMAGE_TYPE_MESSAGE);
    });

    it.each([
      ['a PNG sent as JPEG', PNG, 'image/jpeg'],
      ['text sent as PNG', Buffer.from('hello, not a picture'), 'image/png'],
      ['an empty body', Buffer.alloc(0), 'image/webp'],
    ])('when the bytes are %s, then 400 with the message', async (_case, body, type) => {
      const before = (await api().get(`/api/products/${ids['F-KENYA']}`)).body.imageUrl;
      const res = await upload(ids['F-KENYA']!, body, type);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PRODUCT_IMAGE_TYPE_MESSAGE);
      expect((await api().get(`/api/products/${ids['F-KENYA']}`)).body.imageUrl).toBe(before);
    });

    it('when the picture is over 2 MB, then 413 with the message', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(MAX_PRODUCT_IMAGE_BYTES)]);
      const res = await upload(ids['F-MUG']!, big, 'image/png');
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(PRODUCT_IMAGE_SIZE_MESSAGE);
    });

    it('when exactly 2 MB, then taken', async () => {
      const exact = Buffer.concat([PNG, Buffer.alloc(MAX_PRODUCT_IMAGE_BYTES - PNG.length)]);
      const res = await upload(ids['F-MUG']!, exact, 'image/png');
      expect(res.status).toBe(200);
    });

    it('when the actor is missing, then 400; not an admin, 403; no such product, 404', async () => {
      const none = await api()
        .put(`/internal/staff/products/${ids['F-MUG']}/image`)
        .set(catalog.internal)
        .set('content-type', 'image/png')
        .send(PNG);
      expect(none.status).toBe(400);
      expect((await upload(ids['F-MUG']!, PNG, 'image/png', actor('manager'))).status).toBe(403);
      expect((await upload('a'.repeat(24), PNG, 'image/png')).status).toBe(404);
    });

    it.each(roles.filter((r) => r !== 'admin'))(
      'when the uploading actor is a %s, then 403 and the picture stays',
      async (role) => {
        const before = (await api().get(`/api/products/${ids['F-YIRGA']}`)).body.imageUrl;
        const res = await upload(ids['F-YIRGA']!, PNG, 'image/png', actor(role));
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Forbidden');
        expect((await api().get(`/api/products/${ids['F-YIRGA']}`)).body.imageUrl).toBe(before);
      },
    );

    it('when an uploaded name is asked for that was never stored, then 404', async () => {
      const res = await api().get(`/api/products/images/${'a'.repeat(24)}-${'0'.repeat(16)}.png`);
      expect(res.status).toBe(404);
    });
  });

  describe('GET /internal/staff/low-stock', () => {
    it('when asked, then products at or below the threshold, lowest first, with the total', async () => {
      const res = await api().get('/internal/staff/low-stock?limit=1').set(catalog.internal);
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(1);
      expect(res.body.total).toBeGreaterThanOrEqual(1);
      const all = await api().get('/internal/staff/low-stock').set(catalog.internal);
      const stock = all.body.items.map((p: { inventory: number }) => p.inventory);
      expect(stock.every((n: number) => n <= 10)).toBe(true);
      expect(stock).toEqual([...stock].sort((a, b) => a - b));
    });

    it.each(['?limit=0', '?limit=101', '?limit=x', '?foo=1'])('when %s, then 400', async (q) => {
      expect((await api().get(`/internal/staff/low-stock${q}`).set(catalog.internal)).status).toBe(
        400,
      );
    });
  });
});
