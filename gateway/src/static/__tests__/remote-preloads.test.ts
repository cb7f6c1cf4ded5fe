import pino from 'pino';
import { RemotePreloads } from '../remote-preloads';
import type { RemotesManifest } from '../remotes-manifest';

const logger = pino({ level: 'silent' });

function remotesAt(urls: Record<string, string>): RemotesManifest {
  return { current: () => ({ remotes: urls }) } as unknown as RemotesManifest;
}

const catalogManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    {
      name: 'pages',
      assets: {
        js: { sync: ['129.abc.js', '__federation_expose_pages.def.js'], async: ['9.x.js'] },
      },
    },
  ],
};

function fakeFetch(answers: Record<string, { status: number; body: unknown }>) {
  const calls: string[] = [];
  const impl = (async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    const answer = answers[url];
    if (!answer) throw new Error(`connection refused: ${url}`);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  return { impl, calls };
}

describe('RemotePreloads', () => {
  it('when the catalog manifest is readable, then its entry and the exposed module’s sync files are preloaded', async () => {
    const { impl } = fakeFetch({
      'http://localhost:3001/mf-manifest.json': { status: 200, body: catalogManifest },
    });
    const preloads = new RemotePreloads(
      remotesAt({ catalog: 'http://localhost:3001/mf-manifest.json' }),
      logger,
      [{ remote: 'catalog', expose: 'pages' }],
      impl,
    );
    // The first page goes out without hints: nothing is ever awaited on a page's path.
    expect(preloads.scripts()).toEqual([]);
    await preloads.warm();
    expect(preloads.scripts()).toEqual([
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/129.abc.js',
      'http://localhost:3001/__federation_expose_pages.def.js',
    ]);
  });

  it('when a remote is down or answers nonsense, then it contributes no hints and nothing throws', async () => {
    const { impl } = fakeFetch({
      'http://localhost:3002/mf-manifest.json': { status: 200, body: { nonsense: true } },
    });
    const preloads = new RemotePreloads(
      remotesAt({
        catalog: 'http://localhost:3001/mf-manifest.json',
        cart_checkout: 'http://localhost:3002/mf-manifest.json',
      }),
      logger,
      [
        { remote: 'catalog', expose: 'pages' },
        { remote: 'cart_checkout', expose: 'CartWidget' },
      ],
      impl,
    );
    await preloads.warm();
    expect(preloads.scripts()).toEqual([]);
  });

  it('when a remote is repointed, then the old files are no longer announced', async () => {
    const { impl } = fakeFetch({
      'http://localhost:3001/mf-manifest.json': { status: 200, body: catalogManifest },
      'http://localhost:3101/mf-manifest.json': { status: 200, body: catalogManifest },
    });
    const urls = { catalog: 'http://localhost:3001/mf-manifest.json' };
    const preloads = new RemotePreloads(
      remotesAt(urls),
      logger,
      [{ remote: 'catalog', expose: 'pages' }],
      impl,
    );
    await preloads.warm();
    urls.catalog = 'http://localhost:3101/mf-manifest.json';
    expect(preloads.scripts()).toEqual([]);
    await preloads.warm();
    expect(preloads.scripts()[0]).toBe('http://localhost:3101/remoteEntry.js');
  });
});
