import pino from 'pino';
import { removeTempDirs } from '../../__tests__/support/temp-dir';
import {
  startFakeRemote,
  writeShellDist,
  type FakeRemote,
} from '../../__tests__/support/ssr-fixtures';
import { SsrBundles } from '../ssr-bundles';

afterAll(removeTempDirs);

/** The gateway's loader of server bundles, as NODE_ENV=production configures it (issue 24). */
describe('SsrBundles with NODE_ENV=production', () => {
  let remote: FakeRemote;
  const logs: Array<Record<string, unknown>> = [];
  const bundles = (requireHttps: boolean) =>
    new SsrBundles({
      shellDist: writeShellDist(),
      logger: pino(
        { level: 'info' },
        { write: (line: string) => void logs.push(JSON.parse(line)) },
      ),
      fetch: globalThis.fetch,
      manifestTtlMs: 1000,
      waitMs: 1000,
      fetchTimeoutMs: 1000,
      maxBundleBytes: 1024 * 1024,
      keepBundles: 3,
      retryMs: 1000,
      requireHttps,
    });

  beforeAll(async () => {
    remote = await startFakeRemote();
  });
  afterAll(() => remote.close());
  beforeEach(() => {
    logs.length = 0;
  });

  it('when a remote is served over plain http from another machine, then nothing is fetched and the warning says why', async () => {
    const loader = bundles(true);
    const shell = await loader.shell();
    expect(shell).toBeDefined();
    // Nothing listens there; a fetch would be refused by the tests' network guard.
    const loaded = await loader.remote(
      'catalog',
      'http://catalog.example:3001/mf-manifest.json',
      shell!,
    );
    expect(loaded).toBeUndefined();
    expect(logs.at(-1)).toMatchObject({
      level: 40,
      msg: 'server bundle unavailable: its pages are rendered in the browser',
      bundle: 'catalog',
      err: 'http://catalog.example:3001/server/ssr-manifest.json is served over http: with NODE_ENV=production a server bundle is loaded over https only (or from this machine)',
    });
  });

  it('when the remote is on this machine, then its bundle is loaded, checked against its hash', async () => {
    const loader = bundles(true);
    const shell = await loader.shell();
    const loaded = await loader.remote('catalog', `${remote.url}/mf-manifest.json`, shell!);
    expect(loaded?.exports.pages).toEqual({ title: 'Catalog v1' });
  });
});
