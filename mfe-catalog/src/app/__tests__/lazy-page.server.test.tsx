/** @jest-environment node */
import { Suspense, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QUIET_RETRY_DELAY_MS } from '@coffee/platform';
import { lazyPage } from '../lazy-page';

async function serve(Page: () => unknown) {
  const errors: unknown[] = [];
  const View = Page as () => null;
  const { prelude } = await prerenderToNodeStream(
    <Suspense fallback={<p>Loading page</p>}>
      <View />
    </Suspense>,
    { onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, errors };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a lazily loaded page on the server', () => {
  it('when its code loads, then the render waits for it and has the page', async () => {
    const Home = lazyPage(
      async () => ({ Page: () => <h1>Home</h1> }),
      (m) => m.Page,
    );
    const { html, errors } = await serve(Home);
    expect(html).toContain('<h1>Home</h1>');
    expect(errors).toEqual([]);
  });

  it('when its code fails, then its boundary is left to the client, and a later render tries again', async () => {
    const load = jest
      .fn<Promise<{ Page: () => ReactNode }>, []>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue({ Page: () => <h1>Product</h1> });
    const Product = lazyPage(load, (m) => m.Page);
    // No document to listen on: the failure renders the fallback (the client takes over) ...
    const failed = await serve(Product);
    expect(failed.html).toContain('Loading page');
    expect(failed.errors).toEqual([new Error('boom')]);
    // ... and does not stick for every later visitor of this long-lived process.
    await wait(QUIET_RETRY_DELAY_MS + 50);
    const next = await serve(Product);
    expect(next.html).toContain('<h1>Product</h1>');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
