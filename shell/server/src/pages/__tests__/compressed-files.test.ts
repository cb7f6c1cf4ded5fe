import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { createCompressedFiles } from '../compressed-files';

// A bundle-like file: long enough to be worth compressing, repetitive like real JavaScript.
const BUNDLE = 'export function add(a, b) { return a + b; }\n'.repeat(400);
const HASHED = '/main.0123456789.js';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that, unlike fetch and supertest, leaves the body exactly as sent. */
function get(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

let dir: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-compressed-'));
  writeFileSync(path.join(dir, 'main.0123456789.js'), BUNDLE);
  writeFileSync(path.join(dir, 'tiny.js'), 'x()');
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><p>${'coffee '.repeat(300)}</p>`);
  writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));
  mkdirSync(path.join(dir, '.hidden'));
  writeFileSync(path.join(dir, '.hidden', 'secret.js'), BUNDLE);

  const compressed = createCompressedFiles(dir, {
    cacheControl: (file) => (file.endsWith(HASHED.slice(1)) ? 'immutable-policy' : 'no-cache'),
  });
  const app = express();
  app.use(compressed.middleware);
  app.use(express.static(dir, { index: false }));
  app.get('/page', (req, res, next) =>
    compressed.sendFile(req, res, next, path.join(dir, 'index.html')),
  );
  app.use((_req, res) => res.status(404).send('not found'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('compressed static files', () => {
  it('when a browser accepts brotli, then the bundle comes brotli-compressed with its cache policy', async () => {
    const res = await get(`${origin}${HASHED}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('immutable-policy');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(BUNDLE.length / 10);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(BUNDLE);
  });

  it('when a client accepts only gzip, then it gets gzip', async () => {
    const res = await get(`${origin}${HASHED}`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body).toString()).toBe(BUNDLE);
  });

  it('when a client sends no Accept-Encoding or asks for a range, then the bytes come as they are', async () => {
    const cases: Record<string, string>[] = [{}, { 'accept-encoding': 'br', range: 'bytes=0-99' }];
    for (const headers of cases) {
      const res = await get(`${origin}${HASHED}`, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(BUNDLE.startsWith(res.body.toString())).toBe(true);
    }
  });

  it('when the file is tiny or not text, then it is not compressed', async () => {
    const tiny = await get(`${origin}/tiny.js`, { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('x()');
    const png = await get(`${origin}/photo.png`, { 'accept-encoding': 'br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(4096);
  });

  it('when the browser revalidates with the ETag, then it gets 304 and no body', async () => {
    const first = await get(`${origin}${HASHED}`, { 'accept-encoding': 'br' });
    const again = await get(`${origin}${HASHED}`, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('when a HEAD is sent, then the headers describe the compressed body and none follows', async () => {
    const res = await get(`${origin}${HASHED}`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  it('when a path leaves the folder or names a hidden file, then the middleware serves nothing', async () => {
    for (const url of ['/%2e%2e/etc/passwd.js', '/.hidden/secret.js', '/%E0%A4%A.js']) {
      const res = await get(`${origin}${url}`, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.status).not.toBe(200);
    }
  });

  it('when a file changes on disk, then the new content is compressed and served', async () => {
    const file = path.join(dir, 'app.js');
    writeFileSync(file, BUNDLE);
    await get(`${origin}/app.js`, { 'accept-encoding': 'br' });
    const changed = `${BUNDLE}// v2\n`;
    writeFileSync(file, changed);
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const res = await get(`${origin}/app.js`, { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(changed);
  });

  it('when one known file is sent (the page fallback), then it is compressed too', async () => {
    const res = await get(`${origin}/page`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(zlib.brotliDecompressSync(res.body).toString()).toContain('coffee coffee');
    const plain = await get(`${origin}/page`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('coffee coffee');
  });
});
