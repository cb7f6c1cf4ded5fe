import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
