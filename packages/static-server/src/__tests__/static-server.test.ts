import request from 'supertest';
import { IMMUTABLE, NO_CACHE, cacheControlFor } from '../cache-policy';
import { createStaticServer } from '../server';
import { sourceMapsServed } from '../source-maps';
import { makeBuiltRemote, type BuiltRemote } from './fixture';

let remote: BuiltRemote;
let app: ReturnType<typeof createStaticServer>;

beforeEach(() => {
  remote = makeBuiltRemote();
  app = createStaticServer({ dir: remote.dir });
});
afterEach(() => remote.cleanup());

describe('caching and CORS', () => {
  it('when remoteEntry.js is requested, then it is readable from any origin and never cached unvalidated', async () => {
    const res = await request(app).get('/remoteEntry.js').set('Origin', 'http://localhost:8080');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toContain('var catalog');
  });

  it('when mf-manifest.json is requested, then it is JSON with no-cache', async () => {
    const res = await request(app).get('/mf-manifest.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.body).toMatchObject({ name: 'catalog' });
  });

  it('when a content-hashed chunk, its source map (served with SERVE_SOURCE_MAPS) or a hashed asset is requested, then it is cached as immutable', async () => {
    const withMaps = createStaticServer({ dir: remote.dir, serveSourceMaps: true });
    for (const file of [
      '/main.0123456789.js',
      '/main.0123456789.js.map',
      '/assets/logo.abcdef0123.svg',
    ]) {
      const res = await request(withMaps).get(file);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('when the server build is requested, then its ssr-manifest.json is no-cache like mf-manifest.json and its hashed bundle immutable', async () => {
    const manifest = await request(app).get('/server/ssr-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/application\/json/);
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.body).toMatchObject({ entry: 'catalog.0123456789.js' });

    const bundle = await request(app).get(`/server/${manifest.body.entry}`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.headers['cache-control']).toBe(IMMUTABLE);
    expect(bundle.text).toContain('module.exports');
  });

  it('when a bundle of a development build (no hash) is requested, then it must be revalidated', () => {
    expect(cacheControlFor('/srv/dist/server/catalog.js')).toBe(NO_CACHE);
    expect(cacheControlFor('/srv/dist/server/ssr-manifest.json')).toBe(NO_CACHE);
    expect(cacheControlFor('/srv/dist/server/catalog.0123456789.js')).toBe(IMMUTABLE);
  });

  it('when an unhashed file is requested, then it must be revalidated', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
  });

  it('when the browser revalidates with the ETag it holds, then it gets 304 without a body', async () => {
    const first = await request(app).get('/remoteEntry.js');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await request(app).get('/remoteEntry.js').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('when a CORS preflight arrives, then it is answered 204 with the allowed methods', async () => {
    const res = await request(app)
      .options('/remoteEntry.js')
      .set('Origin', 'http://localhost:8080')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'x-request-id');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toContain('GET');
    expect(res.headers['access-control-allow-headers']).toBe('x-request-id');
  });
});

describe('standalone page', () => {
  it('when the root is requested, then index.html is served with no-cache', async () => {
    const res = await request(app).get('/').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.text).toContain('<title>Catalog</title>');
  });

  it('when a client route of the standalone page is requested, then index.html is served', async () => {
    const res = await request(app)
      .get('/product/42')
      .set('Accept', 'text/html,application/xhtml+xml');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.text).toContain('<div id="root">');
  });

  it('when a missing chunk is requested, then it is a 404 JSON, not the HTML page', async () => {
    const res = await request(app).get('/chunk.ffffffffff.js').set('Accept', '*/*');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: 'Not found: /chunk.ffffffffff.js' });
  });

  it('when a client route is requested by something that does not accept HTML, then it is a 404 JSON', async () => {
    const res = await request(app).get('/product/42').set('Accept', 'application/json');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Not found: /product/42');
  });

  it('when the fallback is switched off, then client routes are 404', async () => {
    const strict = createStaticServer({ dir: remote.dir, spaFallback: false });
    const res = await request(strict).get('/product/42').set('Accept', 'text/html');
    expect(res.status).toBe(404);
  });

  it('when the build has no index.html, then client routes are 404 and assets are still served', async () => {
    const bare = makeBuiltRemote({ withIndex: false });
    try {
      const server = createStaticServer({ dir: bare.dir });
      expect((await request(server).get('/product/42').set('Accept', 'text/html')).status).toBe(
        404,
      );
      expect((await request(server).get('/remoteEntry.js')).status).toBe(200);
    } finally {
      bare.cleanup();
    }
  });
});

describe('compression', () => {
  it('when the client accepts gzip, then large text files are sent gzipped', async () => {
    const res = await request(app).get('/main.0123456789.js').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.text).toContain('xxxx');
  });

  it('when the client does not accept gzip, then the file is sent as is', async () => {
    const res = await request(app).get('/main.0123456789.js').set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text.length).toBeGreaterThan(4000);
  });
});

describe('bad requests', () => {
  it('when a write method is used, then it is a 405 JSON and nothing is served', async () => {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const res = await request(app)[method]('/remoteEntry.js').send({ a: 1 });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(res.body).toEqual({ message: `Method ${method.toUpperCase()} not allowed` });
    }
  });

  it('when a path climbs out of the build folder, then the file beside it is not served', async () => {
    for (const attempt of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
    ]) {
      const res = await request(app).get(attempt).set('Accept', 'text/plain');
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.text).not.toContain('do not serve');
    }
  });

  it('when the path has malformed percent-encoding, then it is a 400 JSON', async () => {
    const res = await request(app).get('/%E0%A4%A.js');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed URL' });
  });

  it('when a dotfile is requested, then it is not served', async () => {
    const res = await request(app).get('/.env').set('Accept', 'text/plain');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('SECRET');
  });

  it('when a folder is requested without its trailing slash, then it is a 404, not a redirect', async () => {
    const res = await request(app).get('/assets').set('Accept', 'application/json');
    expect(res.status).toBe(404);
  });
});

describe('source maps', () => {
  it.each([
    '/main.0123456789.js.map',
    '/MAIN.0123456789.JS.MAP',
    '/main.0123456789.js.%6dap',
    '/server/catalog.0123456789.js.map',
  ])(
    'when %s is requested by default, then 404 and the original source is not sent',
    async (file) => {
      const res = await request(app).get(file);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('"version":3');
    },
  );

  it('when a missing map is requested, then it is the same 404 as an existing one', async () => {
    const res = await request(app).get('/nope.js.map');
    expect(res.status).toBe(404);
  });

  it('when SERVE_SOURCE_MAPS is on, then the map is served', async () => {
    const res = await request(createStaticServer({ dir: remote.dir, serveSourceMaps: true })).get(
      '/main.0123456789.js.map',
    );
    expect(res.status).toBe(200);
    expect(res.text).toBe('{"version":3}');
  });

  it('when the flag is read from the environment, then only the exact value true turns it on', () => {
    expect(sourceMapsServed({})).toBe(false);
    expect(sourceMapsServed({ SERVE_SOURCE_MAPS: '1' })).toBe(false);
    expect(sourceMapsServed({ SERVE_SOURCE_MAPS: 'true' })).toBe(true);
  });
});

describe('health', () => {
  it('when /healthz is requested, then it answers 200 ok and is not cached', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the build folder has gone, then /healthz answers 503', async () => {
    remote.cleanup();
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('unavailable');
  });
});
