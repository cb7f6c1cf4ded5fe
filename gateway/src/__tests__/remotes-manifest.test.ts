import { writeFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { startHarness, type Harness } from './support/harness';
import { removeTempDirs, tempDir } from './support/temp-dir';

afterAll(removeTempDirs);

describe('remote manifest from env/defaults', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      config: {
        remoteUrls: {
          catalog: 'https://cdn.example.com/catalog/1.4.0',
          cart_checkout: 'http://localhost:3002',
          membership: 'http://localhost:3003/',
          account: 'https://cdn.example.com/account/2.0.0/mf-manifest.json',
          staff: 'http://localhost:3005',
        },
      },
    });
  });
  afterAll(() => h.close());

  it('when /remotes.json is fetched, then it lists every remote manifest URL, uncached', async () => {
    const res = await request(h.url).get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      remotes: {
        catalog: 'https://cdn.example.com/catalog/1.4.0/mf-manifest.json',
        cart_checkout: 'http://localhost:3002/mf-manifest.json',
        membership: 'http://localhost:3003/mf-manifest.json',
        account: 'https://cdn.example.com/account/2.0.0/mf-manifest.json',
        staff: 'http://localhost:3005/mf-manifest.json',
      },
    });
  });
});

describe('remote manifest from REMOTES_FILE', () => {
  let h: Harness;
  let file: string;
  let stamp = Date.now() / 1000;

  /** Writes the file and moves its mtime forward, as a deploy would. */
  function deploy(content: string) {
    writeFileSync(file, content);
    stamp += 10;
    utimesSync(file, stamp, stamp);
  }

  beforeAll(async () => {
    file = path.join(tempDir('gateway-remotes-'), 'remotes.json');
    deploy(JSON.stringify({ remotes: { catalog: 'http://127.0.0.1:4101' } }));
    h = await startHarness({ config: { remotesFile: file } });
  });
  afterAll(() => h.close());

  it('when the file names some remotes, then those win and the rest come from configuration', async () => {
    const res = await request(h.url).get('/remotes.json');
    expect(res.body.remotes).toMatchObject({
      catalog: 'http://127.0.0.1:4101/mf-manifest.json',
      staff: 'http://localhost:3005/mf-manifest.json',
    });
  });

  it('when the file changes, then the next request serves the new manifest without a restart', async () => {
    deploy(JSON.stringify({ remotes: { catalog: 'http://127.0.0.1:4201/v2/' } }));
    const res = await request(h.url).get('/remotes.json');
    expect(res.body.remotes.catalog).toBe('http://127.0.0.1:4201/v2/mf-manifest.json');
  });

  it('when the file changes, then the page CSP follows the new origins', async () => {
    deploy(JSON.stringify({ catalog: 'https://new-cdn.example.org/catalog' }));
    const res = await request(h.url).get('/some/page').set('Accept', 'text/html');
    expect(res.headers['content-security-policy']).toContain('https://new-cdn.example.org');
    expect(res.headers['content-security-policy']).not.toContain('127.0.0.1:4201');
  });

  it('when the file is broken mid-deploy, then the last good manifest is kept', async () => {
    deploy(JSON.stringify({ catalog: 'http://127.0.0.1:4301' }));
    expect((await request(h.url).get('/remotes.json')).body.remotes.catalog).toBe(
      'http://127.0.0.1:4301/mf-manifest.json',
    );
    deploy('{ "remotes": { "catalog": ');
    const res = await request(h.url).get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.body.remotes.catalog).toBe('http://127.0.0.1:4301/mf-manifest.json');
  });

  it('when the file names a non-http URL, then it is refused and the last good manifest is kept', async () => {
    deploy(JSON.stringify({ catalog: 'javascript:alert(1)' }));
    const res = await request(h.url).get('/remotes.json');
    expect(res.body.remotes.catalog).toBe('http://127.0.0.1:4301/mf-manifest.json');
  });
});
