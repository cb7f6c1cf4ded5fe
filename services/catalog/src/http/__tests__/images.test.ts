import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';
import { demoProducts } from '../../data/seed/demo-products';

const svg = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${label}</title></svg>`;

describe('GET /api/products/images/:file', () => {
  let catalog: StartedCatalog;
  let root: string;
  let dir: string;
  const get = (file: string) => request(catalog.url).get(`/api/products/images/${file}`);

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'catalog-images-'));
    dir = path.join(root, 'products');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'house-blend.svg'), svg('House Blend'));
    writeFileSync(path.join(dir, 'ethiopia-2.svg'), svg('Ethiopia'));
    mkdirSync(path.join(dir, 'folder.svg'));
    // A file beside the pictures folder that no image name may reach.
    writeFileSync(path.join(root, 'secret.svg'), svg('secret'));
    catalog = await startCatalog({ CATALOG_ASSETS_DIR: dir });
  });

  afterAll(async () => {
    await catalog.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('when the picture exists, then it is sent as SVG with a day of public caching and an ETag', async () => {
    const res = await get('house-blend.svg').buffer(true).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body.toString()).toBe(svg('House Blend'));
  });

  it('when the browser already has this version, then the answer is 304 without a body', async () => {
    const { headers } = await get('house-blend.svg').expect(200);
    const res = await get('house-blend.svg').set('If-None-Match', headers.etag!).expect(304);
    expect(res.text).toBeFalsy();
    const other = await get('ethiopia-2.svg').expect(200);
    expect(other.headers.etag).not.toBe(headers.etag);
  });

  it('when the file changes on disk, then the new content and a new ETag are served', async () => {
    const file = path.join(dir, 'ethiopia-2.svg');
    const before = await get('ethiopia-2.svg').expect(200);
    writeFileSync(file, svg('Ethiopia, redrawn'));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const after = await get('ethiopia-2.svg').buffer(true).expect(200);
    expect(after.body.toString()).toBe(svg('Ethiopia, redrawn'));
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('when asked with HEAD, then the headers come without the body', async () => {
    const res = await request(catalog.url).head('/api/products/images/house-blend.svg').expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.text).toBeFalsy();
  });

  it.each([
    ['a missing picture', 'no-such-product.svg'],
    ['a folder', 'folder.svg'],
    ['another extension', 'house-blend.png'],
    ['capitals', 'House-Blend.svg'],
    ['a double extension', 'house-blend.svg.svg'],
    ['a leading hyphen', '-house-blend.svg'],
    ['an encoded parent path', '..%2Fsecret.svg'],
    ['an encoded backslash path', '..%5Csecret.svg'],
    ['an encoded dot-dot', '%2E%2E%2Fsecret.svg'],
    ['a double-encoded path', '%252E%252E%252Fsecret.svg'],
    ['a null byte', 'house-blend.svg%00.png'],
    ['a hidden file', '.house-blend.svg'],
    [`a very long name`, `${'a'.repeat(200)}.svg`],
  ])('when the name is %s, then the answer is 404 JSON Image not found', async (_case, file) => {
    const res = await get(file).expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ message: 'Image not found', code: 'IMAGE_NOT_FOUND' });
  });

  describe('at a width (?w=)', () => {
    const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="#c8553d"/><circle cx="200" cy="200" r="100" fill="#f2f6f1"/></svg>`;
    const binary = (test: request.Test) =>
      test.buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });

    beforeAll(() => writeFileSync(path.join(dir, 'drawing.svg'), drawing));

    it.each([160, 320, 960])(
      'when a drawing is asked for %i pixels wide, then it comes as a WebP drawn at that width',
      async (width) => {
        const res = await binary(get(`drawing.svg?w=${width}`)).expect(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        const meta = await sharp(res.body as Buffer).metadata();
        expect(meta).toMatchObject({ format: 'webp', width, height: width });
        // Drawn, not blank: the centre is the circle's colour, the corner the background's.
        const { data } = await sharp(res.body as Buffer)
          .extract({ left: width / 2, top: width / 2, width: 1, height: 1 })
          .raw()
          .toBuffer({ resolveWithObject: true });
        expect([...data.subarray(0, 3)].every((c) => Math.abs(c - 0xf0) < 12)).toBe(true);
      },
    );

    it('when the rendition is asked for again with its ETag, then the answer is 304; widths differ in ETag', async () => {
      const first = await get('drawing.svg?w=320').expect(200);
      await get('drawing.svg?w=320').set('If-None-Match', first.headers.etag!).expect(304);
      const wider = await get('drawing.svg?w=640').expect(200);
      const original = await get('drawing.svg').expect(200);
      expect(new Set([first.headers.etag, wider.headers.etag, original.headers.etag]).size).toBe(3);
    });

    it('when many ask for one rendition at once, then all get the same picture', async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => binary(get('ethiopia-2.svg?w=480')).expect(200)),
      );
      const bodies = new Set(answers.map((r) => (r.body as Buffer).toString('base64')));
      expect(bodies.size).toBe(1);
    });

    it('when the drawing changes on disk, then its rendition is drawn again', async () => {
      const file = path.join(dir, 'drawing.svg');
      const before = await binary(get('drawing.svg?w=160')).expect(200);
      writeFileSync(file, drawing.replace('#f2f6f1', '#000000'));
      const later = new Date(Date.now() + 10_000);
      utimesSync(file, later, later);
      const after = await binary(get('drawing.svg?w=160')).expect(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect((after.body as Buffer).equals(before.body as Buffer)).toBe(false);
    });

    it.each([
      ['a width not offered', 'w=500'],
      ['zero', 'w=0'],
      ['a negative width', 'w=-320'],
      ['text', 'w=wide'],
      ['a width twice', 'w=320&w=480'],
    ])(
      'when the query has %s, then the answer is 400 with the widths offered',
      async (_c, query) => {
        const res = await get(`drawing.svg?${query}`).expect(400);
        expect(res.body).toMatchObject({
          message: 'Image width must be one of 160, 320, 480, 640, 960',
          code: 'VALIDATION_FAILED',
        });
      },
    );

    it('when the query has an unknown parameter, then the answer is 400 naming it', async () => {
      const res = await get('drawing.svg?width=320').expect(400);
      expect(res.body).toMatchObject({ message: 'Unknown field: width' });
    });

    it('when a missing picture is asked for at a width, then the answer is 404', async () => {
      const res = await get('no-such-product.svg?w=320').expect(404);
      expect(res.body).toMatchObject({ code: 'IMAGE_NOT_FOUND' });
    });
  });

  it('when the path climbs out in plain segments, then nothing is served', async () => {
    const res = await request(catalog.url)
      .get('/api/products/images/x/../../secret.svg')
      .expect(404);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.text).not.toContain('<svg');
  });
});

describe('product pictures as shipped', () => {
  let catalog: StartedCatalog;

  beforeAll(async () => {
    catalog = await startCatalog();
  });

  afterAll(async () => {
    await catalog.stop();
  });

  it('when every demo product picture is asked for from the default folder, then each is served', async () => {
    const urls = [...new Set(demoProducts.map((p) => p.imageUrl))];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/products\/images\/[a-z0-9-]+\.svg$/);
      const res = await request(catalog.url).get(url!).expect(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });
});
