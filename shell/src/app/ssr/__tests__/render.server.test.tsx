import { use } from 'react';
import { http, HttpResponse } from 'msw';
import { server } from '@coffee/platform/testing';
import { render } from '../render';
import { SsrRefusedError } from '../ssr-target';
import { fakeCatalog, FEATURED, featuredHandlers } from './fake-catalog';

const ORIGIN = 'http://127.0.0.1:8080';
const anonymous = http.get(`${ORIGIN}/api/user`, () =>
  HttpResponse.json({ message: 'Not authenticated' }, { status: 401 }),
);

const options = (url: string, overrides: Partial<Parameters<typeof render>[0]> = {}) => ({
  url,
  apiOrigin: ORIGIN,
  remotes: { catalog: fakeCatalog() },
  timeoutMs: 5000,
  ...overrides,
});

beforeEach(() => server.use(anonymous, ...featuredHandlers(ORIGIN)));

describe('render (the shell on the server)', () => {
  it('when a catalog page is asked for, then the html has the shell and the page with its data, the styles and the state', async () => {
    const result = await render(options('/'));

    expect(typeof document).toBe('undefined');
    expect(result.html).toContain('<header');
    expect(result.html).toContain('Brew Haven home');
    expect(result.html).toContain('Product categories');
    expect(result.html).toContain('>Sign In<');
    expect(result.html).toContain('data-remote="catalog"');
    expect(result.html).toContain('<h1>Featured coffee</h1>');
    for (const product of FEATURED) expect(result.html).toContain(product.name);
    expect(result.html).toContain('data-cart-placeholder');
    expect(result.html).toContain('<footer');
    expect(result.html).not.toContain('<script');
    expect(result.styles).toMatch(/^<style [^>]*data-styled/);

    const state = result.state as { queries: Record<string, { status: string; data: unknown }> };
    expect(state.queries['getCurrentUser(undefined)']).toMatchObject({
      status: 'fulfilled',
      data: null,
    });
    expect(state.queries['getFeatured("all")']).toMatchObject({
      status: 'fulfilled',
      data: FEATURED,
    });
    expect(JSON.parse(JSON.stringify(result.state))).toEqual(result.state);
  });

  it('when the page shows a widget of a remote without server code, then its boundary sends the fallback for the browser to fill', async () => {
    const { html } = await render(options('/'));
    // React's marker of a boundary the client renders, with the shell's client-only digest.
    expect(html).toMatch(/<!--\$!--><template[^>]*data-dgst="coffee-client-only"/);
    expect(html).toContain('Loading Direct+ membership');
  });

  it('when a category page is asked for, then its params and search reach the prefetch', async () => {
    const remote = fakeCatalog();
    const prefetch = jest.spyOn(remote, 'prefetch');
    const { html } = await render(
      options('/category/beans?sort=price', { remotes: { catalog: remote } }),
    );
    expect(html).toContain('<h1>Category <!-- -->beans</h1>');
    const context = prefetch.mock.calls[0]![0];
    expect(context).toMatchObject({ page: 'CategoryPage', params: { category: 'beans' } });
    expect(context.searchParams.get('sort')).toBe('price');
  });

  it.each([
    ['a shell page', '/privacy-policy'],
    ['a guarded remote page', '/checkout'],
    ['a page of a remote not loaded', '/auth'],
    ['a redirect', '/account'],
    ['an unknown path', '/no-such-page'],
    ['not a path', 'http://elsewhere.example/'],
  ])('when %s is asked for, then render rejects', async (_what, url) => {
    await expect(render(options(url))).rejects.toThrow(SsrRefusedError);
  });

  it('when the prefetch outlasts the time allowed, then render rejects', async () => {
    const hanging = { ...fakeCatalog(), prefetch: () => new Promise<void>(() => {}) };
    await expect(
      render(options('/', { remotes: { catalog: hanging }, timeoutMs: 50 })),
    ).rejects.toThrow(/took over 50 ms/);
  });

  it('when the page suspends past the time allowed, then render rejects', async () => {
    const never = new Promise<never>(() => {});
    const Stuck = () => <p>{use(never)}</p>;
    const remotes = { catalog: fakeCatalog({ HomePage: Stuck }) };
    await expect(render(options('/', { remotes, timeoutMs: 50 }))).rejects.toThrow(
      /took over 50 ms/,
    );
  });

  it('when the page throws while rendering, then render rejects with that error', async () => {
    const Broken = () => {
      throw new Error('the page broke');
    };
    const remotes = { catalog: fakeCatalog({ HomePage: Broken }) };
    await expect(render(options('/', { remotes }))).rejects.toThrow('the page broke');
  });

  it('when a query fails on the server, then the page renders it as not asked yet and leaves it out of the state (the browser asks again)', async () => {
    server.use(
      http.get(`${ORIGIN}/api/user`, () => HttpResponse.json({}, { status: 503 })),
      http.get(`${ORIGIN}/api/test-featured/:category`, () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    const { html, state } = await render(options('/'));
    expect(html).toContain('<h1>Featured coffee</h1>');
    expect(html).toContain('Loading products…');
    expect(html).not.toContain('>Sign In<');
    expect((state as { queries: object }).queries).toEqual({});
  });
});
