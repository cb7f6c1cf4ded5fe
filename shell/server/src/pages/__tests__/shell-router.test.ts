import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createShellRouter, pageLinkHeader } from '../shell';

let dir: string;
let app: express.Express;
let origins: string[] = ['http://localhost:3001', 'https://cdn.example.com'];

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-shell-router-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><div id="root"></div>${' '.repeat(2000)}`,
  );
  writeFileSync(path.join(dir, 'main.0123456789.js'), 'console.log("shell");\n'.repeat(200));
  writeFileSync(
    path.join(dir, 'main.0123456789.js.map'),
    JSON.stringify({ version: 3, sourcesContent: ['const secret = 1;'.repeat(100)] }),
  );
  app = express();
  app.use(createShellRouter(dir, pino({ level: 'silent' }), { remoteOrigins: () => origins }));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('shell page hints', () => {
  it('when a page is served, then its Link header preconnects to every remote origin (the remote map is inside the page)', async () => {
    const res = await request(app).get('/category/beans').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['link']).toBe(
      '<http://localhost:3001>; rel=preconnect; crossorigin=anonymous, ' +
        '<https://cdn.example.com>; rel=preconnect; crossorigin=anonymous',
    );
  });

  it('when the remote origins change, then the next page names the new ones', async () => {
    origins = ['http://remotes.example.com'];
    const res = await request(app).get('/').set('Accept', 'text/html');
    expect(res.headers['link']).toContain('<http://remotes.example.com>; rel=preconnect');
    expect(res.headers['link']).not.toContain('localhost:3001');
  });

  it('when a bundle is fetched, then it carries no page hints but comes compressed and immutable', async () => {
    const res = await request(app).get('/main.0123456789.js').set('Accept-Encoding', 'gzip');
    expect(res.headers['link']).toBeUndefined();
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toContain('console.log("shell")');
  });

  it('when no remote origin is known, then there is no Link header', async () => {
    expect(pageLinkHeader([])).toBe('');
    origins = [];
    const res = await request(app).get('/').set('Accept', 'text/html');
    expect(res.headers['link']).toBeUndefined();
    origins = ['http://remotes.example.com'];
  });
});

describe('source maps', () => {
  it.each(['/main.0123456789.js.map', '/main.0123456789.js.%6Dap', '/MAIN.0123456789.JS.MAP'])(
    'when %s is asked for (compressed or not), then 404 and no original source',
    async (file) => {
      for (const encoding of ['br', 'identity']) {
        const res = await request(app).get(file).set('Accept-Encoding', encoding);
        expect(res.status).toBe(404);
        expect(res.text).not.toContain('sourcesContent');
      }
    },
  );

  it('when SERVE_SOURCE_MAPS is on, then the map is served', async () => {
    const withMaps = express();
    withMaps.use(createShellRouter(dir, pino({ level: 'silent' }), { serveSourceMaps: true }));
    const res = await request(withMaps).get('/main.0123456789.js.map');
    expect(res.status).toBe(200);
    expect(res.text).toContain('sourcesContent');
  });
});
